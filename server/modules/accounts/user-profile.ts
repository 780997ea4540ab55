// The signed-in user's own account: what it may do (GET /users/me), onboarding to a user type, and its information.
import { AppError } from '../../../core/errors';
import { permissions as allPermissions, type Permission } from '../../../core/permissions';
import type { Me } from '../../../core/schemas/users';
import type { Database } from '../../platform/db/connection';
import type { RoleRow, UserRow } from '../../platform/db/rows';
import { redeemInvite, updateUser, type InviteRow } from './repository/users';
import type { UserAccounts } from './user-accounts';

export function roleDto(row: RoleRow) {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    permissions: row.permissions as Permission[],
  };
}

export function userProfiles({ db, accounts }: { db: Database; accounts: UserAccounts }) {
  const { findById, roleOf, toDto, assertUsernameFree } = accounts;

  async function me(row: UserRow, actingAdminId: string | null): Promise<Me> {
    const dto = await toDto(row);
    const role = row.restaurantId && row.roleId ? await roleOf(row.restaurantId, row.roleId) : undefined;
    const granted: Permission[] =
      row.type === 'Admin' ? [...allPermissions] : ((role?.permissions ?? []) as Permission[]);
    return {
      ...dto,
      role: role ? roleDto(role) : null,
      permissions: granted,
      needsOnboarding: row.type === null || (row.type === 'Restaurant' && !row.restaurantId),
      actingAdminId,
    };
  }

  async function setType(
    row: UserRow,
    input: { type: 'Restaurant' | 'Affiliate'; inviteCode?: string | undefined; username?: string | undefined },
  ): Promise<UserRow> {
    if (row.type !== null && row.type !== input.type) {
      throw new AppError('invalid_user_type', `This user already is of type ${row.type}`);
    }
    if (input.type === 'Affiliate') {
      if (input.username) await assertUsernameFree(input.username, row.id);
      await updateUser(db, row.id, { type: 'Affiliate', username: input.username ?? row.username, updatedAt: new Date() });
      return (await findById(row.id)) as UserRow;
    }
    if (!input.inviteCode) throw new AppError('invalid_invite', 'Restaurant staff join through an invite code');
    const redeemable = (invite: InviteRow | undefined): InviteRow => {
      if (!invite || invite.redeemedAt || invite.expiresAt.getTime() < Date.now()) {
        throw new AppError('invalid_invite', 'This invite code is unknown, used or expired');
      }
      return invite;
    };
    await redeemInvite(db, input.inviteCode, row.id, redeemable, (invite) => ({
      type: 'Restaurant',
      restaurantId: invite.restaurantId,
      roleId: invite.roleId,
      publicInformation: { ...row.publicInformation, displayName: invite.name },
      updatedAt: new Date(),
    }));
    return (await findById(row.id)) as UserRow;
  }

  async function updateInformation(
    row: UserRow,
    field: 'personalInformation' | 'publicInformation',
    value: Record<string, unknown>,
  ): Promise<UserRow> {
    await updateUser(db, row.id, { [field]: { ...row[field], ...value }, updatedAt: new Date() });
    return (await findById(row.id)) as UserRow;
  }

  return { me, setType, updateInformation };
}
