// An area's image address (spec §3 Area imageURL), set when an image is uploaded for it.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/connection';
import { areas } from '../../../platform/db/schema';

export type AreaRow = typeof areas.$inferSelect;

const byId = (restaurantId: string, id: string) => and(eq(areas.restaurantId, restaurantId), eq(areas.id, id));

/** Whether the restaurant has an area with this id. */
export async function areaExists(db: Database, restaurantId: string, id: string): Promise<boolean> {
  const [existing] = await db.select({ id: areas.id }).from(areas).where(byId(restaurantId, id)).limit(1);
  return Boolean(existing);
}

/** The area with its new image, or undefined when there is none with this id. */
export async function setAreaImage(db: Database, restaurantId: string, id: string, imageUrl: string): Promise<AreaRow | undefined> {
  const [row] = await db.update(areas).set({ imageUrl }).where(byId(restaurantId, id)).returning();
  return row;
}
