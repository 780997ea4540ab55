import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { adminQueries } from '../../../api/admin-restaurants';
import { useFailureText } from '../../../i18n/use-failure-text';
import { ListState } from '../../../ui/ListState';

/** The restaurant's staff accounts and the role each holds (GET /admin/users/restaurant/{id}). */
export function RestaurantUsersCard({ restaurantId }: { restaurantId: string }) {
  const intl = useIntl();
  const errorText = useFailureText();
  const users = useQuery(adminQueries.users(restaurantId));
  const roles = useQuery(adminQueries.roles(restaurantId));
  const roleName = (roleId: string | null) => roles.data?.items.find((role) => role._id === roleId)?.name ?? roleId ?? '–';
  return (
    <section className="card" aria-labelledby="restaurant-users">
      <h2 id="restaurant-users"><FormattedMessage id="adminRestaurant.users" /></h2>
      <ListState pending={users.isPending} error={users.isError ? errorText(users.error) : null} onRetry={() => void users.refetch()} items={users.data?.items} empty={<FormattedMessage id="adminRestaurant.noUsers" />}>
        {(items) => (
          <table className="admin__table">
            <caption className="visually-hidden">{intl.formatMessage({ id: 'adminRestaurant.users' })}</caption>
            <thead>
              <tr>
                <th scope="col"><FormattedMessage id="adminRestaurant.user" /></th>
                <th scope="col"><FormattedMessage id="adminRestaurant.role" /></th>
              </tr>
            </thead>
            <tbody>
              {items.map((user) => (
                <tr key={user._id}>
                  <th scope="row">{[user.publicInformation.displayName, user.email ?? user.username].filter(Boolean).join(' · ') || user._id}</th>
                  <td>{roleName(user.roleId)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </ListState>
    </section>
  );
}
