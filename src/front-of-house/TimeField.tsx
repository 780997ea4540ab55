import { FormattedMessage } from 'react-intl';

/** A time of the restaurant's day in five-minute steps (the grid snaps to them too), labelled. */
export function TimeField({ labelId, value, onChange }: { labelId: string; value: string; onChange(value: string): void }) {
  return (
    <label className="field">
      <span>
        <FormattedMessage id={labelId} />
      </span>
      <input type="time" step={300} value={value} onChange={(event) => onChange(event.target.value)} required />
    </label>
  );
}
