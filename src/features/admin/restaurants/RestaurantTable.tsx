import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { AdminRestaurant } from '../../../../core/schemas/admin';
import { DataTable, type Column } from '../../../ui/DataTable';

const columns: readonly Column<AdminRestaurant>[] = [
  { headId: 'adminRestaurant.name', rowHeader: true, cell: (r) => <Link href={`/admin/restaurants/${r.restaurantId}`}>{r.name}</Link> },
  { headId: 'adminRestaurant.id', cell: (r) => <code>{r.restaurantId}</code> },
  { headId: 'adminRestaurant.city', cell: (r) => r.cityName ?? '–' },
  { headId: 'adminRestaurant.status', cell: (r) => <FormattedMessage id={`adminRestaurant.status.${r.status}`} /> },
  { headId: 'adminRestaurant.affiliateProgram', cell: (r) => <FormattedMessage id={r.affiliateProgram ? 'adminRestaurant.yes' : 'adminRestaurant.no'} /> },
  { headId: 'adminRestaurant.timeZone', cell: (r) => r.settings.timeZone },
];

/** One page of the restaurant list: name (to its detail), id, city, status, programme, time zone. */
export function RestaurantTable({ restaurants, total }: { restaurants: readonly AdminRestaurant[]; total: number }) {
  const intl = useIntl();
  return <DataTable caption={intl.formatMessage({ id: 'adminRestaurant.found' }, { total })} columns={columns} rows={restaurants} rowKey={(r) => r.restaurantId} />;
}
