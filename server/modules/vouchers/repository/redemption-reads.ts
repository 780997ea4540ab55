// What a redemption reads beyond the voucher (docs/decisions/012-vouchers.md): whether the reservation it is spent on
// is one of the restaurant's, so a ledger row never names another restaurant's booking.
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/connection';
import { reservations } from '../../../platform/db/schema';

export async function isReservationOf(db: Queryable, restaurantId: string, reservationId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: reservations.id })
    .from(reservations)
    .where(and(eq(reservations.restaurantId, restaurantId), eq(reservations.id, reservationId)));
  return row !== undefined;
}
