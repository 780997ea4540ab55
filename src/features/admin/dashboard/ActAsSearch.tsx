import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'wouter';
import type { User } from '../../../../core/schemas/users';
import { Spinner } from '../../../ui/Spinner';
import { queries } from '../../../api/queries';
import { Field } from '../../../ui/Field';
import { Message } from '../../../ui/Message';
import { Section } from '../../../ui/Section';

/** How a user is named in the search and on the button: display name and email, whichever exist. */
const userLabel = (user: User): string => {
  const name = user.publicInformation.displayName?.trim();
  const contact = user.email ?? user.username ?? user._id;
  return name ? `${name} (${contact})` : contact;
};

const matches = (query: string, ...texts: (string | null | undefined)[]) => texts.some((text) => text?.toLowerCase().includes(query));

/**
 * Acting as a restaurant or a user from the dashboard (spec §6 overrides). Only a restaurant or user the admin API
 * lists can be picked: a typed id that names nobody would set an override for no one.
 */
export function ActAsSearch() {
  const [, navigate] = useLocation();
  const [text, setText] = useState('');
  const query = text.trim().toLowerCase();
  const restaurants = useQuery(queries.adminRestaurants());
  const users = useQuery({ ...queries.adminUsers(), enabled: query !== '' });

  const foundRestaurants = (restaurants.data?.items ?? []).filter((r) => !query || matches(query, r.name, r.restaurantId));
  const foundUsers = query ? (users.data ?? []).filter((u) => matches(query, u.email, u.username, u.publicInformation.displayName, u._id)) : [];
  const searching = restaurants.isPending || (query !== '' && users.isPending);

  // Spec §6: acting for someone takes a reason and starts an override session, in the users screen's dialog.
  const actAsRestaurant = (restaurantId: string) => navigate(`/admin/users?actAsRestaurant=${encodeURIComponent(restaurantId)}`);
  const actAsUser = (user: User) => navigate(`/admin/users?actAsUser=${encodeURIComponent(user._id)}`);

  return (
    <Section id="act-as" titleId="admin.actAs" className="card form">
      <Field labelId="admin.search">
        <input type="search" value={text} onChange={(event) => setText(event.target.value)} autoComplete="off" />
      </Field>
      {searching ? <Spinner /> : null}
      {!searching && query && !foundRestaurants.length && !foundUsers.length ? (
        <p role="status">
          <FormattedMessage id="admin.noMatch" />
        </p>
      ) : null}
      {foundRestaurants.length ? (
        <>
          <Message as="h3" id="admin.actAsRestaurant" />
          <ul className="table-list">
            {foundRestaurants.map((restaurant) => (
              <ActAsRow key={restaurant.restaurantId} buttonId="admin.openAs" name={restaurant.name} onAct={() => actAsRestaurant(restaurant.restaurantId)}>
                {restaurant.name} <code>{restaurant.restaurantId}</code>
              </ActAsRow>
            ))}
          </ul>
        </>
      ) : null}
      {foundUsers.length ? (
        <>
          <Message as="h3" id="admin.actAsUser" />
          <ul className="table-list">
            {foundUsers.map((user) => (
              <ActAsRow key={user._id} buttonId="admin.actAsUserNamed" name={userLabel(user)} onAct={() => actAsUser(user)}>
                {userLabel(user)} {user.restaurantId ? <code>{user.restaurantId}</code> : null}
              </ActAsRow>
            ))}
          </ul>
        </>
      ) : null}
    </Section>
  );
}

/** A found restaurant or user, and the button that opens the app as them. */
function ActAsRow({ buttonId, name, onAct, children }: { buttonId: string; name: string; onAct(): void; children: ReactNode }) {
  return (
    <li className="table-list__row">
    <span>{children}</span>
    <button type="button" className="button" onClick={onAct}>
      <FormattedMessage id={buttonId} values={{ name }} />
    </button>
    </li>
  );
}
