// The guest's reservations as the booking service reads and changes them outside the booking statement itself: the
// duplicate check, the manage link's reads and the guest's cancellation.
import { eq, gt, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../../platform/db/connection';
import type { ReservationRow } from '../../../platform/db/rows';
import { tenantRows } from '../../../platform/db/tenant-rows';
import { reservations } from '../../../platform/db/schema';
import { restaurantReservations } from './restaurant-reservations';

const reservationRows = tenantRows(reservations);

export interface Booking {
  primary: ReservationRow;
  linked: ReservationRow[];
}

/** A live online booking of the guest's email overlapping [start, end) (the rule reservations_no_duplicate_guest). */
export async function guestBookingOverlapping(db: Database, restaurantId: string, email: string, start: Date, end: Date): Promise<{ id: string } | undefined> {
  const [found] = await db
    .select({ id: reservations.id })
    .from(reservations)
    .where(
      restaurantReservations(
        restaurantId,
        eq(reservations.customerEmail, email),
        eq(reservations.guestBooking, true),
        isNull(reservations.deletedAt),
        lt(reservations.startTime, end),
        gt(reservations.endTime, start),
      ),
    )
    .limit(1);
  return found;
}

/** The restaurant's reservation row with this id, deleted or not. */
export function reservationRow(db: Database, restaurantId: string, id: string): Promise<ReservationRow | undefined> {
  return reservationRows.find(db, restaurantId, id);
}

/** The reservation row the manage link's token names. */
export async function reservationRowByToken(db: Database, token: string): Promise<ReservationRow | undefined> {
  const [primary] = await db.select().from(reservations).where(eq(reservations.token, token)).limit(1);
  return primary;
}

/** The primary with the rows linked to it (a row per extra table). */
export async function withLinked(db: Database, primary: ReservationRow): Promise<Booking> {
  const linked = await db
    .select()
    .from(reservations)
    .where(restaurantReservations(primary.restaurantId, eq(reservations.linkedReservationId, primary.id)));
  return { primary, linked };
}

/** Soft-deletes the booking (its primary and linked rows) as the guest's; answers the ids of the rows deleted. */
export async function cancelAsGuest(db: Database, primary: Pick<ReservationRow, 'restaurantId' | 'id'>, at: Date): Promise<string[]> {
  return db.transaction(async (tx) => {
    const cancelled = await tx
      .update(reservations)
      .set({ deletedAt: at, deletedBy: 'guest', updatedAt: at })
      .where(restaurantReservations(primary.restaurantId, eq(reservations.id, primary.id)))
      .returning({ id: reservations.id });
    const linked = await tx
      .update(reservations)
      .set({ deletedAt: at, deletedBy: 'guest', updatedAt: at })
      .where(restaurantReservations(primary.restaurantId, eq(reservations.linkedReservationId, primary.id)))
      .returning({ id: reservations.id });
    return [...cancelled, ...linked].map((row) => row.id);
  });
}
