import type { InputHTMLAttributes, ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import './problem-field.css';

/**
 * A labelled input with an optional hint and its problem under it, both tied to it for screen readers. The problem
 * is a message id below `problemPrefix` (e.g. `affiliates.problem.` + `rate.missing`).
 */
export function ProblemField({
  name,
  labelId,
  value,
  onValue,
  problem,
  problemPrefix,
  hint,
  ...input
}: {
  name: string;
  labelId: string;
  value: string;
  onValue: (value: string) => void;
  problem?: string | undefined;
  problemPrefix: string;
  hint?: ReactNode;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'name'>) {
  const id = `field-${name}`;
  const describedBy = [hint ? `${id}-hint` : undefined, problem ? `${id}-error` : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>
        <FormattedMessage id={labelId} />
      </label>
      <input id={id} name={name} {...input} value={value} onChange={(event) => onValue(event.target.value)} aria-invalid={Boolean(problem)} aria-describedby={describedBy} />
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
