import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { queries } from '../../api/queries';

/** The options of a select of every restaurant, by name, after one that stands for none chosen (`emptyId`). */
export function RestaurantOptions({ emptyId }: { emptyId: string }) {
  const intl = useIntl();
  const restaurants = useQuery(queries.adminRestaurants());
  return (
    <>
      <option value="">{intl.formatMessage({ id: emptyId })}</option>
      {(restaurants.data?.items ?? []).map((r) => (
        <option key={r.restaurantId} value={r.restaurantId}>
          {r.name}
        </option>
      ))}
    </>
  );
}
