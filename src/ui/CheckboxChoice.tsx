import { FormattedMessage } from 'react-intl';

/** A yes/no option labelled by a message id, styled as a `choice`. */
export function CheckboxChoice({ labelId, checked, onChange }: { labelId: string; checked: boolean; onChange(checked: boolean): void }) {
  return (
    <label className="choice">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>
        <FormattedMessage id={labelId} />
      </span>
    </label>
  );
}
