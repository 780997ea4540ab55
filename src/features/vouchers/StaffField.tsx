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
  const id = `voucher-${name}`;
  // Hint and error stand outside the label, so the field's name stays its label alone.
  return (
    <div className="field">
      <label htmlFor={id}>
        <FormattedMessage id={labelId} />
      </label>
      {multiline ? (
        <textarea id={id} name={name} rows={3} maxLength={500} value={value} onChange={(event) => onValue(event.target.value)} aria-invalid={Boolean(problem)} aria-describedby={describedBy} />
      ) : (
        <input id={id} name={name} {...input} value={value} onChange={(event) => onValue(event.target.value)} aria-invalid={Boolean(problem)} aria-describedby={describedBy} />
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
    </div>
  );
}
