import { useIntl } from 'react-intl';
import { useConnectionTrouble } from '../api/connection';
import { startupTroubleText } from './ConnectionNotice';

export function Spinner({ label }: { label?: string }) {
  const intl = useIntl();
  return (
    <div className="spinner" role="status" aria-live="polite">
      <span className="spinner__circle" aria-hidden="true" />
      <span className="visually-hidden">{label ?? intl.formatMessage({ id: 'loading' })}</span>
    </div>
  );
}

// Before react-intl is ready (the app config and the messages are still loading) the catalogue is not there yet: the
// one word a screen reader announces comes from this map, in the browser's language (the same three as locales/).
export const startupLabels: Record<string, string> = { de: 'Wird geladen', en: 'Loading', es: 'Cargando' };

export function StartupSpinner() {
  const language = (typeof navigator === 'undefined' ? 'en' : navigator.language).slice(0, 2).toLowerCase();
  const trouble = useConnectionTrouble();
  return (
    <div className="spinner spinner--page" role="status" aria-label={startupLabels[language] ?? startupLabels.en}>
      <span className="spinner__circle" aria-hidden="true" />
      {trouble ? <p className="connection-notice" data-kind={trouble.kind}>{(startupTroubleText[language] ?? startupTroubleText.en)?.[trouble.kind]}</p> : null}
    </div>
  );
}
