import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { RestaurantMetadata } from '../../../../core/schemas/restaurants';
import { cityQueries, useAdminChange } from '../../../api/admin-cities';
import { updateRestaurant } from '../../../api/admin-restaurants';
import { useFailureText } from '../../../i18n/use-failure-text';
import { Field } from '../../../ui/Field';
import { TimeZoneField } from '../TimeZoneField';
import { SubmitFooter } from '../../../ui/SubmitFooter';
import { SelectField } from '../../../ui/SelectField';

const hostsOf = (text: string) => text.split(/[\s,]+/).map((host) => host.trim()).filter(Boolean);

/** Spec §2 restaurant detail: the metadata an admin keeps — name, city, hosts, programme, time zone, booking horizon. */
export function RestaurantMetadataForm({ metadata }: { metadata: RestaurantMetadata }) {
  const intl = useIntl();
  const errorText = useFailureText();
  const cities = useQuery(cityQueries.list());
  const save = useAdminChange(updateRestaurant);
  const [name, setName] = useState(metadata.name);
  const [cityId, setCityId] = useState(metadata.cityId ?? '');
  const [hosts, setHosts] = useState(metadata.hosts.join('\n'));
  const [affiliateProgram, setAffiliateProgram] = useState(metadata.affiliateProgram);
  const [timeZone, setTimeZone] = useState(metadata.settings.timeZone);
  const [horizon, setHorizon] = useState(metadata.settings.bookingHorizonDays);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({
      id: metadata.restaurantId,
      body: { name, cityId: cityId || null, hosts: hostsOf(hosts), affiliateProgram, settings: { timeZone, bookingHorizonDays: horizon } },
    });
  };
  return (
    <form className="form" onSubmit={submit}>
      <Field labelId="adminRestaurant.name">
        <input value={name} onChange={(event) => setName(event.target.value)} required maxLength={120} />
      </Field>
      <SelectField labelId="adminRestaurant.city" none={intl.formatMessage({ id: 'adminRestaurant.noCity' })} options={(cities.data?.items ?? []).map((city) => ({ value: city._id, label: city.name }))} value={cityId} onValue={setCityId} />
      <Field labelId="adminRestaurant.hosts">
        <textarea value={hosts} onChange={(event) => setHosts(event.target.value)} rows={3} aria-describedby="hosts-hint" />
      </Field>
      <p id="hosts-hint" className="image-field__hint"><FormattedMessage id="adminRestaurant.hostsHint" /></p>
      <label className="row">
        <input type="checkbox" checked={affiliateProgram} onChange={(event) => setAffiliateProgram(event.target.checked)} />
        <FormattedMessage id="adminRestaurant.affiliateProgram" />
      </label>
      <TimeZoneField labelId="adminRestaurant.timeZone" value={timeZone} onChange={setTimeZone} />
      <Field labelId="adminRestaurant.bookingHorizon">
        <input type="number" min={1} max={365} value={horizon} onChange={(event) => setHorizon(Number(event.target.value))} required />
      </Field>
      <SubmitFooter failure={save.isError ? errorText(save.error) : null} done={save.isSuccess ? intl.formatMessage({ id: 'settings.saved' }) : null} labelId="settings.save" disabled={save.isPending} />
    </form>
  );
}
