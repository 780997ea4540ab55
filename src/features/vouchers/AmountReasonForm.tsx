import { useState, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useFailureText } from '../../i18n/use-failure-text';
import { StaffField } from './StaffField';
import { SubmitFooter } from '../../ui/SubmitFooter';

type Outcome<Body> = { problems: Partial<Record<'amount' | 'reason', string>>; body: Body | null };

/**
 * An amount and its reason (an adjustment, a refund), checked before sending; the form empties once it went through.
 * Its words are the kind's: vouchers.{kind}.amount, .hint and .submit.
 */
export function AmountReasonForm<Body>({
  kind,
  check,
  send,
  note,
}: {
  kind: 'adjust' | 'refund';
  check: (amountText: string, reason: string) => Outcome<Body>;
  send: (body: Body) => Promise<unknown>;
  note?: ReactNode;
}) {
  const intl = useIntl();
  const errorText = useFailureText();
  const [amountText, setAmountText] = useState('');
  const [reason, setReason] = useState('');
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const outcome = check(amountText, reason);
  const problems = shown ? outcome.problems : {};
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setShown(true);
    setDone(false);
    if (!outcome.body) return;
    setBusy(true);
    setFailure(null);
    try {
      await send(outcome.body);
      setAmountText('');
      setReason('');
      setShown(false);
      setDone(true);
    } catch (error) {
      setFailure(errorText(error));
    }
    setBusy(false);
  }
  return (
    <form className="form" onSubmit={(event) => void submit(event)} noValidate>
      {note}
      <StaffField name={`${kind}-amount`} labelId={`vouchers.${kind}.amount`} hintId={`vouchers.${kind}.hint`} inputMode="decimal" autoComplete="off" value={amountText} onValue={setAmountText} problem={problems.amount} />
      <StaffField name={`${kind}-reason`} labelId="vouchers.field.reason" value={reason} onValue={setReason} problem={problems.reason} />
      <SubmitFooter row={false} failure={failure} done={done ? intl.formatMessage({ id: 'vouchers.done' }) : null} labelId={`vouchers.${kind}.submit`} disabled={busy} />
    </form>
  );
}
