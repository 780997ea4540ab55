import { AppError } from '../../../core/errors';
import type { StaffRefusal } from '../../../core/staff-refusal';
import type { Permission } from '../../../core/permissions';
import { pgErrorCode, type Database } from '../../platform/db/connection';
import { copyToTrash } from '../../platform/db/trash-bin';
import { roleDto } from '../accounts';
import { deleteRole, insertRole, roleHolders, roleRow, roleRows, updateRole } from './repository/roles';

export type RolesService = ReturnType<typeof rolesService>;

interface RoleInput {
  name: string;
  description: string;
  permissions: string[];
}

export function rolesService({ db }: { db: Database }) {
  async function list(restaurantId: string) {
    return (await roleRows(db, restaurantId)).map(roleDto);
  }

  async function get(restaurantId: string, id: string) {
    const row = await roleRow(db, restaurantId, id);
    if (!row) throw new AppError('not_found', `No role ${id}`);
    return roleDto(row);
  }

  async function create(restaurantId: string, input: RoleInput) {
    try {
      return roleDto(await insertRole(db, restaurantId, { ...input, permissions: [...new Set(input.permissions)] }));
    } catch (error) {
      throw duplicateName(error, input.name);
    }
  }

  async function update(restaurantId: string, id: string, input: RoleInput) {
    try {
      const row = await updateRole(db, restaurantId, id, { ...input, permissions: [...new Set(input.permissions)] });
      if (!row) throw new AppError('not_found', `No role ${id}`);
      return roleDto(row);
    } catch (error) {
      throw duplicateName(error, input.name);
    }
  }

  /** A role still held by a user cannot go: that user would silently lose every permission. */
  /** Moves the role to the database trash (docs/decisions/013-trash.md). */
  async function remove(restaurantId: string, id: string, deletedBy: string | null) {
    const { name } = await get(restaurantId, id);
    await db.transaction(async (tx) => {
      const holders = await roleHolders(tx, restaurantId, id);
      if (holders > 0) throw new AppError('conflict', `The role is held by ${holders} user(s); give them another role first`, { params: { reason: 'roleHeld', users: holders } satisfies StaffRefusal });
      await copyToTrash(tx, { kind: 'role', restaurantId, id, label: name, deletedBy });
      await deleteRole(tx, restaurantId, id);
    });
  }

  /**
   * No escalation: ManageUsers must not be a back door to the Owner role. A caller may grant, change or take away only a
   * role whose permissions it holds itself. Unknown roles pass here; the operation reports them as user_invalid_role.
   */
  async function assertGrantable(restaurantId: string, roleId: string | null | undefined, caller: ReadonlySet<Permission>) {
    if (!roleId) return;
    const row = await roleRow(db, restaurantId, roleId);
    const missing = (row?.permissions ?? []).filter((permission) => !caller.has(permission as Permission));
    if (row && missing.length > 0) {
      throw new AppError('missing_permission', `Only someone holding ${missing.join(', ')} may grant or change the role ${row.name}`);
    }
  }

  return { list, get, create, update, remove, assertGrantable };
}

function duplicateName(error: unknown, name: string): unknown {
  if (pgErrorCode(error) === '23505') return new AppError('conflict', `A role named ${name} exists already`, { params: { reason: 'roleNameTaken', name } satisfies StaffRefusal });
  return error;
}
