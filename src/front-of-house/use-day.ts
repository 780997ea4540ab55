// The front-of-house screens' day: read from the offline day store (src/offline) — instantly, also with the
// network down — and drawn with the same core grid builder the server's matrix uses; host changes go through the
// offline queue (applied at once with core's rules, sent by the sync). Online or offline, one path.
import { useEffect, useMemo, useState } from 'react';
import { applyReservationAction, dayMatrix } from '../../core/reservations';
import type { Blocker } from '../../core/schemas/front-of-house';
import type { ReservationActionType } from '../../core/schemas/reservation-actions';
import type { Reservation } from '../../core/schemas/reservations';
import type { Matrix } from '../api/front-of-house';
import { useRestaurant } from '../shell/restaurant-context';
import { useAuth } from '../auth/auth-context';
import { device } from '../storage/device';
import { useDeviceValue } from '../storage/use-device-value';
import { hostAction, offlineDb, useDayStore, type DayStore, type EnqueueResult } from '../offline';
import { useLiveQuery } from '../offline/use-live-query';
import { settleShown, showNow, useShownNow } from '../offline/optimistic';
import type { Refusal } from '../i18n/refusals';
import { useNow } from './use-now';
import { useVoucherPrefetch } from './use-vouchers';

/** The restaurant the API acts on for this user: their own, an admin's override, else the one in the address. */
export function useActingRestaurantId(): string | null {
  const { me } = useAuth();
  const override = useDeviceValue(device.adminRestaurantIdOverride);
  const { restaurantId } = useRestaurant();
  if (me?.type === 'Restaurant' && me.restaurantId) return me.restaurantId;
  return override ?? restaurantId;
}

export interface DayMatrixState {
  /** Nothing stored for the day yet and the first refresh still running. */
  isPending: boolean;
  /** Nothing stored for the day and the refresh failed (offline on a day never opened here). */
  isError: boolean;
  error: Error | null;
  data: Matrix | undefined;
  store: DayStore;
}

/** The days the screens show right now, by restaurant: what a tap's rule is computed from (see useReservationAction). */
interface ShownDay {
  timeZone: string;
  reservations: readonly Reservation[];
  blockers: readonly Blocker[];
}
const shownDays = new Map<string, Set<ShownDay>>();

/** A day's grid for the selected areas (all when empty), and a slot's occupants when one is selected. */
export function useMatrix(date: string, areas: readonly string[], timeslot: { start: number; end: number } | null = null): DayMatrixState {
  const restaurantId = useActingRestaurantId();
  const store = useDayStore(restaurantId, date);
  // Past cells move with the clock; a minute is fine for a grid of 15-minute cells.
  const now = Math.floor(useNow() / 60_000) * 60_000;
  const areaKey = areas.join(',');
  const slotKey = timeslot ? `${timeslot.start}-${timeslot.end}` : '';
  const overlay = useShownNow();
  const storeRows = useMemo(() => new Map(store.reservations.map((row) => [row._id, row])), [store.reservations]);
  // A new view of the store may carry what was shown ahead of it.
  useEffect(() => settleShown(storeRows), [storeRows]);
  const reservations = useMemo(
    () => (overlay.size ? store.reservations.map((row) => overlay.get(row._id) ?? row) : store.reservations),
    [overlay, store.reservations],
  );
  // The vouchers the day's guests bring, into the tablet's cache while online (redeemed offline later).
  useVoucherPrefetch(restaurantId, store.reservations);
  useEffect(() => {
    if (!restaurantId || store.loading) return undefined;
    const day: ShownDay = { timeZone: store.timeZone, reservations: store.reservations, blockers: store.blockers };
    const days = shownDays.get(restaurantId) ?? new Set<ShownDay>();
    shownDays.set(restaurantId, days.add(day));
    return () => void days.delete(day);
  }, [restaurantId, store.loading, store.timeZone, store.reservations, store.blockers]);
  const data = useMemo((): Matrix | undefined => {
    if (store.loading) return undefined;
    const sorting = new Map(store.areas.map((area) => [area.name, area.sorting]));
    const tables = [...store.tables].sort((a, b) => (sorting.get(a.level) ?? 0) - (sorting.get(b.level) ?? 0));
    return dayMatrix({
      date,
      timeZone: store.timeZone,
      now,
      sameDayCutoffHour: store.sameDayCutoffHour,
      timeslot,
      tables,
      reservations,
      blockers: store.blockers,
      areaNames: areas.length ? areas : null,
    });
    // The store's arrays are new objects only when the store changed; areas and slot compare by value.
  }, [store.loading, reservations, store.blockers, store.tables, store.areas, store.timeZone, store.sameDayCutoffHour, date, now, areaKey, slotKey]);
  const failed = store.loading && store.refreshError !== null;
  return { isPending: store.loading && !failed, isError: failed, error: failed ? store.refreshError : null, data, store };
}

/** One reservation as this device holds it (with pending changes applied); undefined while reading, null if not held. */
export function useStoredReservation(id: string | null): Reservation | null | undefined {
  const restaurantId = useActingRestaurantId();
  return useLiveQuery(
    async () => {
      if (!id || !restaurantId) return null;
      const row = await offlineDb().reservations.get([restaurantId, id]);
      if (!row) return null;
      const { day: _day, receivedAt: _receivedAt, ...reservation } = row;
      return reservation as Reservation;
    },
    [restaurantId, id],
    undefined,
  );
}

/**
 * The rule's outcome on a day a screen shows, drawn at once (src/offline/optimistic.ts) while the queue writes the same
 * rule's outcome to the store; nothing is drawn when no shown day holds the reservation or the rule refuses.
 */
function showAhead(restaurantId: string, type: ReservationActionType, reservationId: string): (queued: boolean) => void {
  for (const day of shownDays.get(restaurantId) ?? []) {
    if (!day.reservations.some((row) => row._id === reservationId)) continue;
    const applied = applyReservationAction(day, { type, reservationId }, Date.now());
    if (!applied.ok || !applied.changed.length) break;
    return showNow(applied.changed, new Map(day.reservations.map((row) => [row._id, row])));
  }
  return () => undefined;
}

/**
 * Host actions (spec §4): applied to the day store at once by core's rule and queued with a UUID v7 (sent by the sync,
 * online now or when the network returns). A refusal by the rule on the tablet queues nothing and is shown.
 */
export function useReservationAction() {
  const restaurantId = useActingRestaurantId();
  const [error, setError] = useState<Refusal | null>(null);
  const run = (type: ReservationActionType, reservationId: string): Promise<EnqueueResult> => {
    setError(null);
    if (!restaurantId) return Promise.resolve({ ok: false, code: 'missing_restaurant_id' });
    const settle = showAhead(restaurantId, type, reservationId);
    return hostAction(restaurantId, type, reservationId).then(
      (result) => {
        settle(result.ok);
        if (!result.ok) setError(result);
        return result;
      },
      (failure: unknown) => {
        settle(false);
        // Not a rule's refusal but a failure of the device's store: reported as an uncaught error would be, while the
        // host reads the generic message.
        reportError(failure);
        const refusal = { ok: false, code: 'internal_error' } satisfies EnqueueResult;
        setError(refusal);
        return refusal;
      },
    );
  };
  return { run, error, clearError: () => setError(null) };
}
