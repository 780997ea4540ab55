import type { CSSProperties } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { lowContrastColors, themeVariables, type BrandColors } from '../../core/theme/colors';

const colorKeys = ['COLOR_PRIMARY', 'COLOR_SECONDARY', 'COLOR_ACCENT'] as const;

/**
 * The restaurant's three colours with a live preview (the same variants the app derives, spec §9) and a warning per
 * colour whose text would be hard to read. Used by the app configuration settings and by restaurant onboarding.
 */
export function ColorSchemeFields({ colors, onChange, name }: { colors: BrandColors; onChange: (next: BrandColors) => void; name: string }) {
  const intl = useIntl();
  const preview = themeVariables(colors) as CSSProperties;
  return (
    <>
      <div className="color-row">
        {colorKeys.map((key) => (
          <label key={key} className="field">
            <span><FormattedMessage id={`settings.app.${key}`} /></span>
            <input type="color" value={colors[key]} onChange={(event) => onChange({ ...colors, [key]: event.target.value })} />
          </label>
        ))}
      </div>
      <div className="color-preview" style={preview} role="img" aria-label={intl.formatMessage({ id: 'settings.app.preview' })}>
        <div className="color-preview__bar">{name}</div>
        <div className="color-preview__body">
          <span className="color-preview__button"><FormattedMessage id="booking.start" /></span>
          <span className="color-preview__accent"><FormattedMessage id="settings.app.accent" /></span>
        </div>
      </div>
      {lowContrastColors(colors).map((key) => (
        <p key={key} className="notice" role="status">
          <FormattedMessage id="settings.app.lowContrast" values={{ color: <FormattedMessage id={`settings.app.${key}`} /> }} />
        </p>
      ))}
    </>
  );
}
