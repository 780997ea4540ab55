import { FormattedMessage } from 'react-intl';
import { supportedLanguages } from '../../../core/i18n/locale';

/** A localized text (spec §3 localized maps) in `language`, else in the first language that has it. */
export const localizedText = (text: Record<string, string>, language: string) => text[language] || Object.values(text).find(Boolean) || '';

/** One input per language for a localized text (spec §3 localized maps). */
export function LocalizedFields({
  labelId,
  value,
  onChange,
  multiline = false,
}: {
  labelId: string;
  value: Record<string, string>;
  onChange: (next: Record<string, string>) => void;
  multiline?: boolean;
}) {
  return (
    <>
      {supportedLanguages.map((language) => (
        <label key={language} className="field">
          <span>
            <FormattedMessage id={labelId} values={{ language: language.toUpperCase() }} />
          </span>
          {multiline ? (
            <textarea rows={2} maxLength={2000} value={value[language] ?? ''} onChange={(event) => onChange({ ...value, [language]: event.target.value })} />
          ) : (
            <input maxLength={120} value={value[language] ?? ''} onChange={(event) => onChange({ ...value, [language]: event.target.value })} />
          )}
        </label>
      ))}
    </>
  );
}
