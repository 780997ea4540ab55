import { and, asc, count, eq } from 'drizzle-orm';
import { AppError } from '../../../core/errors';
import type { Permission } from '../../../core/permissions';
import { pgErrorCode, type Database } from '../../platform/db/connection';
import { roles, users } from '../../platform/db/schema';
import { roleDto } from '../accounts';

export type RolesService = ReturnType<typeof rolesService>;

interface RoleInput {
  name: string;
  description: string;
  permissions: string[];
}

export function rolesService({ db }: { db: Database }) {
  const byId = (restaurantId: string, id: string) => and(eq(roles.restaurantId, restaurantId), eq(roles.id, id));

  async function list(restaurantId: string) {
    const rows = await db.select().from(roles).where(eq(roles.restaurantId, restaurantId)).orderBy(asc(roles.name));
    return rows.map(roleDto);
  }

  async function get(restaurantId: string, id: string) {
    const [row] = await db.select().from(roles).where(byId(restaurantId, id)).limit(1);
    if (!row) throw new AppError('not_found', `No role ${id}`);
    return roleDto(row);
  }

  async function create(restaurantId: string, input: RoleInput) {
    try {
      const [row] = await db
        .insert(roles)
        .values({ restaurantId, ...input, permissions: [...new Set(input.permissions)] })
        .returning();
      return roleDto(row as typeof roles.$inferSelect);
    } catch (error) {
      throw duplicateName(error, input.name);
    }
  }

  async function update(restaurantId: string, id: string, input: RoleInput) {
    try {
      const [row] = await db
        .update(roles)
        .set({ ...input, permissions: [...new Set(input.permissions)] })
        .where(byId(restaurantId, id))
        .returning();
      if (!row) throw new AppError('not_found', `No role ${id}`);
      return roleDto(row);
    } catch (error) {
      throw duplicateName(error, input.name);
    }
  }

  /** A role still held by a user cannot go: that user would silently lose every permission. */
  async function remove(restaurantId: string, id: string) {
    await get(restaurantId, id);
    const [holders] = await db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.restaurantId, restaurantId), eq(users.roleId, id)));
    if ((holders?.n ?? 0) > 0) {
      throw new AppError('conflict', `The role is held by ${holders?.n} user(s); give them another role first`);
    }
    await db.delete(roles).where(byId(restaurantId, id));
  }

  /**
   * No escalation: ManageUsers must not be a back door to the Owner role. A caller may grant, change or take away only a
   * role whose permissions it holds itself. Unknown roles pass here; the operation reports them as user_invalid_role.
   */
  async function assertGrantable(restaurantId: string, roleId: string | null | undefined, caller: ReadonlySet<Permission>) {
    if (!roleId) return;
    const [row] = await db.select().from(roles).where(byId(restaurantId, roleId)).limit(1);
    const missing = (row?.permissions ?? []).filter((permission) => !caller.has(permission as Permission));
    if (row && missing.length > 0) {
      throw new AppError('missing_permission', `Only someone holding ${missing.join(', ')} may grant or change the role ${row.name}`);
    }
  }

  return { list, get, create, update, remove, assertGrantable };
}

function duplicateName(error: unknown, name: string): unknown {
  if (pgErrorCode(error) === '23505') return new AppError('conflict', `A role named ${name} exists already`);
  return error;
}
