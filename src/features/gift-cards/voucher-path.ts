import { pathFor } from '../../../core/routes/match';
import { useRestaurant } from '../../shell/restaurant-context';

/** Paths of the guest's pages of this restaurant (host mode or /r/{id}/), with a query string. */
export function useGuestPath() {
  const { restaurantId, mode } = useRestaurant();
  return (routeId: 'Voucher' | 'Booking', params: Record<string, string> = {}, query: Record<string, string> = {}) => {
    const search = new URLSearchParams(query).toString();
    return pathFor(routeId, params, { restaurantId: restaurantId ?? undefined, mode }) + (search ? `?${search}` : '');
  };
}
