import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { Voucher } from '../../../core/schemas/vouchers';
import { addDays, toInstant } from '../../../core/time';
import { lastValidDay } from '../../../core/vouchers/money';
import { updateVoucher, useVoucherChange } from '../../api/vouchers';
import { useTimeZone } from '../../front-of-house/use-front-of-house';
import { useFailureText } from '../../i18n/use-failure-text';
import { StaffField } from './StaffField';
import { SubmitFooter } from '../../ui/SubmitFooter';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The recipient, the message and the last valid day. The expiry may move later, never before the legal floor
 * (decision 012; the server refuses that): the day typed is the last valid one, so the expiry sent is the start of
 * the next day in the restaurant's zone.
 */
export function EditVoucherForm({ voucher }: { voucher: Voucher }) {
  const intl = useIntl();
  const errorText = useFailureText();
  const timeZone = useTimeZone();
  const update = useVoucherChange((body: Parameters<typeof updateVoucher>[1]) => updateVoucher(voucher._id, body));
  const [name, setName] = useState(voucher.recipient?.name ?? '');
  const [email, setEmail] = useState(voucher.recipient?.email ?? '');
  const [message, setMessage] = useState(voucher.message ?? '');
  const [lastDay, setLastDay] = useState(lastValidDay(voucher.expiresAt));
  const [shown, setShown] = useState(false);
  const problems = {
    name: name.trim() ? undefined : 'required',
    email: email.trim() && !emailPattern.test(email.trim()) ? 'emailInvalid' : undefined,
    lastDay: /^\d{4}-\d{2}-\d{2}$/.test(lastDay) ? undefined : 'required',
  };
  function submit(event: FormEvent) {
    event.preventDefault();
    setShown(true);
    if (update.isPending || Object.values(problems).some(Boolean)) return;
    const changedExpiry = lastDay !== lastValidDay(voucher.expiresAt);
    update.mutate({
      recipient: { name: name.trim(), ...(email.trim() ? { email: email.trim() } : {}) },
      message: message.trim() || null,
      ...(changedExpiry ? { expiresAt: toInstant(addDays(lastDay, 1), 0, timeZone).toISOString() } : {}),
    });
  }
  const shownProblems: Partial<typeof problems> = shown ? problems : {};
  return (
    <form className="form" onSubmit={submit} noValidate>
      <StaffField name="edit-recipientName" labelId="vouchers.field.recipientName" value={name} onValue={setName} problem={shownProblems.name} />
      <StaffField name="edit-recipientEmail" labelId="vouchers.field.recipientEmail" type="email" value={email} onValue={setEmail} problem={shownProblems.email} />
      <StaffField name="edit-message" labelId="vouchers.field.message" multiline value={message} onValue={setMessage} />
      <StaffField name="edit-lastDay" labelId="vouchers.field.validUntil" hintId="vouchers.edit.expiryHint" type="date" value={lastDay} onValue={setLastDay} problem={shownProblems.lastDay} />
      <SubmitFooter row={false} failure={update.isError ? errorText(update.error) : null} done={update.isSuccess ? intl.formatMessage({ id: 'vouchers.done' }) : null} labelId="vouchers.edit.submit" disabled={update.isPending} />
    </form>
  );
}
