import { FormattedMessage } from 'react-intl';

/** A yes/no option labelled by a message id, styled as a `choice`. */
export function CheckboxChoice({ labelId, name, className, checked, onChange }: { labelId: string; name?: string; className?: string; checked: boolean; onChange(checked: boolean): void }) {
  return (
    <label className={className ? `choice ${className}` : 'choice'}>
      <input type="checkbox" name={name} checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>
        <FormattedMessage id={labelId} />
      </span>
    </label>
  );
}
