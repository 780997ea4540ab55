import { Field } from '../../ui/Field';

/** The IANA zones the browser knows (the server checks the same names); the current one is kept when it knows none. */
const zonesWith = (current: string): string[] => {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return known.includes(current) ? known : [current, ...known];
};

/** A labelled time-zone picker: a city's default, a restaurant's own (spec §2 admin area). */
export function TimeZoneField({ labelId, value, onChange }: { labelId: string; value: string; onChange(zone: string): void }) {
  return (
    <Field labelId={labelId}>
      <select value={value} onChange={(event) => onChange(event.target.value)}>
        {zonesWith(value).map((zone) => (
          <option key={zone} value={zone}>
            {zone}
          </option>
        ))}
      </select>
    </Field>
  );
}
