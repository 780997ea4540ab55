import { useState, type FormEvent, type ReactNode } from 'react';
import type { City, CityInput } from '../../../../core/schemas/restaurants';
import { Field } from '../../../ui/Field';
import { TimeZoneField } from '../TimeZoneField';
import { SubmitFooter } from '../../../ui/SubmitFooter';

/** A city's name, country (ISO code) and default time zone; the cover is uploaded on the city's page. */
export function CityForm({ city, saving, error, savedText, submitId, onSubmit, children }: {
  city?: City;
  saving: boolean;
  error: string | null;
  /** Said after a save. */
  savedText?: string | null;
  submitId: string;
  onSubmit(input: CityInput): void;
  /** More buttons after save (delete …). */
  children?: ReactNode;
}) {
  const [name, setName] = useState(city?.name ?? '');
  const [country, setCountry] = useState(city?.country ?? '');
  const [timeZone, setTimeZone] = useState(city?.timeZone ?? 'Europe/Berlin');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ name, country, timeZone, coverImageURL: city?.coverImageURL ?? null });
  };
  return (
    <form className="form" onSubmit={submit}>
      <Field labelId="adminCity.name">
        <input value={name} onChange={(event) => setName(event.target.value)} required maxLength={120} autoComplete="off" />
      </Field>
      <Field labelId="adminCity.country">
        <input value={country} onChange={(event) => setCountry(event.target.value.toUpperCase())} required minLength={2} maxLength={2} pattern="[A-Za-z]{2}" autoComplete="off" />
      </Field>
      <TimeZoneField labelId="adminCity.timeZone" value={timeZone} onChange={setTimeZone} />
      <SubmitFooter failure={error} done={savedText} labelId={submitId} disabled={saving}>
        {children}
      </SubmitFooter>
    </form>
  );
}
