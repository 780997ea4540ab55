// The vouchers the host works with (docs/decisions/012-vouchers.md), read through the offline layer like the day: the
// redemptions of a reservation still queued, and the vouchers the day's bookings name, fetched into the tablet's cache
// while it is online so they can be redeemed offline later.
import { useEffect } from 'react';
import type { Reservation } from '../../core/schemas/reservations';
import { fetchVoucherByCode } from '../api/voucher-lookup';
import { lookUpVoucher, pendingRedemptionsFor } from '../offline/vouchers';
import { useLiveQuery } from '../offline/use-live-query';

export function usePendingRedemptions(restaurantId: string | null, reservationId: string) {
  return useLiveQuery(() => (restaurantId ? pendingRedemptionsFor(restaurantId, reservationId) : Promise.resolve([])), [restaurantId, reservationId], []);
}

/** Fetches the vouchers the day's bookings name into the cache, once per code and page, when online. */
const fetched = new Set<string>();
export function useVoucherPrefetch(restaurantId: string | null, reservations: readonly Reservation[]): void {
  const codes = [...new Set(reservations.flatMap((row) => (row.voucherCode ? [row.voucherCode] : [])))].sort().join(',');
  useEffect(() => {
    if (!restaurantId || !codes || (typeof navigator !== 'undefined' && !navigator.onLine)) return;
    for (const code of codes.split(',')) {
      const key = `${restaurantId}/${code}`;
      if (fetched.has(key)) continue;
      fetched.add(key);
      void lookUpVoucher(restaurantId, { code }, () => fetchVoucherByCode(restaurantId, code)).catch(() => fetched.delete(key));
    }
  }, [restaurantId, codes]);
}
