// The guest's phone number with its country (spec §3/§4: ~240 countries via libphonenumber-js, default Germany, names
// from Intl.DisplayNames), shared by the contact step and the waitlist. Loaded only with them, so libphonenumber-js
// stays out of the booking home's bundle.
import { getCountries, getCountryCallingCode, isValidPhoneNumber, parsePhoneNumber, type CountryCode } from 'libphonenumber-js/min';
import { useId, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

export interface PhoneValue {
  country: CountryCode;
  phone: string;
}

export function isValidPhone(value: PhoneValue): boolean {
  return value.phone.trim() !== '' && isValidPhoneNumber(value.phone, value.country);
}

/** The phone number in international form (E.164) for the API. */
export function internationalPhone(value: PhoneValue): string {
  return parsePhoneNumber(value.phone, value.country).number;
}

function flag(iso: string): string {
  return String.fromCodePoint(...[...iso].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));
}

export function PhoneField({ value, onChange, invalid }: { value: PhoneValue; onChange: (value: PhoneValue) => void; invalid: boolean }) {
  const intl = useIntl();
  const labelId = useId();
  const errorId = useId();
  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([intl.locale], { type: 'region' });
    return getCountries()
      .map((iso) => ({ iso, name: names.of(iso) ?? iso, code: getCountryCallingCode(iso), emoji: flag(iso) }))
      .sort((a, b) => a.name.localeCompare(b.name, intl.locale));
  }, [intl.locale]);
  const selectedCountry = countries.find((country) => country.iso === value.country);
  return (
    <div className="field">
      <span id={labelId}>
        <FormattedMessage id="booking.contact.phone" />
      </span>
      <div className="phone">
        {/* The closed picker shows the flag and the dialling code only, which leaves the number its room; the list
            still names every country. The native select lies invisibly over that face: it takes the taps and the
            focus, and the phone's own picker opens. */}
        <div className="phone__country">
          <span className="phone__country-face" aria-hidden="true">
            {selectedCountry ? `${selectedCountry.emoji} +${selectedCountry.code}` : value.country}
          </span>
          <select aria-label={intl.formatMessage({ id: 'booking.contact.country' })} value={value.country} onChange={(event) => onChange({ ...value, country: event.target.value as CountryCode })}>
            {countries.map((country) => (
              <option key={country.iso} value={country.iso}>
                {`${country.emoji} ${country.name} +${country.code}`}
              </option>
            ))}
          </select>
        </div>
        <input name="phone" type="tel" autoComplete="tel-national" aria-labelledby={labelId} value={value.phone} onChange={(event) => onChange({ ...value, phone: event.target.value })} aria-invalid={invalid} aria-describedby={invalid ? errorId : undefined} required />
      </div>
      {invalid ? (
        <span className="form__error" id={errorId}>
          <FormattedMessage id="booking.contact.phoneInvalid" />
        </span>
      ) : null}
    </div>
  );
}
