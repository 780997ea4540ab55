import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { adminQueries } from '../../../api/admin-restaurants';
import { useFailureText } from '../../../i18n/use-failure-text';
import type { Column } from '../../../ui/DataTable';
import type { User } from '../../../../core/schemas/users';
import { QueryTable } from '../../../ui/QueryTable';
import { Section } from '../../../ui/Section';

/** The restaurant's staff accounts and the role each holds (GET /admin/users/restaurant/{id}). */
export function RestaurantUsersCard({ restaurantId }: { restaurantId: string }) {
  const intl = useIntl();
  const errorText = useFailureText();
  const users = useQuery(adminQueries.users(restaurantId));
  const roles = useQuery(adminQueries.roles(restaurantId));
  const roleName = (roleId: string | null) => roles.data?.items.find((role) => role._id === roleId)?.name ?? roleId ?? '–';
  const columns: readonly Column<User>[] = [
    { headId: 'adminRestaurant.user', rowHeader: true, cell: (user) => [user.publicInformation.displayName, user.email ?? user.username].filter(Boolean).join(' · ') || user._id },
    { headId: 'adminRestaurant.role', cell: (user) => roleName(user.roleId) },
  ];
  return (
    <Section id="restaurant-users" titleId="adminRestaurant.users">
      <QueryTable query={users} errorText={errorText} empty={<FormattedMessage id="adminRestaurant.noUsers" />} caption={intl.formatMessage({ id: 'adminRestaurant.users' })} captionHidden columns={columns} rowKey={(user) => user._id} />
    </Section>
  );
}
