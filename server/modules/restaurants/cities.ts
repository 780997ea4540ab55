import { asc, count, eq } from 'drizzle-orm';
import { AppError } from '../../../core/errors';
import type { Database } from '../../platform/db/connection';
import { cities, restaurantMetadata } from '../../platform/db/schema';

type CityRow = typeof cities.$inferSelect;
export type CitiesService = ReturnType<typeof citiesService>;

const toDto = (row: CityRow) => ({
  _id: row.id,
  name: row.name,
  country: row.country,
  coverImageURL: row.coverImageUrl,
});

interface CityInput {
  name: string;
  country: string;
  coverImageURL: string | null;
}

export function citiesService({ db }: { db: Database }) {
  async function list() {
    return (await db.select().from(cities).orderBy(asc(cities.name))).map(toDto);
  }
  async function get(id: string) {
    const [row] = await db.select().from(cities).where(eq(cities.id, id)).limit(1);
    if (!row) throw new AppError('not_found', `No city ${id}`);
    return toDto(row);
  }
  async function create(input: CityInput) {
    const [row] = await db
      .insert(cities)
      .values({ name: input.name, country: input.country, coverImageUrl: input.coverImageURL })
      .returning();
    return toDto(row as CityRow);
  }
  async function update(id: string, input: CityInput) {
    const [row] = await db
      .update(cities)
      .set({ name: input.name, country: input.country, coverImageUrl: input.coverImageURL })
      .where(eq(cities.id, id))
      .returning();
    if (!row) throw new AppError('not_found', `No city ${id}`);
    return toDto(row);
  }
  async function remove(id: string) {
    await get(id);
    const [used] = await db.select({ n: count() }).from(restaurantMetadata).where(eq(restaurantMetadata.cityId, id));
    if ((used?.n ?? 0) > 0) throw new AppError('conflict', `${used?.n} restaurant(s) are in this city`);
    await db.delete(cities).where(eq(cities.id, id));
  }
  return { list, get, create, update, remove };
}
