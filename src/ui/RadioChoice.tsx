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
