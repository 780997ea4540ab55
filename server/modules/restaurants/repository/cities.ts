// The cities restaurants are listed under (spec §3 City).
import { asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/connection';
import { cities, restaurantMetadata } from '../../../platform/db/schema';

export type CityRow = typeof cities.$inferSelect;
export type CityValues = Pick<typeof cities.$inferInsert, 'name' | 'country' | 'timeZone' | 'coverImageUrl'>;

export const cityRows = (db: Database): Promise<CityRow[]> => db.select().from(cities).orderBy(asc(cities.name));

export async function cityRow(db: Database, id: string): Promise<CityRow | undefined> {
  const [row] = await db.select().from(cities).where(eq(cities.id, id)).limit(1);
  return row;
}

export async function insertCity(db: Database, values: CityValues): Promise<CityRow> {
  const [row] = await db.insert(cities).values(values).returning();
  return row as CityRow;
}

/** The city as changed, or undefined when there is none with this id. */
export async function updateCity(db: Database, id: string, values: CityValues): Promise<CityRow | undefined> {
  const [row] = await db.update(cities).set(values).where(eq(cities.id, id)).returning();
  return row;
}

export async function setCityCover(db: Database, id: string, coverImageUrl: string): Promise<CityRow | undefined> {
  const [row] = await db.update(cities).set({ coverImageUrl }).where(eq(cities.id, id)).returning();
  return row;
}

/** How many restaurants are listed in the city. */
export async function restaurantsInCity(db: Database, id: string): Promise<number> {
  const [used] = await db.select({ n: count() }).from(restaurantMetadata).where(eq(restaurantMetadata.cityId, id));
  return used?.n ?? 0;
}

export async function deleteCity(db: Database, id: string): Promise<void> {
  await db.delete(cities).where(eq(cities.id, id));
}
