// The booking repository: everything the booking service reads and writes, with the reads kept between bookings (the
// slot's read, the floor) and the group commit behind one interface, so the service holds rules only. Every method
// hands the call straight on: the booking path keeps its statements and its awaits (docs/decisions/002).
import type { Database } from '../../../platform/db/connection';
import type { ReservationRow } from '../../../platform/db/rows';
import type { FloorCache } from './floor-cache';
import { bookingWriter } from './group-commit';
import { cancelAsGuest, guestBookingOverlapping, reservationRow, reservationRowByToken, withLinked } from './guest-reservations';
import { guestAttempts } from './idempotency';
import { restaurantRules } from './restaurant-rules';
import { readBookingSnapshot, type BookingSnapshot } from './slot-read';
import type { BookingSnapshots } from './slot-read-cache';

type Window = { from: Date; to: Date };

export type BookingRepository = ReturnType<typeof bookingRepository>;

export function bookingRepository({ db, floors, snapshots, now }: { db: Database; floors: FloorCache; snapshots: BookingSnapshots; now: () => Date }) {
  const writer = bookingWriter(db);
  const attempts = guestAttempts(db, now);
  return {
    /** The read of this slot kept from a moment ago, if any (./slot-read-cache.ts). */
    keptSlot: (restaurantId: string, window: Window): BookingSnapshot | undefined => snapshots.get(restaurantId, window),
    /** What a booking of the window reads, in one statement (./slot-read.ts), kept unless a change came meanwhile. */
    readSlot: (restaurantId: string, window: Window): Promise<BookingSnapshot> =>
      snapshots.readSlot(restaurantId, window, () => readBookingSnapshot(db, restaurantId, window)),
    /** The restaurant's floor at this config version, from the per-process cache. */
    floor: (restaurantId: string, configVersion: number) => floors.get(db, restaurantId, configVersion),
    /** Writes the booking with its email's outbox row, alone or with the bookings beside it (./group-commit.ts). */
    insert: writer.insert,
    /** This process's own booking, added to the kept reads it touches. */
    booked: (restaurantId: string, rows: Parameters<BookingSnapshots['booked']>[1]): void => snapshots.booked(restaurantId, rows),
    /** A guest's attempt made once per Idempotency-Key (./idempotency.ts). */
    once: attempts.once,
    rules: (restaurantId: string) => restaurantRules(db, restaurantId),
    guestBookingOverlapping: (restaurantId: string, email: string, start: Date, end: Date) => guestBookingOverlapping(db, restaurantId, email, start, end),
    reservation: (restaurantId: string, id: string) => reservationRow(db, restaurantId, id),
    reservationByToken: (token: string) => reservationRowByToken(db, token),
    withLinked: (primary: ReservationRow) => withLinked(db, primary),
    cancelAsGuest: (primary: Pick<ReservationRow, 'restaurantId' | 'id'>, at: Date) => cancelAsGuest(db, primary, at),
  };
}
