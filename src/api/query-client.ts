import { persistQueryClientRestore, persistQueryClientSubscribe } from '@tanstack/query-persist-client-core';
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { QueryClient, type InvalidateOptions, type InvalidateQueryFilters, type QueryKey } from '@tanstack/react-query';
import { deviceStorage } from '../storage/device';
import { invalidateResources } from './resource';

/**
 * The staff screens' query client (loaded with them, never on the guest's booking page). Invalidating a key also
 * invalidates the app-level reads under that prefix (./resource.ts says why those stay outside TanStack Query), so
 * saving the app config re-themes the app and saving a table updates the setup status.
 */
class CoversQueryClient extends QueryClient {
  override invalidateQueries<TTaggedQueryKey extends QueryKey = QueryKey>(filters?: InvalidateQueryFilters<TTaggedQueryKey>, options?: InvalidateOptions): Promise<void> {
    return Promise.all([invalidateResources(filters?.queryKey ?? []), super.invalidateQueries(filters, options)]).then(() => undefined);
  }
}

export const queryClient = new CoversQueryClient({
  defaultOptions: { queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false } },
});

/**
 * Issue 7: what the staff screens read besides the offline day store (settings, the waitlist, the actions log …) is
 * kept in localStorage with the sync-storage persister, so a tablet opened offline shows what it last saw. It is read
 * back only when the app starts offline: online every screen asks the server, and a form never starts from an old copy.
 * Only answered queries are kept; signing out clears localStorage and closes it to later saves (forgetDevice).
 */
function persistCache(): void {
  try {
    void window.localStorage;
  } catch {
    return; // no storage (private mode): the cache lives in memory only
  }
  const options = {
    queryClient,
    persister: createSyncStoragePersister({ storage: deviceStorage, key: 'covers.query-cache', throttleTime: 1_000 }),
    maxAge: 24 * 3_600_000,
    // Bump when a stored query's shape changes: a cache of another shape is then dropped, not read.
    buster: 'covers-1',
    dehydrateOptions: {
      // The day store holds the day; its refresh queries answer only a time.
      shouldDehydrateQuery: (query: { state: { status: string }; queryKey: QueryKey }) => query.state.status === 'success' && query.queryKey[1] !== 'offline-day',
    },
  };
  const restored = navigator.onLine ? Promise.resolve() : persistQueryClientRestore(options);
  // Saving starts once the restore is done, so an empty cache at start-up never overwrites what is stored.
  void restored.then(() => {
    // What was restored counts as old: each screen asks the server again once it can.
    for (const query of queryClient.getQueryCache().getAll()) query.invalidate();
    persistQueryClientSubscribe(options);
  });
}
if (typeof window !== 'undefined') persistCache();
