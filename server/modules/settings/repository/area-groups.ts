// A restaurant's area groups (spec §3 AreaGroup), read and written in the caller's transaction where it has one.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/connection';
import { areaGroups, areas, specials } from '../../../platform/db/schema';
import { tenantRows, type TenantValues } from '../../../platform/db/tenant-rows';

export type AreaGroupRow = typeof areaGroups.$inferSelect;
export type AreaGroupValues = TenantValues<typeof areaGroups>;

const groups = tenantRows(areaGroups);

/** The restaurant's area groups, oldest first. */
export const areaGroupRows = (q: Queryable, restaurantId: string): Promise<AreaGroupRow[]> => groups.list(q, restaurantId, asc(areaGroups.createdAt), asc(areaGroups.id));

export const { find: areaGroupRow, insert: insertAreaGroup, update: updateAreaGroup, remove: deleteAreaGroup } = groups;

/** How many of the restaurant's specials are booked in the group. */
export const specialsInGroup = (q: Queryable, restaurantId: string, id: string): Promise<number> =>
  tenantRows(specials).count(q, restaurantId, eq(specials.areaGroupId, id));

/** Which of these area ids are the restaurant's. */
export async function knownAreaIds(q: Queryable, restaurantId: string, ids: string[]): Promise<Set<string>> {
  const rows = await q
    .select({ id: areas.id })
    .from(areas)
    .where(and(eq(areas.restaurantId, restaurantId), inArray(areas.id, ids)));
  return new Set(rows.map((row) => row.id));
}
