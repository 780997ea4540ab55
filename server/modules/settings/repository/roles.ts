// A restaurant's roles (spec §3 Role, §6).
import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/connection';
import type { RoleRow } from '../../../platform/db/rows';
import { roles, users } from '../../../platform/db/schema';

export type RoleValues = { name: string; description: string; permissions: string[] };

const byId = (restaurantId: string, id: string) => and(eq(roles.restaurantId, restaurantId), eq(roles.id, id));

/** The restaurant's roles by name. */
export const roleRows = (db: Database, restaurantId: string): Promise<RoleRow[]> =>
  db.select().from(roles).where(eq(roles.restaurantId, restaurantId)).orderBy(asc(roles.name));

export async function roleRow(db: Database, restaurantId: string, id: string): Promise<RoleRow | undefined> {
  const [row] = await db.select().from(roles).where(byId(restaurantId, id)).limit(1);
  return row;
}

/** Inserts the role; a taken name fails with the unique violation (23505). */
export async function insertRole(db: Database, restaurantId: string, values: RoleValues): Promise<RoleRow> {
  const [row] = await db
    .insert(roles)
    .values({ restaurantId, ...values })
    .returning();
  return row as RoleRow;
}

/** The role as changed, or undefined when there is none; a taken name fails with the unique violation (23505). */
export async function updateRole(db: Database, restaurantId: string, id: string, values: RoleValues): Promise<RoleRow | undefined> {
  const [row] = await db.update(roles).set(values).where(byId(restaurantId, id)).returning();
  return row;
}

/** How many of the restaurant's users hold the role. */
export async function roleHolders(db: Database, restaurantId: string, id: string): Promise<number> {
  const [holders] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.restaurantId, restaurantId), eq(users.roleId, id)));
  return holders?.n ?? 0;
}

export async function deleteRole(db: Database, restaurantId: string, id: string): Promise<void> {
  await db.delete(roles).where(byId(restaurantId, id));
}
