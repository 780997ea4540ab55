import { useIntl } from 'react-intl';
import { Field } from './Field';

export type AreaType = 'Outdoor' | 'Indoor';

/** An area's type (spec §5 areas), chosen the same way in the restaurant's onboarding and in its settings. */
export function AreaTypeField({ value, onChange }: { value: AreaType; onChange(type: AreaType): void }) {
  const intl = useIntl();
  return (
    <Field labelId="settings.areas.type">
      <select value={value} onChange={(event) => onChange(event.target.value as AreaType)}>
        <option value="Indoor">{intl.formatMessage({ id: 'settings.areas.Indoor' })}</option>
        <option value="Outdoor">{intl.formatMessage({ id: 'settings.areas.Outdoor' })}</option>
      </select>
    </Field>
  );
}
