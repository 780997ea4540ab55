import type { SelectHTMLAttributes } from 'react';
import { Field } from './Field';

export interface SelectOption {
  value: string;
  label: string;
}

/** A labelled select whose first option, valued '', stands for none chosen (every kind, any status, no city …). */
export function SelectField({
  labelId,
  none,
  options,
  value,
  onValue,
  ...select
}: {
  labelId: string;
  /** The text of the option that chooses none. */
  none: string;
  options: readonly SelectOption[];
  value: string;
  onValue(value: string): void;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'>) {
  return (
    <Field labelId={labelId}>
      <select {...select} value={value} onChange={(event) => onValue(event.target.value)}>
        <option value="">{none}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
