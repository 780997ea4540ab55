// The restaurant's side of one referred visit (docs/decisions/014-affiliates.md): the booking's facts the spend
// needs, the spend itself, the guests' names for the items that earn nothing, and the programme's metadata flag.
import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/connection';
import { reservations, restaurantMetadata } from '../../../platform/db/schema';

export interface VisitRow {
  id: string;
  referralCode: string | null;
  checkedIn: boolean;
  deletedAt: Date | null;
  spend: number | null;
  /** The primary row of a booking over several tables: the ledger reads only primaries. */
  linkedReservationId: string | null;
}

export async function findVisit(db: Queryable, restaurantId: string, reservationId: string): Promise<VisitRow | null> {
  const [row] = await db
    .select({ id: reservations.id, referralCode: reservations.referralCode, checkedIn: reservations.checkedIn, deletedAt: reservations.deletedAt, spend: reservations.spend, linkedReservationId: reservations.linkedReservationId })
    .from(reservations)
    .where(and(eq(reservations.restaurantId, restaurantId), eq(reservations.id, reservationId)));
  return row ?? null;
}

/** The reservation's updatedAt stays: the spend is not part of what the floor's devices hold and compare. */
export async function setSpend(db: Queryable, restaurantId: string, reservationId: string, spend: number | null): Promise<void> {
  await db.update(reservations).set({ spend }).where(and(eq(reservations.restaurantId, restaurantId), eq(reservations.id, reservationId)));
}

export async function guestNames(db: Queryable, restaurantId: string, ids: readonly string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: reservations.id, name: reservations.customerName })
    .from(reservations)
    .where(and(eq(reservations.restaurantId, restaurantId), inArray(reservations.id, [...ids])));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Sets the restaurant's affiliateProgram flag; false when the restaurant has no metadata row. */
export async function setProgrammeFlag(db: Queryable, restaurantId: string, joined: boolean, at: Date): Promise<boolean> {
  const updated = await db
    .update(restaurantMetadata)
    .set({ affiliateProgram: joined, updatedAt: at })
    .where(eq(restaurantMetadata.restaurantId, restaurantId))
    .returning({ id: restaurantMetadata.restaurantId });
  return updated.length > 0;
}
