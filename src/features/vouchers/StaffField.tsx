import type { InputHTMLAttributes } from 'react';
import { FormattedMessage } from 'react-intl';

/** A labelled input of a staff voucher form with its problem under it (vouchers.problem.*), tied for screen readers. */
export function StaffField({
  name,
  labelId,
  value,
  onValue,
  problem,
  multiline = false,
  hintId,
  ...input
}: {
  name: string;
  labelId: string;
  value: string;
  onValue: (value: string) => void;
  problem?: string | undefined;
  multiline?: boolean;
  hintId?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'name'>) {
  const errorId = `voucher-${name}-error`;
  const hint = hintId ? `voucher-${name}-hint` : undefined;
  const describedBy = [hint, problem ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <label className="field">
      <span>
        <FormattedMessage id={labelId} />
      </span>
      {multiline ? (
        <textarea name={name} rows={3} maxLength={500} value={value} onChange={(event) => onValue(event.target.value)} aria-invalid={Boolean(problem)} aria-describedby={describedBy} />
      ) : (
        <input name={name} {...input} value={value} onChange={(event) => onValue(event.target.value)} aria-invalid={Boolean(problem)} aria-describedby={describedBy} />
      )}
      {hintId ? (
        <span className="vouchers__hint" id={hint}>
          <FormattedMessage id={hintId} />
        </span>
      ) : null}
      {problem ? (
        <span className="form__error" id={errorId}>
          <FormattedMessage id={`vouchers.problem.${problem}`} />
        </span>
      ) : null}
    </label>
  );
}
