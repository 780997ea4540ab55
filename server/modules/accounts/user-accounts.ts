// The users table as every part of the accounts module reads it: a user by id, its role and children, and the user
// as the API shows it (spec §3 User). The signed-in account is read on every request, so its number of children comes
// with it and the answer needs no second query.
import { AppError } from '../../../core/errors';
import type { User } from '../../../core/schemas/users';
import type { VerifiedIdentity } from '../../platform/auth/verifier';
import type { Database, Queryable } from '../../platform/db/connection';
import type { RoleRow, UserRow } from '../../platform/db/rows';
import { insertUserIfAbsent, liveChildCount, liveChildrenOf, roleRow, userById, usernameHolder, userWithChildCount } from './repository/users';

export type UserAccounts = ReturnType<typeof userAccounts>;

export function userAccounts({ db }: { db: Database }) {
  async function findById(id: string, q: Queryable = db): Promise<UserRow | undefined> {
    return userById(q, id);
  }

  async function childrenOf(parentId: string): Promise<UserRow[]> {
    return liveChildrenOf(db, parentId);
  }

  async function roleOf(restaurantId: string, roleId: string, q: Queryable = db): Promise<RoleRow | undefined> {
    return roleRow(q, restaurantId, roleId);
  }

  async function requireRole(restaurantId: string, roleId: string): Promise<void> {
    if (!(await roleOf(restaurantId, roleId))) throw new AppError('user_invalid_role', `No role ${roleId} in this restaurant`);
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

  async function assertUsernameFree(username: string, selfId: string): Promise<void> {
    const holder = await usernameHolder(db, username);
    if (holder !== undefined && holder !== selfId) throw new AppError('username_taken', `The username ${username} is taken`);
  }

  return { findById, childrenOf, roleOf, requireRole, toDto, ensureForIdentity, hasChildren, assertUsernameFree };
}
