import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { languageNames, supportedLanguages } from '../../../core/i18n/locale';
import type { VoucherSettings } from '../../../core/schemas/vouchers';
import { useSaveVoucherSettings, voucherQueries } from '../../api/vouchers';
import { useFailureText } from '../../i18n/use-failure-text';
import { FormMessage } from '../../ui/FormMessage';
import { Spinner } from '../../ui/Spinner';
import { ExperienceRows } from './ExperienceRows';
import { StaffField } from './StaffField';
import { settingsFormOf, settingsOutcome, type SettingsForm } from './settings-form';
import { SubmitFooter } from '../../ui/SubmitFooter';
import { CheckboxChoice } from '../../ui/CheckboxChoice';
import { Message } from '../../ui/Message';

/** The restaurant's voucher settings: whether the gift-card page sells, what, within which limits, for how long. */
export function VoucherSettingsForm() {
  const errorText = useFailureText();
  const settings = useQuery(voucherQueries.settings());
  if (settings.isPending) return <Spinner />;
  if (settings.isError) return <FormMessage text={errorText(settings.error)} />;
  return <SettingsEditor saved={settings.data} />;
}

function SettingsEditor({ saved }: { saved: VoucherSettings }) {
  const intl = useIntl();
  const errorText = useFailureText();
  const save = useSaveVoucherSettings();
  const [form, setForm] = useState<SettingsForm>(() => settingsFormOf(saved, intl.locale));
  const [shown, setShown] = useState(false);
  const outcome = settingsOutcome(form, intl.locale);
  const problems: Record<string, string | undefined> = shown ? outcome.problems : {};
  const set = (change: Partial<SettingsForm>) => setForm((current) => ({ ...current, ...change }));
  function submit(event: FormEvent) {
    event.preventDefault();
    setShown(true);
    if (outcome.settings && !save.isPending) save.mutate(outcome.settings);
  }
  return (
    <form className="form vouchers__settings" onSubmit={submit} noValidate aria-labelledby="voucher-settings-title">
      <h2 id="voucher-settings-title">
        <FormattedMessage id="vouchers.settings.title" />
      </h2>
      <CheckboxChoice labelId="vouchers.settings.enabled" name="enabled" checked={form.enabled} onChange={(enabled) => set({ enabled })} />
      <StaffField name="currency" labelId="vouchers.settings.currency" maxLength={3} value={form.currency} onValue={(currency) => set({ currency })} problem={problems.currency} />
      <StaffField name="presets" labelId="vouchers.settings.presets" hintId="vouchers.settings.presetsHint" value={form.presetsText} onValue={(presetsText) => set({ presetsText })} problem={problems.presets} />
      <StaffField name="min" labelId="vouchers.settings.min" inputMode="decimal" value={form.minText} onValue={(minText) => set({ minText })} problem={problems.min} />
      <StaffField name="max" labelId="vouchers.settings.max" inputMode="decimal" value={form.maxText} onValue={(maxText) => set({ maxText })} problem={problems.max} />
      <StaffField name="review" labelId="vouchers.settings.review" hintId="vouchers.settings.reviewHint" inputMode="decimal" value={form.reviewText} onValue={(reviewText) => set({ reviewText })} problem={problems.review} />
      <StaffField name="validity" labelId="vouchers.settings.validity" hintId="vouchers.settings.validityHint" type="number" min={3} max={30} value={form.validityText} onValue={(validityText) => set({ validityText })} problem={problems.validity} />
      <ExperienceRows rows={form.experiences} onChange={(experiences) => set({ experiences })} />
      {problems.experiences ? (
        <Message className="form__error" id="vouchers.problem.experienceInvalid" />
      ) : null}
      <fieldset className="vouchers__experiences">
        <legend>
          <FormattedMessage id="vouchers.settings.terms" />
        </legend>
        {supportedLanguages.map((language) => (
          <label key={language} className="field">
            <span>{languageNames[language]}</span>
            <textarea rows={3} maxLength={5000} value={form.terms[language]} onChange={(event) => set({ terms: { ...form.terms, [language]: event.target.value } })} />
          </label>
        ))}
      </fieldset>
      <SubmitFooter row={false} failure={save.isError ? errorText(save.error) : null} done={save.isSuccess ? intl.formatMessage({ id: 'vouchers.settings.saved' }) : null} labelId="vouchers.settings.save" disabled={save.isPending} />
    </form>
  );
}
