import { randomUUID } from 'node:crypto';
import { AppError } from '../../../core/errors';
import { permissions as allPermissions, type Permission } from '../../../core/permissions';
import type { Me, User } from '../../../core/schemas/users';
import { hashPin, pinMatches, signChildSession } from '../../platform/auth/child-session';
import { PinAttempts } from './repository/pin-attempts';
import type { VerifiedIdentity } from '../../platform/auth/verifier';
import type { Database, Queryable } from '../../platform/db/connection';
import type { RoleRow, UserRow } from '../../platform/db/rows';
import {
  deletedUserRows,
  insertUser as insertUserRow,
  insertUserIfAbsent,
  liveAffiliates,
  liveChildCount,
  liveChildrenOf,
  liveUserBySlug,
  liveUserPage,
  liveUsersOf,
  purgeUser,
  redeemInvite,
  restoreUser,
  roleRow,
  updateUser,
  userById,
  usernameHolder,
  userWithChildCount,
  type InviteRow,
  type NewUser,
} from './repository/users';

export type { RoleRow, UserRow };

export interface UserServiceDeps {
  db: Database;
  sessionSecret: string;
}

export type UsersService = ReturnType<typeof usersService>;

export function usersService({ db, sessionSecret }: UserServiceDeps) {
  async function findById(id: string, q: Queryable = db): Promise<UserRow | undefined> {
    return userById(q, id);
  }

  async function childrenOf(parentId: string): Promise<UserRow[]> {
    return liveChildrenOf(db, parentId);
  }

  async function roleOf(restaurantId: string, roleId: string, q: Queryable = db): Promise<RoleRow | undefined> {
    return roleRow(q, restaurantId, roleId);
  }

  // Rows read with their number of children (the signed-in account, on every request) need no second query for it.
  const childCounts = new WeakMap<UserRow, number>();

  async function toDto(row: UserRow): Promise<User> {
    const children = childCounts.get(row) === 0 ? [] : await childrenOf(row.id);
    return {
      _id: row.id,
      email: row.email,
      type: (row.type as User['type']) ?? null,
      username: row.username,
      restaurantId: row.restaurantId,
      roleId: row.roleId,
      parentUserId: row.parentUserId,
      publicInformation: row.publicInformation as User['publicInformation'],
      personalInformation: row.personalInformation as User['personalInformation'],
      children: children.map((child) => ({
        _id: child.id,
        username: child.username,
        displayName: (child.publicInformation.displayName as string | undefined) ?? null,
      })),
      createdAt: row.createdAt.toISOString(),
    };
  }

  /** The first request of a new Firebase user creates its (typeless) profile; onboarding sets the type. */
  async function ensureForIdentity(identity: VerifiedIdentity): Promise<UserRow> {
    const existing = await accountWithChildCount(identity.uid);
    if (existing) return existing;
    await insertUserIfAbsent(db, { id: identity.uid, email: identity.email?.toLowerCase() ?? null });
    return (await accountWithChildCount(identity.uid)) as UserRow;
  }

  /** The user and, in the same query, how many live child users it has. */
  async function accountWithChildCount(id: string): Promise<UserRow | undefined> {
    const result = await userWithChildCount(db, id);
    if (!result) return undefined;
    childCounts.set(result.user, result.children);
    return result.user;
  }

  async function hasChildren(row: UserRow): Promise<boolean> {
    const known = childCounts.get(row);
    if (known !== undefined) return known > 0;
    return (await liveChildCount(db, row.id)) > 0;
  }

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

  async function assertUsernameFree(username: string, selfId: string): Promise<void> {
    const holder = await usernameHolder(db, username);
    if (holder !== undefined && holder !== selfId) throw new AppError('username_taken', `The username ${username} is taken`);
  }

  async function updateInformation(
    row: UserRow,
    field: 'personalInformation' | 'publicInformation',
    value: Record<string, unknown>,
  ): Promise<UserRow> {
    await updateUser(db, row.id, { [field]: { ...row[field], ...value }, updatedAt: new Date() });
    return (await findById(row.id)) as UserRow;
  }

  async function listForRestaurant(restaurantId: string, type?: string): Promise<UserRow[]> {
    return liveUsersOf(db, restaurantId, type);
  }

  /** A staff member of `restaurantId`, or unknown_user; tenants never see each other's users. */
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
    if (input.roleId && !(await roleOf(restaurantId, input.roleId))) {
      throw new AppError('user_invalid_role', `No role ${input.roleId} in this restaurant`);
    }
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

  async function createChild(
    parent: UserRow,
    restaurantId: string,
    input: { displayName: string; pin: string; roleId: string },
  ): Promise<UserRow> {
    if (parent.parentUserId) throw new AppError('invalid_request', 'A child user cannot have children');
    if (!(await roleOf(restaurantId, input.roleId))) {
      throw new AppError('user_invalid_role', `No role ${input.roleId} in this restaurant`);
    }
    const id = `child-${randomUUID()}`;
    await insertUserRow(db, {
      id,
      type: 'Restaurant',
      restaurantId,
      roleId: input.roleId,
      parentUserId: parent.id,
      pinHash: await hashPin(input.pin),
      publicInformation: { displayName: input.displayName },
    });
    return (await findById(id)) as UserRow;
  }

  const pinAttempts = new PinAttempts(db);

  async function authenticateChild(parent: UserRow, childId: string, pin: string) {
    const attempt = await pinAttempts.begin(parent.id);
    if (!('miss' in attempt)) throw new AppError('rate_limited', `Too many wrong PINs; try again in ${Math.ceil(attempt.lockedForMs / 1000)} s`);
    const child = await findById(childId);
    if (!child || child.parentUserId !== parent.id || child.deletedAt) {
      await pinAttempts.withdraw(attempt.miss);
      throw new AppError('unknown_child_user', `No child user ${childId} of this account`);
    }
    if (!child.pinHash || !(await pinMatches(pin, child.pinHash))) throw new AppError('access_denied', 'Wrong PIN');
    await pinAttempts.succeed(parent.id);
    return { user: await toDto(child), childSession: signChildSession(sessionSecret, parent.id, child.id) };
  }

  async function publicAffiliates(): Promise<UserRow[]> {
    return liveAffiliates(db);
  }

  async function findBySlug(slugOrId: string): Promise<UserRow | undefined> {
    return liveUserBySlug(db, slugOrId);
  }

  async function usernameAvailable(username: string): Promise<boolean> {
    return (await usernameHolder(db, username)) === undefined;
  }

  async function adminPage(page: number, pageSize: number) {
    return liveUserPage(db, page, pageSize);
  }

  async function insertUser(values: NewUser): Promise<UserRow> {
    await insertUserRow(db, values);
    return (await findById(values.id)) as UserRow;
  }

  async function deletedUsers(): Promise<UserRow[]> {
    return deletedUserRows(db);
  }

  async function restore(id: string): Promise<void> {
    if (!(await restoreUser(db, id))) throw new AppError('unknown_user', `No deleted user ${id}`);
  }

  async function purge(id: string): Promise<void> {
    if (!(await purgeUser(db, id))) throw new AppError('unknown_user', `No deleted user ${id}`);
  }

  return {
    deletedUsers,
    restore,
    purge,
    findById,
    roleOf,
    toDto,
    ensureForIdentity,
    hasChildren,
    me,
    setType,
    updateInformation,
    listForRestaurant,
    staffMember,
    updateStaff,
    softDelete,
    childrenOf,
    createChild,
    authenticateChild,
    publicAffiliates,
    findBySlug,
    usernameAvailable,
    adminPage,
    insertUser,
    assertUsernameFree,
  };
}

export function roleDto(row: RoleRow) {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    permissions: row.permissions as Permission[],
  };
}
