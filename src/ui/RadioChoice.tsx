import { FormattedMessage } from 'react-intl';

/** One option of a `choice-list` fieldset, labelled by a message id. */
export function RadioChoice({ name, labelId, checked, disabled, onSelect }: { name: string; labelId: string; checked: boolean; disabled?: boolean; onSelect(): void }) {
  return (
    <label className="choice">
      <input type="radio" name={name} checked={checked} disabled={disabled} onChange={onSelect} />
      <span>
        <FormattedMessage id={labelId} />
      </span>
    </label>
  );
}

/** A `choice-list` fieldset of radio options under a legend (message ids); exactly one is chosen. */
export function RadioList<T extends string>({
  legendId,
  name,
  options,
  value,
  onChange,
}: {
  legendId: string;
  name: string;
  options: readonly { value: T; labelId: string; disabled?: boolean }[];
  value: T;
  onChange(value: NoInfer<T>): void;
}) {
  return (
    <fieldset className="choice-list">
      <legend>
        <FormattedMessage id={legendId} />
      </legend>
      {options.map((option) => (
        <RadioChoice key={option.value} name={name} labelId={option.labelId} checked={value === option.value} disabled={option.disabled} onSelect={() => onChange(option.value)} />
      ))}
    </fieldset>
  );
}
