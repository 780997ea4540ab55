// The kitchen's figures for a day, computed on the device from the offline day store — the same store and the same
// core function (core/analytics/kitchen.ts) as the server's GET /analytics/kitchen — so the wall keeps showing the
// day, this device's queued walk-ins included, with the network down. The store refreshes on every live-update event
// (src/offline/use-day-store.ts), and the figures follow it.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { kitchenFigures } from '../../../core/analytics/kitchen';
import type { ReservationSource } from '../../../core/analytics/booking-origin';
import type { KitchenFigures } from '../../../core/schemas/analytics';
import type { Reservation } from '../../../core/schemas/reservations';
import { queries } from '../../api/queries';
import { useActingRestaurantId } from '../../front-of-house/use-day';
import { useDayStore, type DayStore } from '../../offline';

export interface KitchenDayState {
  store: DayStore;
  /** The restaurant's area names, in the floor's order (the store keeps the floor with the day). */
  floor: string[];
  /** Undefined until the day is in the store (first visit still loading, or offline on a day never opened here). */
  figures: KitchenFigures | undefined;
}

/** The day's reservations as the kitchen reads them; `source` comes with the reservations that carry one. */
const kitchenRows = (rows: readonly Reservation[]) => rows as readonly (Reservation & { source?: ReservationSource })[];

export function useKitchenDay(date: string, areasIn: (floor: readonly string[]) => string[], now: number): KitchenDayState {
  const store = useDayStore(useActingRestaurantId(), date);
  // Only the specials' titles; kept by the query cache's persister for a start offline.
  const specials = useQuery({ ...queries.specials(), staleTime: 10 * 60_000 });
  const floor = useMemo(() => store.areas.map((area) => area.name), [store.areas]);
  const shown = areasIn(floor);
  const shownKey = shown.join(',');
  const figures = useMemo(() => {
    if (store.loading) return undefined;
    const chosen = new Set(shownKey.split(','));
    return kitchenFigures({
      date,
      timeZone: store.timeZone,
      areas: store.areas.filter((area) => chosen.has(area.name)),
      reservations: kitchenRows(store.reservations),
      specials: specials.data?.items ?? [],
      now,
    });
  }, [store.loading, store.timeZone, store.areas, store.reservations, specials.data, date, shownKey, now]);
  return { store, floor, figures };
}
