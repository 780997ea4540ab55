// What the front-of-house screens read: a day of the restaurant from the offline day store — instantly, also
// offline — kept fresh from the API while online. The refresh is a TanStack query under ['reservations', …], so it
// runs on mount, on reconnect, on focus, every minute, and whenever the server's push events invalidate reservations
// or blockers (src/api/live-updates.ts); it refreshes the selected day and today.
import { useQuery } from '@tanstack/react-query';
import { defaultTimeZone, localDateOf } from '../../core/time';
import { queryClient } from '../api/query-client';
import { apiDaySource } from './api-source';
import { offlineDb } from './db';
import { readDay, refreshDay, timeZoneOf, type DaySource, type DayView } from './day-store';
import { useLiveQuery } from './use-live-query';

let source: DaySource = apiDaySource;
/** Tests replace the API with a fake server. */
export function setDaySource(next: DaySource): void {
  source = next;
}

export const offlineDayKey = (restaurantId: string, date: string) => ['reservations', 'offline-day', restaurantId, date] as const;

/** Refreshes `date` and, when it is another day, today (the restaurant's), from the API into the store. */
export async function refreshDays(restaurantId: string, date: string, now = Date.now()): Promise<number> {
  const db = offlineDb();
  await refreshDay(db, source, restaurantId, date);
  const today = localDateOf(now, await timeZoneOf(db, restaurantId));
  if (today !== date) await refreshDay(db, source, restaurantId, today);
  return Date.now();
}

export interface DayStore extends DayView {
  /** Nothing stored for this day yet (first visit, still loading). */
  loading: boolean;
  refreshing: boolean;
  /** The last refresh failed (offline, or the server refused): the stored day is shown. */
  refreshError: Error | null;
  refresh(): Promise<unknown>;
}

export function useDayStore(restaurantId: string | null, date: string): DayStore {
  const db = offlineDb();
  const view = useLiveQuery(
    () =>
      restaurantId
        ? (performance.getEntriesByName('covers:day-read-start').length || performance.mark('covers:day-read-start'),
          readDay(db, restaurantId, date)).then((day) => {
            // The start-up benchmark (bench/front-of-house-ui.ts) reads when the stored day was first there.
            if (!performance.getEntriesByName('covers:day-read').length) performance.mark('covers:day-read');
            return day;
          })
        : Promise.resolve(null),
    [restaurantId, date],
    null,
  );
  const refresh = useQuery(
    {
      queryKey: offlineDayKey(restaurantId ?? '', date),
      queryFn: () => refreshDays(restaurantId as string, date),
      enabled: restaurantId !== null,
      staleTime: 15_000,
      refetchInterval: 60_000,
      // The store is the cache: nothing to keep in memory.
      gcTime: 0,
    },
    queryClient,
  );
  return {
    restaurantId: restaurantId ?? '',
    date,
    timeZone: view?.timeZone ?? defaultTimeZone,
    sameDayCutoffHour: view?.sameDayCutoffHour ?? 24,
    reservations: view?.reservations ?? [],
    blockers: view?.blockers ?? [],
    tables: view?.tables ?? [],
    areas: view?.areas ?? [],
    refreshedAt: view?.refreshedAt ?? null,
    loading: view === null || (view.refreshedAt === null && refresh.isPending),
    refreshing: refresh.isFetching,
    refreshError: refresh.error,
    refresh: () => refresh.refetch(),
  };
}
