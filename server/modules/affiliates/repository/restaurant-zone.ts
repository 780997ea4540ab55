// The restaurant's time zone: visit dates and months are the restaurant's local ones.
import { eq } from 'drizzle-orm';
import { defaultTimeZone } from '../../../../core/time';
import type { Queryable } from '../../../platform/db/connection';
import { restaurants } from '../../../platform/db/schema';

export async function restaurantTimeZone(db: Queryable, restaurantId: string): Promise<string> {
  const [row] = await db.select({ timeZone: restaurants.timeZone }).from(restaurants).where(eq(restaurants.id, restaurantId));
  return row?.timeZone ?? defaultTimeZone;
}
