// What the guest emails read of the restaurant beside its app config, and the stamp a sent email leaves.
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../../platform/db/connection';
import { areas, reservations, restaurants } from '../../../platform/db/schema';

/** The live restaurant's time zone and phone. */
export async function restaurantContact(db: Database, restaurantId: string): Promise<{ timeZone: string; contactPhone: string | null } | undefined> {
  const [restaurant] = await db
    .select({ timeZone: restaurants.timeZone, contactPhone: restaurants.contactPhone })
    .from(restaurants)
    .where(and(eq(restaurants.id, restaurantId), isNull(restaurants.deletedAt)))
    .limit(1);
  return restaurant;
}

/** The restaurant's areas' names, with their names in every language. */
export function areaNamesOf(db: Database, restaurantId: string) {
  return db.select({ name: areas.name, localizedNames: areas.localizedNames }).from(areas).where(eq(areas.restaurantId, restaurantId));
}

/** Stamps the reservation as notified now. */
export async function markNotified(db: Database, row: { restaurantId: string; id: string }, at: Date): Promise<void> {
  await db
    .update(reservations)
    .set({ notifiedAt: at })
    .where(and(eq(reservations.restaurantId, row.restaurantId), eq(reservations.id, row.id)));
}
