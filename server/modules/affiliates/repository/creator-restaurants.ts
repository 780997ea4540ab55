// Where a creator has sent guests: the restaurants with a booking carrying their code, or an item in their name
// (the first referrer may own a booking another creator's link made).
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/connection';
import { commissionItems, reservations, restaurants } from '../../../platform/db/schema';

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
