// What the ledger is computed from (core/affiliates/ledger.ts): a restaurant's referred bookings (their primary
// rows), the creators their codes name, and the no-shows of the guests they brought.
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Creator } from '../../../../core/affiliates/attribution';
import type { ReferredBooking } from '../../../../core/affiliates/ledger';
import type { Queryable } from '../../../platform/db/connection';
import { reservations, users } from '../../../platform/db/schema';

/** The guest key of core/affiliates/attribution.ts (guestKeyOf), in SQL: lower case, trimmed, no "+tag". */
const guestKeySql = sql<string>`regexp_replace(lower(trim(${reservations.customerEmail})), '\\+[^@]*@', '@')`;

export async function referredBookings(db: Queryable, restaurantId: string): Promise<ReferredBooking[]> {
  const rows = await db
    .select({
      id: reservations.id,
      referralCode: reservations.referralCode,
      referredAt: reservations.referredAt,
      createdAt: reservations.createdAt,
      startTime: reservations.startTime,
      endTime: reservations.endTime,
      partySize: reservations.partySize,
      checkedIn: reservations.checkedIn,
      deletedAt: reservations.deletedAt,
      guestEmail: reservations.customerEmail,
      spend: reservations.spend,
    })
    .from(reservations)
    .where(and(eq(reservations.restaurantId, restaurantId), isNotNull(reservations.referralCode), isNull(reservations.linkedReservationId)));
  return rows.map((row) => ({
    ...row,
    referralCode: row.referralCode as string,
    referredAt: row.referredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    startTime: row.startTime.toISOString(),
    endTime: row.endTime.toISOString(),
    deletedAt: row.deletedAt?.toISOString() ?? null,
  }));
}

/** The affiliates whose usernames are among `codes` (lower case), not deleted. */
export async function creatorsByCode(db: Queryable, codes: readonly string[]): Promise<Creator[]> {
  if (!codes.length) return [];
  const rows = await db
    .select({ userId: users.id, username: users.username, email: users.email })
    .from(users)
    .where(and(inArray(users.username, [...codes]), eq(users.type, 'Affiliate'), isNull(users.deletedAt)));
  return rows.map((row) => ({ userId: row.userId, referralCode: row.username as string, email: row.email }));
}

/**
 * The starts of no-shows (over, never checked in, not cancelled: core/affiliates/ledger.ts isNoShow) of the guests
 * `guestKeys` at the restaurant, per guest key: all of them, so that a booking of any age is judged the same way again.
 */
export async function noShowsOf(db: Queryable, restaurantId: string, guestKeys: readonly string[], now: Date): Promise<Map<string, string[]>> {
  const byGuest = new Map<string, string[]>();
  if (!guestKeys.length) return byGuest;
  const rows = await db
    .select({ guestKey: guestKeySql, startTime: reservations.startTime })
    .from(reservations)
    .where(
      and(
        eq(reservations.restaurantId, restaurantId),
        isNull(reservations.linkedReservationId),
        eq(reservations.checkedIn, false),
        isNull(reservations.deletedAt),
        sql`${reservations.endTime} < ${now}`,
        inArray(guestKeySql, [...guestKeys]),
      ),
    );
  for (const row of rows) byGuest.set(row.guestKey, [...(byGuest.get(row.guestKey) ?? []), row.startTime.toISOString()]);
  return byGuest;
}

/** How the screens name creators: username and public display name. */
export async function creatorNames(db: Queryable, ids: readonly string[]): Promise<Map<string, { username: string | null; displayName: string | null }>> {
  if (!ids.length) return new Map();
  const rows = await db.select({ id: users.id, username: users.username, publicInformation: users.publicInformation }).from(users).where(inArray(users.id, [...ids]));
  return new Map(rows.map((row) => [row.id, { username: row.username, displayName: typeof row.publicInformation.displayName === 'string' ? row.publicInformation.displayName : null }]));
}

/** Whether `id` is an affiliate (not deleted): a schedule may name only such a creator. */
export async function isCreator(db: Queryable, id: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(and(eq(users.id, id), eq(users.type, 'Affiliate'), isNull(users.deletedAt)));
  return row !== undefined;
}
