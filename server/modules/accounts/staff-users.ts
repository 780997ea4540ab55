// A restaurant's own users, as its staff holding ManageUsers manage them; tenants never see each other's users.
import { AppError } from '../../../core/errors';
import type { Database } from '../../platform/db/connection';
import type { UserRow } from '../../platform/db/rows';
import { liveUsersOf, updateUser } from './repository/users';
import type { UserAccounts } from './user-accounts';

export function staffUsers({ db, accounts }: { db: Database; accounts: UserAccounts }) {
  const { findById, requireRole, assertUsernameFree } = accounts;

  async function listForRestaurant(restaurantId: string, type?: string): Promise<UserRow[]> {
    return liveUsersOf(db, restaurantId, type);
  }

  /** A staff member of `restaurantId`, or unknown_user. */
  async function staffMember(restaurantId: string, id: string): Promise<UserRow> {
    const row = await findById(id);
    if (!row || row.deletedAt || row.restaurantId !== restaurantId) throw new AppError('unknown_user', `No user ${id}`);
    return row;
  }

  async function updateStaff(
    restaurantId: string,
    id: string,
    input: { roleId?: string | undefined; username?: string | undefined; publicInformation?: Record<string, unknown> | undefined },
  ): Promise<UserRow> {
    const row = await staffMember(restaurantId, id);
    if (input.roleId) await requireRole(restaurantId, input.roleId);
    if (input.username) await assertUsernameFree(input.username, id);
    await updateUser(db, id, {
      roleId: input.roleId ?? row.roleId,
      username: input.username ?? row.username,
      publicInformation: input.publicInformation ? { ...row.publicInformation, ...input.publicInformation } : row.publicInformation,
      updatedAt: new Date(),
    });
    return (await findById(id)) as UserRow;
  }

  async function softDelete(id: string, deletedBy: string): Promise<void> {
    await updateUser(db, id, { deletedAt: new Date(), deletedBy });
  }

  return { listForRestaurant, staffMember, updateStaff, softDelete };
}
