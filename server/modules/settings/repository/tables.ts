// A restaurant's tables (spec §3 Table) and their combinations, read and written in the caller's transaction where it
// has one.
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/connection';
import { areas, diningTables } from '../../../platform/db/schema';
import { tenantRows, type TenantValues } from '../../../platform/db/tenant-rows';

export type TableRow = typeof diningTables.$inferSelect;
export type TableValues = TenantValues<typeof diningTables>;

const tables = tenantRows(diningTables);
const sameArea = (restaurantId: string, level: string) => and(eq(diningTables.restaurantId, restaurantId), eq(diningTables.level, level));
const otherThan = (selfId: string | null) => (selfId ? ne(diningTables.id, selfId) : undefined);

/** The restaurant's tables by area, group order and number. */
export const tableRows = (q: Queryable, restaurantId: string): Promise<TableRow[]> =>
  tables.list(q, restaurantId, asc(diningTables.level), asc(diningTables.frontendGroupOrder), asc(diningTables.tableNumber));

/** `insertTable` fails on a taken number with the unique violation (23505). */
export const { find: tableRow, insert: insertTable, update: updateTable, remove: deleteTable } = tables;

/** Whether the restaurant has an area of this name. */
export const areaNamed = (q: Queryable, restaurantId: string, name: string): Promise<boolean> => tenantRows(areas).exists(q, restaurantId, eq(areas.name, name));

/** Whether another table of the area (not `selfId`) has this number. */
export const numberTaken = (q: Queryable, restaurantId: string, level: string, tableNumber: string, selfId: string | null): Promise<boolean> =>
  tables.exists(q, restaurantId, and(eq(diningTables.level, level), eq(diningTables.tableNumber, tableNumber), otherThan(selfId)));

/** The area's other tables (not `selfId`) with these numbers, with their combinations. */
export function tablesNumbered(q: Queryable, restaurantId: string, level: string, numbers: string[], selfId: string | null) {
  return q
    .select({ id: diningTables.id, tableNumber: diningTables.tableNumber, combinations: diningTables.combinations })
    .from(diningTables)
    .where(and(sameArea(restaurantId, level), inArray(diningTables.tableNumber, numbers), otherThan(selfId)));
}

/** Adds `tableNumber` to the combinations of the named tables of the area, each at most once (one statement, atomic). */
export async function addPartner(q: Queryable, restaurantId: string, level: string, partners: string[], tableNumber: string): Promise<void> {
  if (partners.length === 0) return;
  const entry = sql`jsonb_build_array(${tableNumber}::text)`;
  await q
    .update(diningTables)
    .set({ combinations: sql`case when ${diningTables.combinations} @> ${entry} then ${diningTables.combinations} else ${diningTables.combinations} || ${entry} end` })
    .where(and(sameArea(restaurantId, level), inArray(diningTables.tableNumber, partners)));
}

/** Removes `tableNumber` from every other table of the area (jsonb `-` drops matching array strings). */
export async function dropPartner(q: Queryable, restaurantId: string, level: string, tableNumber: string, selfId: string): Promise<void> {
  await q
    .update(diningTables)
    .set({ combinations: sql`${diningTables.combinations} - ${tableNumber}::text` })
    .where(and(sameArea(restaurantId, level), ne(diningTables.id, selfId), sql`${diningTables.combinations} @> jsonb_build_array(${tableNumber}::text)`));
}
