// A restaurant's areas (spec §3 Area) and what names them (tables, blockers, area groups), read and written in the
// caller's transaction where it has one.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/connection';
import { areaGroups, areas, blockers, diningTables } from '../../../platform/db/schema';
import { tenantRows, type TenantValues } from '../../../platform/db/tenant-rows';

export type AreaRow = typeof areas.$inferSelect;
export type AreaValues = TenantValues<typeof areas>;

const areaTable = tenantRows(areas);

/** The restaurant's areas in their order. */
export const areaRows = (q: Queryable, restaurantId: string): Promise<AreaRow[]> => areaTable.list(q, restaurantId, asc(areas.sorting), asc(areas.name));

/** `insertArea` fails on a taken name with the unique violation (23505). */
export const { find: areaRow, insert: insertArea, update: updateArea } = areaTable;

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
export const tablesIn = (q: Queryable, restaurantId: string, level: string): Promise<number> =>
  tenantRows(diningTables).count(q, restaurantId, eq(diningTables.level, level));

/** Deletes the area and takes it out of every area group naming it. */
export async function deleteArea(q: Queryable, restaurantId: string, id: string): Promise<void> {
  await areaTable.remove(q, restaurantId, id);
  await q
    .update(areaGroups)
    .set({ areaIds: sql`${areaGroups.areaIds} - ${id}::text` })
    .where(and(eq(areaGroups.restaurantId, restaurantId), sql`${areaGroups.areaIds} @> jsonb_build_array(${id}::text)`));
}
