import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { languageOf, localized } from '../../../core/i18n/locale';
import { issueVoucher, useVoucherChange, voucherQueries } from '../../api/vouchers';
import { useFailureText } from '../../i18n/use-failure-text';
import { FormMessage } from '../../ui/FormMessage';
import { Spinner } from '../../ui/Spinner';
import { StaffField } from './StaffField';
import { emptyIssueForm, issueOutcome, type IssueForm } from './voucher-forms';
import { useVoucherWords } from './voucher-words';
import { RadioList } from '../../ui/RadioChoice';
import { SubmitFooter } from '../../ui/SubmitFooter';

/** A voucher issued by hand (a complaint, a prize): active at once, in the restaurant's voucher currency. */
export function IssueVoucherForm({ onIssued, onCancel }: { onIssued: (id: string) => void; onCancel: () => void }) {
  const intl = useIntl();
  const words = useVoucherWords();
  const errorText = useFailureText();
  const language = languageOf(intl.locale) ?? 'en';
  const settings = useQuery(voucherQueries.settings());
  const issue = useVoucherChange(issueVoucher);
  const [form, setForm] = useState<IssueForm>(emptyIssueForm);
  const [shown, setShown] = useState(false);
  if (settings.isPending) return <Spinner />;
  if (settings.isError) return <FormMessage text={errorText(settings.error)} />;
  const offer = settings.data;
  const result = issueOutcome(form, offer, intl.locale, language);
  const problems: Record<string, string | undefined> = shown ? result.problems : {};
  const set = (change: Partial<IssueForm>) => setForm((current) => ({ ...current, ...change }));
  const kinds = (['amount', 'experience'] as const).map((kind) => ({ value: kind, labelId: `vouchers.kind.${kind}`, disabled: kind === 'experience' && offer.experiences.length === 0 }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (issue.isPending) return;
    setShown(true);
    if (!result.body) {
      const first = ['amount', 'experience', 'recipientName', 'recipientEmail'].find((field) => field in result.problems);
      const element = first ? event.currentTarget.elements.namedItem(first) : null;
      if (element instanceof HTMLElement) element.focus();
      return;
    }
    issue.mutate(result.body, { onSuccess: (voucher) => onIssued(voucher._id) });
  }

  return (
    <form className="page form vouchers__form" onSubmit={submit} noValidate aria-labelledby="issue-voucher-title">
      <h2 id="issue-voucher-title">
        <FormattedMessage id="vouchers.issue.title" />
      </h2>
      <RadioList legendId="vouchers.issue.kind" name="kind" options={kinds} value={form.kind} onChange={(kind) => set({ kind })} />
      {form.kind === 'amount' ? (
        <StaffField name="amount" labelId="vouchers.issue.amount" inputMode="decimal" autoComplete="off" value={form.amountText} onValue={(amountText) => set({ amountText })} problem={problems.amount} />
      ) : (
        <div className="field">
          <label htmlFor="voucher-experience">
            <FormattedMessage id="vouchers.issue.experience" />
          </label>
          <select id="voucher-experience" name="experience" value={form.experienceId} onChange={(event) => set({ experienceId: event.target.value })} aria-invalid={Boolean(problems.experience)}>
            <option value="">{intl.formatMessage({ id: 'vouchers.issue.chooseExperience' })}</option>
            {offer.experiences.map((experience) => (
              <option key={experience.id} value={experience.id}>
                {localized(experience.title, language, experience.id)} · {words.money(experience.value, offer.currency)}
              </option>
            ))}
          </select>
          {problems.experience ? (
            <span className="form__error">
              <FormattedMessage id="vouchers.problem.required" />
            </span>
          ) : null}
        </div>
      )}
      <StaffField name="recipientName" labelId="vouchers.field.recipientName" autoComplete="off" value={form.recipientName} onValue={(recipientName) => set({ recipientName })} problem={problems.recipientName} />
      <StaffField name="recipientEmail" labelId="vouchers.field.recipientEmail" type="email" autoComplete="off" value={form.recipientEmail} onValue={(recipientEmail) => set({ recipientEmail })} problem={problems.recipientEmail} />
      <StaffField name="message" labelId="vouchers.field.message" multiline value={form.message} onValue={(message) => set({ message })} />
      <StaffField name="reason" labelId="vouchers.field.reason" value={form.reason} onValue={(reason) => set({ reason })} />
      <SubmitFooter failure={issue.isError ? errorText(issue.error) : null} labelId="vouchers.issue.submit" disabled={issue.isPending}>
        <button type="button" className="button" onClick={onCancel}>
          <FormattedMessage id="vouchers.cancel" />
        </button>
      </SubmitFooter>
    </form>
  );
}
