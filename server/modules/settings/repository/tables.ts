// A restaurant's tables (spec §3 Table) and their combinations, read and written in the caller's transaction where it
// has one.
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/connection';
import { areas, diningTables } from '../../../platform/db/schema';

export type TableRow = typeof diningTables.$inferSelect;
export type TableValues = Omit<typeof diningTables.$inferInsert, 'id' | 'restaurantId' | 'createdAt'>;

const byId = (restaurantId: string, id: string) => and(eq(diningTables.restaurantId, restaurantId), eq(diningTables.id, id));
const sameArea = (restaurantId: string, level: string) => and(eq(diningTables.restaurantId, restaurantId), eq(diningTables.level, level));

/** The restaurant's tables by area, group order and number. */
export const tableRows = (q: Queryable, restaurantId: string): Promise<TableRow[]> =>
  q
    .select()
    .from(diningTables)
    .where(eq(diningTables.restaurantId, restaurantId))
    .orderBy(asc(diningTables.level), asc(diningTables.frontendGroupOrder), asc(diningTables.tableNumber));

export async function tableRow(q: Queryable, restaurantId: string, id: string): Promise<TableRow | undefined> {
  const [row] = await q.select().from(diningTables).where(byId(restaurantId, id)).limit(1);
  return row;
}

/** Inserts the table; a taken number fails with the unique violation (23505). */
export async function insertTable(q: Queryable, restaurantId: string, values: TableValues): Promise<TableRow> {
  const [row] = await q.insert(diningTables).values({ restaurantId, ...values }).returning();
  return row as TableRow;
}

export async function updateTable(q: Queryable, restaurantId: string, id: string, values: TableValues): Promise<TableRow> {
  const [row] = await q.update(diningTables).set(values).where(byId(restaurantId, id)).returning();
  return row as TableRow;
}

/** The table as it was, or undefined when there is none with this id. */
export async function deleteTable(q: Queryable, restaurantId: string, id: string): Promise<TableRow | undefined> {
  const [row] = await q.delete(diningTables).where(byId(restaurantId, id)).returning();
  return row;
}

/** Whether the restaurant has an area of this name. */
export async function areaNamed(q: Queryable, restaurantId: string, name: string): Promise<boolean> {
  const [area] = await q
    .select({ id: areas.id })
    .from(areas)
    .where(and(eq(areas.restaurantId, restaurantId), eq(areas.name, name)))
    .limit(1);
  return Boolean(area);
}

/** Whether another table of the area (not `selfId`) has this number. */
export async function numberTaken(q: Queryable, restaurantId: string, level: string, tableNumber: string, selfId: string | null): Promise<boolean> {
  const [duplicate] = await q
    .select({ id: diningTables.id })
    .from(diningTables)
    .where(and(sameArea(restaurantId, level), eq(diningTables.tableNumber, tableNumber), selfId ? ne(diningTables.id, selfId) : undefined))
    .limit(1);
  return Boolean(duplicate);
}

/** The area's other tables (not `selfId`) with these numbers, with their combinations. */
export function tablesNumbered(q: Queryable, restaurantId: string, level: string, numbers: string[], selfId: string | null) {
  return q
    .select({ id: diningTables.id, tableNumber: diningTables.tableNumber, combinations: diningTables.combinations })
    .from(diningTables)
    .where(and(sameArea(restaurantId, level), inArray(diningTables.tableNumber, numbers), selfId ? ne(diningTables.id, selfId) : undefined));
}

/** Adds `tableNumber` to the combinations of the named tables of the area, each at most once (one statement, atomic). */
export async function addPartner(q: Queryable, restaurantId: string, level: string, partners: string[], tableNumber: string): Promise<void> {
  if (partners.length === 0) return;
  const entry = sql`jsonb_build_array(${tableNumber}::text)`;
  await q
    .update(diningTables)
    .set({ combinations: sql`case when ${diningTables.combinations} @> ${entry} then ${diningTables.combinations} else ${diningTables.combinations} || ${entry} end` })
    .where(and(eq(diningTables.restaurantId, restaurantId), eq(diningTables.level, level), inArray(diningTables.tableNumber, partners)));
}

/** Removes `tableNumber` from every other table of the area (jsonb `-` drops matching array strings). */
export async function dropPartner(q: Queryable, restaurantId: string, level: string, tableNumber: string, selfId: string): Promise<void> {
  await q
    .update(diningTables)
    .set({ combinations: sql`${diningTables.combinations} - ${tableNumber}::text` })
    .where(
      and(
        eq(diningTables.restaurantId, restaurantId),
        eq(diningTables.level, level),
        ne(diningTables.id, selfId),
        sql`${diningTables.combinations} @> jsonb_build_array(${tableNumber}::text)`,
      ),
    );
}
