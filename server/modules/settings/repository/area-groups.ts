// A restaurant's area groups (spec §3 AreaGroup), read and written in the caller's transaction where it has one.
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/connection';
import { areaGroups, areas, specials } from '../../../platform/db/schema';

export type AreaGroupRow = typeof areaGroups.$inferSelect;
export type AreaGroupValues = Pick<typeof areaGroups.$inferInsert, 'name' | 'areaIds' | 'description'>;

const byId = (restaurantId: string, id: string) => and(eq(areaGroups.restaurantId, restaurantId), eq(areaGroups.id, id));

/** The restaurant's area groups, oldest first. */
export const areaGroupRows = (q: Queryable, restaurantId: string): Promise<AreaGroupRow[]> =>
  q.select().from(areaGroups).where(eq(areaGroups.restaurantId, restaurantId)).orderBy(asc(areaGroups.createdAt), asc(areaGroups.id));

export async function areaGroupRow(q: Queryable, restaurantId: string, id: string): Promise<AreaGroupRow | undefined> {
  const [row] = await q.select().from(areaGroups).where(byId(restaurantId, id)).limit(1);
  return row;
}

export async function insertAreaGroup(q: Queryable, restaurantId: string, values: AreaGroupValues): Promise<AreaGroupRow> {
  const [row] = await q.insert(areaGroups).values({ restaurantId, ...values }).returning();
  return row as AreaGroupRow;
}

/** The group as changed, or undefined when there is none with this id. */
export async function updateAreaGroup(q: Queryable, restaurantId: string, id: string, values: AreaGroupValues): Promise<AreaGroupRow | undefined> {
  const [row] = await q.update(areaGroups).set(values).where(byId(restaurantId, id)).returning();
  return row;
}

export async function deleteAreaGroup(q: Queryable, restaurantId: string, id: string): Promise<void> {
  await q.delete(areaGroups).where(byId(restaurantId, id));
}

/** How many of the restaurant's specials are booked in the group. */
export async function specialsInGroup(q: Queryable, restaurantId: string, id: string): Promise<number> {
  const [used] = await q
    .select({ n: count() })
    .from(specials)
    .where(and(eq(specials.restaurantId, restaurantId), eq(specials.areaGroupId, id)));
  return used?.n ?? 0;
}

/** Which of these area ids are the restaurant's. */
export async function knownAreaIds(q: Queryable, restaurantId: string, ids: string[]): Promise<Set<string>> {
  const rows = await q
    .select({ id: areas.id })
    .from(areas)
    .where(and(eq(areas.restaurantId, restaurantId), inArray(areas.id, ids)));
  return new Set(rows.map((row) => row.id));
}
