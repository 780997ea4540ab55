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
  const id = `gift-card-${field}`;
  // The error stands outside the label, so the field's name stays its label alone.
  return (
    <div className="field">
      <label htmlFor={id}>
        <FormattedMessage id={labelId} />
      </label>
      {multiline ? (
        <textarea id={id} name={field} rows={3} value={value} maxLength={input.maxLength} onChange={(event) => onValue(event.target.value)} aria-invalid={problem !== undefined} {...described} />
      ) : (
        <input id={id} name={field} {...input} value={value} onChange={(event) => onValue(event.target.value)} aria-invalid={problem !== undefined} {...described} />
      )}
      <FieldError field={field} problem={problem} />
    </div>
  );
}
