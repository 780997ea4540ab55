// The front-of-house screens' shared reads: the restaurant's time zone and floor (from the offline day store) and the caller's
// permissions as the server checks them (spec §6). The day itself and host changes: ./use-day.ts.
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { grantsAll, type Permission } from '../../core/permissions';
import { defaultTimeZone, localDateOf } from '../../core/time';
import { useAuth } from '../auth/auth-context';
import { offlineDb, useDayStore } from '../offline';
import { useLiveQuery } from '../offline/use-live-query';
import { useFailureText } from '../i18n/use-failure-text';
import { useActingRestaurantId } from './use-day';
import { queries } from '../api/queries';
import { queryKeys } from '../api/query-keys';

/** After any change: everything the change can show up in. */
export function invalidateFrontOfHouse(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [queryKeys.reservations(), queryKeys.waitlists(), queryKeys.actionsLogs()].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}

/**
 * A failure in the reader's words: an answer through the one code → message map, its instants in the restaurant's
 * local time; an error of these screens' own (a refusal of the offline queue, already worded by the map) as it says.
 */
export function useErrorText(): (failure: unknown) => string {
  return useFailureText(useTimeZone());
}

/** The restaurant's IANA zone: every local date and HH:mm on these screens is in it (the day store's, also offline). */
export function useTimeZone(): string {
  const restaurantId = useActingRestaurantId();
  const stored = useLiveQuery(async () => (restaurantId ? ((await offlineDb().restaurants.get(restaurantId))?.timeZone ?? null) : null), [restaurantId], null);
  const metadata = useQuery({ ...queries.metadata(), staleTime: 10 * 60_000, enabled: stored === null });
  return stored ?? metadata.data?.settings.timeZone ?? defaultTimeZone;
}

/** The floor (areas and tables) from the day store: kept with today's book, so it is there offline too. */
export function useFloor() {
  const restaurantId = useActingRestaurantId();
  const today = useDayStore(restaurantId, localDateOf(Date.now(), useTimeZone()));
  return { areas: today.areas, tables: today.tables, pending: today.loading };
}

/** Spec §6: what the signed-in user may do here, as the server decides it (admins may do everything). */
export function useAccess() {
  const { me } = useAuth();
  const granted = (me?.permissions ?? []) as Permission[];
  const has = (...required: Permission[]) => me?.type === 'Admin' || grantsAll(granted, required);
  return {
    read: has('ReadReservations'),
    manage: has('ReadReservations', 'ManageReservations'),
    blockers: has('ManageBlockers'),
    log: has('ReadReservations', 'ManageReservations', 'ManageTables'),
  };
}
