import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { AdminRestaurant } from '../../../../core/schemas/admin';

/** One page of the restaurant list: name (to its detail), id, city, status, programme, time zone. */
export function RestaurantTable({ restaurants, total }: { restaurants: readonly AdminRestaurant[]; total: number }) {
  const intl = useIntl();
  return (
    <div className="admin__table-wrap">
      <table className="admin__table">
        <caption>{intl.formatMessage({ id: 'adminRestaurant.found' }, { total })}</caption>
        <thead>
          <tr>
            <th scope="col"><FormattedMessage id="adminRestaurant.name" /></th>
            <th scope="col"><FormattedMessage id="adminRestaurant.id" /></th>
            <th scope="col"><FormattedMessage id="adminRestaurant.city" /></th>
            <th scope="col"><FormattedMessage id="adminRestaurant.status" /></th>
            <th scope="col"><FormattedMessage id="adminRestaurant.affiliateProgram" /></th>
            <th scope="col"><FormattedMessage id="adminRestaurant.timeZone" /></th>
          </tr>
        </thead>
        <tbody>
          {restaurants.map((restaurant) => (
            <tr key={restaurant.restaurantId}>
              <th scope="row">
                <Link href={`/admin/restaurants/${restaurant.restaurantId}`}>{restaurant.name}</Link>
              </th>
              <td><code>{restaurant.restaurantId}</code></td>
              <td>{restaurant.cityName ?? '–'}</td>
              <td><FormattedMessage id={`adminRestaurant.status.${restaurant.status}`} /></td>
              <td><FormattedMessage id={restaurant.affiliateProgram ? 'adminRestaurant.yes' : 'adminRestaurant.no'} /></td>
              <td>{restaurant.settings.timeZone}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
