import { Field } from '../ui/Field';

/** A time of the restaurant's day in five-minute steps (the grid snaps to them too), labelled. */
export function TimeField({ labelId, value, onChange }: { labelId: string; value: string; onChange(value: string): void }) {
  return (
    <Field labelId={labelId}>
      <input type="time" step={300} value={value} onChange={(event) => onChange(event.target.value)} required />
    </Field>
  );
}
