// A restaurant's roles (spec §3 Role, §6).
import { and, asc, count, eq } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/connection';
import type { RoleRow } from '../../../platform/db/rows';
import { roles, users } from '../../../platform/db/schema';
import { tenantRows } from '../../../platform/db/tenant-rows';

export type RoleValues = { name: string; description: string; permissions: string[] };

const roleTable = tenantRows(roles);

/** The restaurant's roles by name. */
export const roleRows = (q: Queryable, restaurantId: string): Promise<RoleRow[]> => roleTable.list(q, restaurantId, asc(roles.name));

/** `insertRole` and `updateRole` fail on a taken name with the unique violation (23505). */
export const { find: roleRow, insert: insertRole, update: updateRole, remove: deleteRole } = roleTable;

/** How many of the restaurant's users hold the role. */
export async function roleHolders(q: Queryable, restaurantId: string, id: string): Promise<number> {
  const [holders] = await q
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.restaurantId, restaurantId), eq(users.roleId, id)));
  return holders?.n ?? 0;
}
