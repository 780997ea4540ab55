import { useIntl } from 'react-intl';

export function Spinner({ label }: { label?: string }) {
  const intl = useIntl();
  return (
    <div className="spinner" role="status" aria-live="polite">
      <span className="spinner__circle" aria-hidden="true" />
      <span className="visually-hidden">{label ?? intl.formatMessage({ id: 'loading' })}</span>
    </div>
  );
}

/** Before react-intl is ready (the app config is still loading) there is no translated label yet. */
export function StartupSpinner() {
  return (
    <div className="spinner spinner--page" role="status" aria-label="Loading">
      <span className="spinner__circle" aria-hidden="true" />
    </div>
  );
}
