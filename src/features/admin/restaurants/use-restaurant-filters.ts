// The restaurant list's state lives in its address (search, city, status, programme, page), so a reload, the back
// button and a link from the dashboard show the same list.
import { useSearchParams } from 'wouter';
import { restaurantStatuses, type AdminRestaurantQuery, type RestaurantStatus } from '../../../../core/schemas/admin';

export type FilterName = 'q' | 'cityId' | 'status' | 'affiliateProgram' | 'page';

export function restaurantQueryOf(search: URLSearchParams): AdminRestaurantQuery & { page: number } {
  const status = search.get('status');
  const programme = search.get('affiliateProgram');
  const page = Number(search.get('page') ?? '0');
  return {
    q: search.get('q') || undefined,
    cityId: search.get('cityId') || undefined,
    status: (restaurantStatuses as readonly string[]).includes(status ?? '') ? (status as RestaurantStatus) : undefined,
    affiliateProgram: programme === 'true' || programme === 'false' ? programme : undefined,
    page: Number.isInteger(page) && page >= 0 ? page : 0,
  };
}

export function useRestaurantFilters() {
  const [search, setSearch] = useSearchParams();
  const query = restaurantQueryOf(search);
  /** Changes some filters; any change but the page starts again at the first page. */
  const change = (next: Partial<Record<FilterName, string | number | undefined>>) =>
    setSearch((current) => {
      const updated = new URLSearchParams(current);
      if (!('page' in next)) updated.delete('page');
      for (const [key, value] of Object.entries(next)) {
        if (value === undefined || value === '' || (key === 'page' && value === 0)) updated.delete(key);
        else updated.set(key, String(value));
      }
      return updated;
    });
  return { query, change };
}
