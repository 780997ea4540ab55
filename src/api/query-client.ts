import { QueryClient, type InvalidateOptions, type InvalidateQueryFilters, type QueryKey } from '@tanstack/react-query';
import { invalidateResources } from './resource';

/**
 * The staff screens' query client (loaded with them, never on the guest's booking page). Invalidating a key also
 * invalidates the app-level reads with that key prefix (src/api/resource.ts), so saving the app config re-themes the
 * app and saving a table updates the setup status, however the screen spells it.
 */
class CoversQueryClient extends QueryClient {
  override invalidateQueries<TTaggedQueryKey extends QueryKey = QueryKey>(filters?: InvalidateQueryFilters<TTaggedQueryKey>, options?: InvalidateOptions): Promise<void> {
    return Promise.all([invalidateResources(filters?.queryKey ?? []), super.invalidateQueries(filters, options)]).then(() => undefined);
  }
}

export const queryClient = new CoversQueryClient({
  defaultOptions: { queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false } },
});
