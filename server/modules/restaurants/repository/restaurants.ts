// The tenants themselves: a restaurant's row and metadata, its first role and app config, the trash, and what its
// service status reads (spec §3).
import { and, asc, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Database, Queryable, Transaction } from '../../../platform/db/connection';
import { appConfigs, areas, diningTables, restaurantMetadata, restaurants, roles } from '../../../platform/db/schema';
import { tenantRows } from '../../../platform/db/tenant-rows';

export type RestaurantRow = typeof restaurants.$inferSelect;
export type MetadataRow = typeof restaurantMetadata.$inferSelect;
export type MetadataValues = Pick<typeof restaurantMetadata.$inferInsert, 'cityId' | 'affiliateProgram' | 'hosts'>;

const live = isNull(restaurants.deletedAt);
const servesHost = (host: string) => sql`${restaurantMetadata.hosts} @> ${JSON.stringify([host])}::jsonb`;

export async function liveRestaurantExists(db: Database, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: restaurants.id })
    .from(restaurants)
    .where(and(eq(restaurants.id, id), live))
    .limit(1);
  return Boolean(row);
}

export async function liveRestaurantIds(db: Database): Promise<string[]> {
  const rows = await db.select({ id: restaurants.id }).from(restaurants).where(live);
  return rows.map((row) => row.id);
}

/** The live restaurant a custom host serves. */
export async function liveRestaurantServing(db: Database, host: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: restaurantMetadata.restaurantId })
    .from(restaurantMetadata)
    .innerJoin(restaurants, eq(restaurants.id, restaurantMetadata.restaurantId))
    .where(and(servesHost(host), live))
    .limit(1);
  return row?.id;
}

/** Another restaurant than `restaurantId`, live or in the trash, that claims the host. */
export async function otherRestaurantServing(db: Database, host: string, restaurantId: string): Promise<string | undefined> {
  const [owner] = await db
    .select({ id: restaurantMetadata.restaurantId })
    .from(restaurantMetadata)
    .where(and(servesHost(host), ne(restaurantMetadata.restaurantId, restaurantId)))
    .limit(1);
  return owner?.id;
}

/** Live restaurants with their metadata (null where none was written), by name; `where` narrows them. */
function liveWithMetadata(db: Database, where: SQL | undefined) {
  return db
    .select()
    .from(restaurants)
    .leftJoin(restaurantMetadata, eq(restaurantMetadata.restaurantId, restaurants.id))
    .where(and(live, where));
}

export function liveRestaurantsWithMetadata(db: Database, filter: { cityId?: string | undefined; affiliateProgram?: boolean }) {
  return liveWithMetadata(
    db,
    and(filter.cityId ? eq(restaurantMetadata.cityId, filter.cityId) : undefined, filter.affiliateProgram ? eq(restaurantMetadata.affiliateProgram, true) : undefined),
  ).orderBy(asc(restaurants.name));
}

export async function liveRestaurantWithMetadata(db: Database, id: string) {
  const [row] = await liveWithMetadata(db, eq(restaurants.id, id)).limit(1);
  return row;
}

/** A new tenant's rows: the restaurant, its metadata, its first role and its app config (in the caller's transaction). */
export async function insertRestaurant(
  tx: Transaction,
  values: {
    restaurant: Pick<typeof restaurants.$inferInsert, 'id' | 'name' | 'timeZone'>;
    metadata: MetadataValues;
    role: Omit<typeof roles.$inferInsert, 'restaurantId'>;
    config: Record<string, unknown>;
  },
): Promise<void> {
  const restaurantId = values.restaurant.id;
  await tx.insert(restaurants).values(values.restaurant);
  await tx.insert(restaurantMetadata).values({ restaurantId, ...values.metadata });
  await tx.insert(roles).values({ restaurantId, ...values.role });
  await tx.insert(appConfigs).values({ restaurantId, config: values.config });
}

/** Changes the restaurant's row and writes its metadata, created when it has none yet. */
export async function updateRestaurant(q: Queryable, id: string, restaurant: Partial<typeof restaurants.$inferInsert>, metadata: MetadataValues): Promise<void> {
  await q.update(restaurants).set(restaurant).where(eq(restaurants.id, id));
  await q
    .insert(restaurantMetadata)
    .values({ restaurantId: id, ...metadata })
    .onConflictDoUpdate({ target: restaurantMetadata.restaurantId, set: { ...metadata, updatedAt: new Date() } });
}

export async function trashRestaurant(db: Database, id: string, deletedBy: string): Promise<void> {
  await db.update(restaurants).set({ deletedAt: new Date(), deletedBy }).where(eq(restaurants.id, id));
}

/** Whether one bookable area has a time slot on some weekday. */
export const hasBookableAreaWithSlots = (db: Database, restaurantId: string): Promise<boolean> =>
  tenantRows(areas).exists(
    db,
    restaurantId,
    and(
      eq(areas.bookable, true),
      sql`exists (select 1 from jsonb_each(${areas.timeslots}) as day where jsonb_typeof(day.value) = 'array' and jsonb_array_length(day.value) > 0)`,
    ),
  );

export const hasBookableTable = (db: Database, restaurantId: string): Promise<boolean> => tenantRows(diningTables).exists(db, restaurantId, eq(diningTables.bookable, true));
