// Reconciling a restaurant's commission ledger with its bookings (docs/decisions/014-affiliates.md): computed from
// the bookings by core/affiliates/ledger.ts, brought in line by core/affiliates/reconcile.ts, one restaurant at a
// time under a lock so two reconciliations never capture a booking twice. Every read of the programme's figures
// reconciles first, so a check-in shows at once; the worker catches the restaurants nobody looks at.
import { guestKeyOf, referralCodeOf } from '../../../core/affiliates/attribution';
import { computeLedger, type ComputedItem, type ReferredBooking } from '../../../core/affiliates/ledger';
import { reconcileBooking, type StoredItem } from '../../../core/affiliates/reconcile';
import type { Database, Queryable, Transaction } from '../../platform/db/connection';
import { applyLedgerChanges, storedItemsOf } from './repository/items';
import { lockProgramme } from './repository/programme-lock';
import { creatorsByCode, noShowsOf, referredBookings } from './repository/referred-bookings';
import { scheduleFactsOf, schedulesOf } from './repository/schedules';

export interface LedgerState {
  bookings: ReferredBooking[];
  computed: ComputedItem[];
  stored: StoredItem[];
}

/** The restaurant's ledger as the bookings say it should be, and as stored (read in `db`'s snapshot). */
export async function ledgerState(db: Queryable, restaurantId: string, now: Date): Promise<LedgerState> {
  const bookings = await referredBookings(db, restaurantId);
  const codes = [...new Set(bookings.map((booking) => referralCodeOf(booking.referralCode)))];
  const guestKeys = [...new Set(bookings.map((booking) => guestKeyOf(booking.guestEmail)))];
  const [schedules, creators, noShows, stored] = [
    (await schedulesOf(db, restaurantId)).map(scheduleFactsOf),
    await creatorsByCode(db, codes),
    await noShowsOf(db, restaurantId, guestKeys, now),
    await storedItemsOf(db, restaurantId),
  ];
  return { bookings, computed: computeLedger({ bookings, schedules, creators, noShows }), stored };
}

/** Brings the stored ledger in line with the bookings; answers how many changes it wrote. */
export async function reconcileRestaurant(db: Database, restaurantId: string, now: Date): Promise<number> {
  return db.transaction((tx) => reconcileWithin(tx, restaurantId, now));
}

/** The same inside the caller's transaction (the demo seed's). */
export async function reconcileWithin(tx: Transaction, restaurantId: string, now: Date): Promise<number> {
  await lockProgramme(tx, restaurantId);
  const { computed, stored } = await ledgerState(tx, restaurantId, now);
  const byBooking = new Map<string, StoredItem[]>();
  for (const item of stored) byBooking.set(item.bookingId, [...(byBooking.get(item.bookingId) ?? []), item]);
  const changes = computed.flatMap((item) => reconcileBooking(item, byBooking.get(item.bookingId) ?? []));
  await applyLedgerChanges(tx, restaurantId, changes, now);
  return changes.length;
}
