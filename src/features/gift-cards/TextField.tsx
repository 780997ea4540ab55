import type { InputHTMLAttributes } from 'react';
import { FormattedMessage } from 'react-intl';
import { errorIdOf, FieldError } from './FieldError';
import type { GiftCardField, GiftCardProblem } from './gift-card-form';

/** One labelled field of the gift-card form, its error under it and tied to it for screen readers. */
export function TextField({
  field,
  labelId,
  value,
  onValue,
  problem,
  multiline = false,
  ...input
}: {
  field: GiftCardField;
  labelId: string;
  value: string;
  onValue: (value: string) => void;
  problem: GiftCardProblem | undefined;
  multiline?: boolean;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'name'>) {
  const described = problem ? { 'aria-describedby': errorIdOf(field) } : {};
  return (
    <label className="field">
      <span>
        <FormattedMessage id={labelId} />
      </span>
      {multiline ? (
        <textarea name={field} rows={3} value={value} maxLength={input.maxLength} onChange={(event) => onValue(event.target.value)} aria-invalid={problem !== undefined} {...described} />
      ) : (
        <input name={field} {...input} value={value} onChange={(event) => onValue(event.target.value)} aria-invalid={problem !== undefined} {...described} />
      )}
      <FieldError field={field} problem={problem} />
    </label>
  );
}
