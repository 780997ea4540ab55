import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

interface ChipStepProps<T extends string | number> {
  /** The heading's element id, which labels the step. */
  headingId: string;
  titleId: string;
  options: readonly T[];
  selected: T | null;
  onSelect(option: T): void;
  label(option: T): ReactNode;
}

/** A booking step that offers its options as a grid of pressable chips (party size, time slot). */
export function ChipStep<T extends string | number>({ headingId, titleId, options, selected, onSelect, label }: ChipStepProps<T>) {
  return (
    <section className="booking__step" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <FormattedMessage id={titleId} />
      </h2>
      <div className="chips chips--grid">
        {options.map((option) => (
          <button key={option} type="button" className="chip" aria-pressed={selected === option} onClick={() => onSelect(option)}>
            {label(option)}
          </button>
        ))}
      </div>
    </section>
  );
}
