import { pathFor } from '../../core/routes/match';
import type { RouteId } from '../../core/routes/route-table';
import { useRestaurant } from '../shell/restaurant-context';

/** Paths of the restaurant's routes, with an optional query string (host mode or /r/{id}/). */
export function useLinks() {
  const { restaurantId, mode } = useRestaurant();
  return (routeId: RouteId, params: Record<string, string | undefined> = {}, query: Record<string, string | undefined | null> = {}) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== null && value !== '') search.set(key, value);
    const text = search.toString();
    return pathFor(routeId, params, { restaurantId: restaurantId ?? undefined, mode }) + (text ? `?${text}` : '');
  };
}
