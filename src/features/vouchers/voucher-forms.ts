// The checks of the staff's voucher forms before sending (docs/decisions/012-vouchers.md): issuing one by hand, an
// adjustment either way, a refund. Each answers the problem of each field or the body the contract takes.
import type { Language } from '../../../core/i18n/locale';
import { maxVoucherMinor, type VoucherAdjustment, type VoucherExperience, type VoucherIssue, type VoucherRefund } from '../../../core/schemas/vouchers';
import { parseAmount } from '../../../core/vouchers/money';

export type FormProblem = 'required' | 'amountInvalid' | 'amountTooHigh' | 'emailInvalid';
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface IssueForm {
  kind: 'amount' | 'experience';
  amountText: string;
  experienceId: string;
  recipientName: string;
  recipientEmail: string;
  message: string;
  reason: string;
}

export const emptyIssueForm: IssueForm = { kind: 'amount', amountText: '', experienceId: '', recipientName: '', recipientEmail: '', message: '', reason: '' };

function amountProblem(text: string, currency: string, locale: string): FormProblem | undefined {
  if (text.trim() === '') return 'required';
  const amount = parseAmount(text, currency, locale);
  if (amount === null || amount === 0) return 'amountInvalid';
  return amount > maxVoucherMinor ? 'amountTooHigh' : undefined;
}

type Outcome<Body, Field extends string> = { problems: Partial<Record<Field, FormProblem>>; body: null } | { problems: Record<string, never>; body: Body };

const outcome = <Body, Field extends string>(problems: Partial<Record<Field, FormProblem | undefined>>, body: () => Body): Outcome<Body, Field> => {
  const found = Object.fromEntries(Object.entries(problems).filter(([, problem]) => problem !== undefined)) as Partial<Record<Field, FormProblem>>;
  return Object.keys(found).length ? { problems: found, body: null } : { problems: {}, body: body() };
};

/** A voucher issued by hand: an amount or one of the restaurant's experiences, in the restaurant's currency. */
export function issueOutcome(
  form: IssueForm,
  settings: { currency: string; experiences: readonly VoucherExperience[] },
  locale: string,
  language: Language,
): Outcome<VoucherIssue, 'amount' | 'experience' | 'recipientName' | 'recipientEmail'> {
  const experience = settings.experiences.find((candidate) => candidate.id === form.experienceId);
  const email = form.recipientEmail.trim();
  return outcome(
    {
      amount: form.kind === 'amount' ? amountProblem(form.amountText, settings.currency, locale) : undefined,
      experience: form.kind === 'experience' && !experience ? 'required' : undefined,
      recipientName: form.recipientName.trim() ? undefined : 'required',
      recipientEmail: email && !emailPattern.test(email) ? 'emailInvalid' : undefined,
    },
    () => ({
      kind: form.kind,
      initialValue: experience && form.kind === 'experience' ? experience.value : (parseAmount(form.amountText, settings.currency, locale) as number),
      currency: settings.currency,
      ...(experience && form.kind === 'experience' ? { title: experience.title, ...(experience.specialId ? { specialId: experience.specialId } : {}) } : {}),
      recipient: { name: form.recipientName.trim(), ...(email ? { email } : {}) },
      ...(form.message.trim() ? { message: form.message.trim() } : {}),
      language,
      ...(form.reason.trim() ? { reason: form.reason.trim() } : {}),
    }),
  );
}

/** An adjustment: "-12,50" takes away, "12,50" or "+12,50" adds; always with its reason. */
export function adjustmentOutcome(amountText: string, reason: string, currency: string, locale: string): Outcome<VoucherAdjustment, 'amount' | 'reason'> {
  const trimmed = amountText.trim();
  const sign = trimmed.startsWith('-') || trimmed.startsWith('−') ? -1 : 1;
  const unsigned = trimmed.replace(/^[-−+]\s*/, '');
  return outcome({ amount: amountProblem(unsigned, currency, locale), reason: reason.trim() ? undefined : 'required' }, () => ({
    amount: sign * (parseAmount(unsigned, currency, locale) as number),
    reason: reason.trim(),
  }));
}

/** A refund of part of the balance, or of all of it when no amount is given; always with its reason. */
export function refundOutcome(amountText: string, reason: string, currency: string, locale: string): Outcome<VoucherRefund, 'amount' | 'reason'> {
  const whole = amountText.trim() === '';
  return outcome({ amount: whole ? undefined : amountProblem(amountText, currency, locale), reason: reason.trim() ? undefined : 'required' }, () => ({
    ...(whole ? {} : { amount: parseAmount(amountText, currency, locale) as number }),
    reason: reason.trim(),
  }));
}
