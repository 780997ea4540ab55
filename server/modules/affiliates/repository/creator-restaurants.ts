// Where a creator has sent guests: the restaurants with a booking carrying their code, or an item in their name
// (the first referrer may own a booking another creator's link made).
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/connection';
import { commissionItems, reservations, restaurantMetadata, restaurants } from '../../../platform/db/schema';

export async function restaurantsReferredBy(db: Queryable, userId: string, referralCode: string): Promise<{ id: string; name: string; timeZone: string }[]> {
  const byCode = db
    .selectDistinct({ restaurantId: reservations.restaurantId })
    .from(reservations)
    .where(and(isNotNull(reservations.referralCode), sql`lower(${reservations.referralCode}) = ${referralCode.toLowerCase()}`));
  const byItem = db.selectDistinct({ restaurantId: commissionItems.restaurantId }).from(commissionItems).where(eq(commissionItems.affiliateUserId, userId));
  const ids = [...new Set([...(await byCode), ...(await byItem)].map((row) => row.restaurantId))];
  if (!ids.length) return [];
  const rows = await db.select({ id: restaurants.id, name: restaurants.name, timeZone: restaurants.timeZone }).from(restaurants).where(inArray(restaurants.id, ids));
  return rows.sort((a, b) => a.name.localeCompare(b.name));
}

/** The live restaurants in the affiliate programme among `ids` (a creator may recommend and read only these). */
export async function programmeRestaurants(db: Queryable, ids: readonly string[]): Promise<{ id: string; name: string; timeZone: string }[]> {
  if (!ids.length) return [];
  return db
    .select({ id: restaurants.id, name: restaurants.name, timeZone: restaurants.timeZone })
    .from(restaurants)
    .innerJoin(restaurantMetadata, eq(restaurantMetadata.restaurantId, restaurants.id))
    .where(and(inArray(restaurants.id, [...ids]), isNull(restaurants.deletedAt), eq(restaurantMetadata.affiliateProgram, true)));
}
