// What a gift-card checkout reads besides the voucher settings: how many checkouts a buyer or an address started in
// the last hour (the velocity limits, docs/decisions/012), and the restaurant's time zone.
import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Queryable, Transaction } from '../../../platform/db/connection';
import { restaurants, vouchers } from '../../../platform/db/schema';

export async function onlineCheckoutsSince(
  db: Queryable,
  restaurantId: string,
  since: Date,
  by: { buyerEmail: string } | { fingerprint: string },
): Promise<number> {
  const who = 'buyerEmail' in by ? eq(vouchers.buyerEmail, by.buyerEmail) : eq(vouchers.checkoutFingerprint, by.fingerprint);
  const [row] = await db
    .select({ n: count() })
    .from(vouchers)
    .where(and(eq(vouchers.restaurantId, restaurantId), eq(vouchers.source, 'online'), gt(vouchers.createdAt, since), who));
  return row?.n ?? 0;
}

/**
 * Serialises the checkouts that count against the same limits until the transaction ends, so that two at the same
 * moment cannot both read a count one below the limit. Keys are locked in sorted order: no two checkouts wait on
 * each other in a circle.
 */
export async function lockCheckoutCounters(tx: Transaction, keys: readonly string[]): Promise<void> {
  for (const key of [...keys].sort()) await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

export async function restaurantTimeZone(db: Queryable, restaurantId: string): Promise<string> {
  const [row] = await db.select({ timeZone: restaurants.timeZone }).from(restaurants).where(eq(restaurants.id, restaurantId));
  return row?.timeZone ?? 'Europe/Berlin';
}
