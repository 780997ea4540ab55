// A restaurant's areas (spec §3 Area) and what names them (tables, blockers, area groups), read and written in the
// caller's transaction where it has one.
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/connection';
import { areaGroups, areas, blockers, diningTables } from '../../../platform/db/schema';

export type AreaRow = typeof areas.$inferSelect;
export type AreaValues = Omit<typeof areas.$inferInsert, 'id' | 'restaurantId' | 'createdAt'>;

const byId = (restaurantId: string, id: string) => and(eq(areas.restaurantId, restaurantId), eq(areas.id, id));

/** The restaurant's areas in their order. */
export const areaRows = (q: Queryable, restaurantId: string): Promise<AreaRow[]> =>
  q.select().from(areas).where(eq(areas.restaurantId, restaurantId)).orderBy(asc(areas.sorting), asc(areas.name));

export async function areaRow(q: Queryable, restaurantId: string, id: string): Promise<AreaRow | undefined> {
  const [row] = await q.select().from(areas).where(byId(restaurantId, id)).limit(1);
  return row;
}

/** Inserts the area; a taken name fails with the unique violation (23505). */
export async function insertArea(q: Queryable, restaurantId: string, values: AreaValues): Promise<AreaRow> {
  const [row] = await q.insert(areas).values({ restaurantId, ...values }).returning();
  return row as AreaRow;
}

export async function updateArea(q: Queryable, restaurantId: string, id: string, values: AreaValues): Promise<AreaRow> {
  const [row] = await q.update(areas).set(values).where(byId(restaurantId, id)).returning();
  return row as AreaRow;
}

/** Renames the area on its tables and blockers. */
export async function renameLevel(q: Queryable, restaurantId: string, from: string, to: string): Promise<void> {
  await q
    .update(diningTables)
    .set({ level: to })
    .where(and(eq(diningTables.restaurantId, restaurantId), eq(diningTables.level, from)));
  await q
    .update(blockers)
    .set({ level: to })
    .where(and(eq(blockers.restaurantId, restaurantId), eq(blockers.level, from)));
}

/** How many tables the area (by name) has. */
export async function tablesIn(q: Queryable, restaurantId: string, level: string): Promise<number> {
  const [tables] = await q
    .select({ n: count() })
    .from(diningTables)
    .where(and(eq(diningTables.restaurantId, restaurantId), eq(diningTables.level, level)));
  return tables?.n ?? 0;
}

/** Deletes the area and takes it out of every area group naming it. */
export async function deleteArea(q: Queryable, restaurantId: string, id: string): Promise<void> {
  await q.delete(areas).where(byId(restaurantId, id));
  await q
    .update(areaGroups)
    .set({ areaIds: sql`${areaGroups.areaIds} - ${id}::text` })
    .where(and(eq(areaGroups.restaurantId, restaurantId), sql`${areaGroups.areaIds} @> jsonb_build_array(${id}::text)`));
}
