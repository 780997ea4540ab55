import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'wouter';
import type { Invite } from '../../../../core/schemas/users';
import { cityQueries, useAdminChange } from '../../../api/admin-cities';
import { createRestaurant, inviteOwner } from '../../../api/admin-restaurants';
import { useFailureText } from '../../../i18n/use-failure-text';
import { Field } from '../../../ui/Field';
import { FormMessage } from '../../../ui/FormMessage';
import { Message } from '../../../ui/Message';
import '../admin.css';
import { TimeZoneField } from '../TimeZoneField';
import { isValidSlug, slugOf } from './new-restaurant';
import { NameEmailFields } from '../../../ui/NameEmailFields';
import { SelectField } from '../../../ui/SelectField';

/**
 * Spec §2 new restaurant metadata: creates the restaurant (with its Owner role and app config) and invites its owner.
 * The city's time zone is the restaurant's first; the id follows the name until the admin types one.
 */
export default function AdminNewRestaurantPage() {
  const intl = useIntl();
  const errorText = useFailureText();
  const [search] = useSearchParams();
  const cities = useQuery(cityQueries.list());
  const create = useAdminChange(createRestaurant);
  const invite = useAdminChange(inviteOwner);
  const [name, setName] = useState('');
  const [typedId, setTypedId] = useState<string | null>(null);
  const [cityId, setCityId] = useState(search.get('cityId') ?? '');
  const [chosenZone, setChosenZone] = useState<string | null>(null);
  const [email, setEmail] = useState('');
  const [ownerName, setOwnerName] = useState('');
  const [ownerEmail, setOwnerEmail] = useState('');
  // Kept once made: an invite that fails afterwards is sent again without making the restaurant twice.
  const [createdId, setCreatedId] = useState<string | null>(null);
  const [invited, setInvited] = useState<Invite | null>(null);
  const restaurantId = typedId ?? slugOf(name);
  const timeZone = chosenZone ?? cities.data?.items.find((city) => city._id === cityId)?.timeZone ?? 'Europe/Berlin';
  const idProblem = restaurantId && !isValidSlug(restaurantId) ? intl.formatMessage({ id: 'adminRestaurant.idInvalid' }) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (idProblem) return;
    const id = createdId ?? (await create.mutateAsync({ restaurantId, name, cityId: cityId || null, timeZone, restaurantEmail: email })).restaurantId;
    setCreatedId(id);
    setInvited(await invite.mutateAsync({ id, body: { name: ownerName, email: ownerEmail } }));
  };
  const failure = createdId ? invite.error : create.error;
  const made = createdId !== null;

  if (createdId && invited) {
    return (
      <div className="page page--narrow">
        <Message as="h1" id="route.AdminNewRestaurantMetadata" />
        <section className="card" role="status">
          <p><FormattedMessage id="adminRestaurant.createdInvited" values={{ email: invited.email }} /></p>
          <p><FormattedMessage id="adminRestaurant.inviteCode" /> <span className="admin__code">{invited.inviteCode}</span></p>
          <Link className="button button--primary" href={`/admin/restaurants/${createdId}`}><FormattedMessage id="adminRestaurant.open" /></Link>
        </section>
      </div>
    );
  }
  return (
    <div className="page page--narrow">
      <Message as="h1" id="route.AdminNewRestaurantMetadata" />
      <form className="card form" onSubmit={(event) => void submit(event).catch(() => undefined)}>
        <Message as="h2" id="adminRestaurant.restaurant" />
        <Field labelId="adminRestaurant.name">
          <input value={name} onChange={(event) => setName(event.target.value)} required maxLength={120} disabled={made} />
        </Field>
        <Field labelId="adminRestaurant.id">
          <input value={restaurantId} onChange={(event) => setTypedId(event.target.value)} required maxLength={63} aria-describedby="id-hint" aria-invalid={idProblem ? true : undefined} disabled={made} autoComplete="off" />
        </Field>
        <p id="id-hint" className="image-field__hint">{idProblem ?? intl.formatMessage({ id: 'adminRestaurant.idHint' })}</p>
        <SelectField
          labelId="adminRestaurant.city"
          none={intl.formatMessage({ id: 'adminRestaurant.noCity' })}
          options={(cities.data?.items ?? []).map((city) => ({ value: city._id, label: `${city.name} (${city.country})` }))}
          value={cityId}
          onValue={setCityId}
          disabled={made}
        />
        <TimeZoneField labelId="adminRestaurant.timeZone" value={timeZone} onChange={setChosenZone} />
        <Field labelId="adminRestaurant.email">
          <input type="email" value={email} onChange={(event) => setEmail(event.target.value)} maxLength={254} disabled={made} />
        </Field>
        <Message as="h2" id="adminRestaurant.owner" />
        <NameEmailFields nameLabelId="adminRestaurant.ownerName" emailLabelId="adminRestaurant.ownerEmail" name={ownerName} email={ownerEmail} onName={setOwnerName} onEmail={setOwnerEmail} />
        <FormMessage text={failure ? errorText(failure) : null} />
        <div className="row">
          <button type="submit" className="button button--primary" disabled={create.isPending || invite.isPending}>
            <FormattedMessage id="adminRestaurant.createAndInvite" />
          </button>
          <Link className="button" href="/admin/restaurants"><FormattedMessage id="settings.cancel" /></Link>
        </div>
      </form>
    </div>
  );
}
