import { FormattedMessage, useIntl } from 'react-intl';
import { languageNames, supportedLanguages } from '../../../core/i18n/locale';
import { emptyExperienceRow, type ExperienceRow } from './settings-form';
import { Field } from '../../ui/Field';

/** The experiences the gift-card page sells: an id for the address, a title per language, a value, maybe a special. */
export function ExperienceRows({ rows, onChange }: { rows: ExperienceRow[]; onChange: (rows: ExperienceRow[]) => void }) {
  const intl = useIntl();
  const set = (index: number, change: Partial<ExperienceRow>) => onChange(rows.map((row, at) => (at === index ? { ...row, ...change } : row)));
  return (
    <fieldset className="vouchers__experiences">
      <legend>
        <FormattedMessage id="vouchers.settings.experiences" />
      </legend>
      {rows.map((row, index) => (
        <fieldset key={index} className="vouchers__experience">
          <legend>
            <FormattedMessage id="vouchers.settings.experience" values={{ number: index + 1 }} />
          </legend>
          <Field labelId="vouchers.settings.experienceId">
            <input value={row.id} pattern="[a-z0-9-]{1,40}" onChange={(event) => set(index, { id: event.target.value.trim() })} />
          </Field>
          {supportedLanguages.map((language) => (
            <label key={language} className="field">
              <span>{intl.formatMessage({ id: 'vouchers.settings.experienceTitle' }, { language: languageNames[language] })}</span>
              <input value={row.title[language]} onChange={(event) => set(index, { title: { ...row.title, [language]: event.target.value } })} />
            </label>
          ))}
          <Field labelId="vouchers.settings.experienceValue">
            <input inputMode="decimal" value={row.valueText} onChange={(event) => set(index, { valueText: event.target.value })} />
          </Field>
          <Field labelId="vouchers.settings.experienceSpecial">
            <input value={row.specialId} onChange={(event) => set(index, { specialId: event.target.value })} />
          </Field>
          <button type="button" className="button" onClick={() => onChange(rows.filter((_, at) => at !== index))}>
            <FormattedMessage id="vouchers.settings.removeExperience" values={{ number: index + 1 }} />
          </button>
        </fieldset>
      ))}
      {rows.length < 12 ? (
        <button type="button" className="button" onClick={() => onChange([...rows, emptyExperienceRow])}>
          <FormattedMessage id="vouchers.settings.addExperience" />
        </button>
      ) : null}
    </fieldset>
  );
}
