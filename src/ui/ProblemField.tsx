import type { InputHTMLAttributes, ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import './problem-field.css';

/**
 * A labelled input (or a three-line text area) with an optional hint and its problem under it, both tied to it for
 * screen readers. The problem is a message id below `problemPrefix` (e.g. `affiliates.problem.` + `rate.missing`).
 * Hint and problem stand outside the label, so the field's name stays its label alone.
 */
export function ProblemField({
  name,
  labelId,
  value,
  onValue,
  problem,
  problemPrefix,
  hint,
  multiline = false,
  idPrefix = 'field',
  ...input
}: {
  name: string;
  labelId: string;
  value: string;
  onValue: (value: string) => void;
  problem?: string | undefined;
  problemPrefix: string;
  hint?: ReactNode;
  multiline?: boolean;
  /** The element ids' first part, `{idPrefix}-{name}`: a form's own, where two forms on a page share field names. */
  idPrefix?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'name'>) {
  const id = `${idPrefix}-${name}`;
  const describedBy = [hint ? `${id}-hint` : undefined, problem ? `${id}-error` : undefined].filter(Boolean).join(' ') || undefined;
  const control = { id, name, value, 'aria-invalid': Boolean(problem), 'aria-describedby': describedBy };
  return (
    <div className="field">
      <label htmlFor={id}>
        <FormattedMessage id={labelId} />
      </label>
      {multiline ? <textarea {...control} rows={3} maxLength={input.maxLength} onChange={(event) => onValue(event.target.value)} /> : <input {...input} {...control} onChange={(event) => onValue(event.target.value)} />}
      {hint ? (
        <span className="field__hint" id={`${id}-hint`}>
          {hint}
        </span>
      ) : null}
      {problem ? (
        <span className="form__error" id={`${id}-error`}>
          <FormattedMessage id={`${problemPrefix}${problem}`} />
        </span>
      ) : null}
    </div>
  );
}
