import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { AppError } from '../../../core/errors';
import { permissions as allPermissions, type Permission } from '../../../core/permissions';
import type { Me, User } from '../../../core/schemas/users';
import { hashPin, pinMatches, signChildSession } from '../../platform/auth/child-session';
import { PinAttempts } from './repository/pin-attempts';
import type { VerifiedIdentity } from '../../platform/auth/verifier';
import type { Database, Queryable } from '../../platform/db/connection';
import { invites, roles, users } from '../../platform/db/schema';

import type { RoleRow, UserRow } from '../../platform/db/rows';

export type { RoleRow, UserRow };

export interface UserServiceDeps {
  db: Database;
  sessionSecret: string;
}

export type UsersService = ReturnType<typeof usersService>;

export function usersService({ db, sessionSecret }: UserServiceDeps) {
  async function findById(id: string, q: Queryable = db): Promise<UserRow | undefined> {
    const [row] = await q.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  }

  async function childrenOf(parentId: string): Promise<UserRow[]> {
    return db
      .select()
      .from(users)
      .where(and(eq(users.parentUserId, parentId), isNull(users.deletedAt)))
      .orderBy(asc(users.createdAt));
  }

  async function roleOf(restaurantId: string, roleId: string, q: Queryable = db): Promise<RoleRow | undefined> {
    const [row] = await q
      .select()
      .from(roles)
      .where(and(eq(roles.restaurantId, restaurantId), eq(roles.id, roleId)))
      .limit(1);
    return row;
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
    await db
      .insert(users)
      .values({ id: identity.uid, email: identity.email?.toLowerCase() ?? null })
      .onConflictDoNothing();
    return (await accountWithChildCount(identity.uid)) as UserRow;
  }

  /** The user and, in the same query, how many live child users it has. */
  async function accountWithChildCount(id: string): Promise<UserRow | undefined> {
    // "users"."id" is qualified by hand: drizzle writes ${users.id} unqualified here, which would bind to the inner table.
    const [result] = await db
      .select({
        user: users,
        children: sql<number>`(select count(*) from users as child where child.parent_user_id = "users"."id" and child.deleted_at is null)`.mapWith(Number),
      })
      .from(users)
      .where(eq(users.id, id))
      .limit(1);
    if (!result) return undefined;
    childCounts.set(result.user, result.children);
    return result.user;
  }

  async function hasChildren(row: UserRow): Promise<boolean> {
    const known = childCounts.get(row);
    if (known !== undefined) return known > 0;
    const [result] = await db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.parentUserId, row.id), isNull(users.deletedAt)));
    return (result?.n ?? 0) > 0;
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
      await db
        .update(users)
        .set({ type: 'Affiliate', username: input.username ?? row.username, updatedAt: new Date() })
        .where(eq(users.id, row.id));
      return (await findById(row.id)) as UserRow;
    }
    if (!input.inviteCode) throw new AppError('invalid_invite', 'Restaurant staff join through an invite code');
    const code = input.inviteCode;
    await db.transaction(async (tx) => {
      // Lock the invite so two sign-ups cannot both redeem it.
      const [invite] = await tx
        .select()
        .from(invites)
        .where(eq(invites.inviteCode, code))
        .for('update')
        .limit(1);
      if (!invite || invite.redeemedAt || invite.expiresAt.getTime() < Date.now()) {
        throw new AppError('invalid_invite', 'This invite code is unknown, used or expired');
      }
      await tx
        .update(invites)
        .set({ redeemedAt: new Date(), redeemedBy: row.id })
        .where(and(eq(invites.restaurantId, invite.restaurantId), eq(invites.id, invite.id)));
      await tx
        .update(users)
        .set({
          type: 'Restaurant',
          restaurantId: invite.restaurantId,
          roleId: invite.roleId,
          publicInformation: { ...row.publicInformation, displayName: invite.name },
          updatedAt: new Date(),
        })
        .where(eq(users.id, row.id));
    });
    return (await findById(row.id)) as UserRow;
  }

  async function assertUsernameFree(username: string, selfId: string): Promise<void> {
    const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.username, username)).limit(1);
    if (taken && taken.id !== selfId) throw new AppError('username_taken', `The username ${username} is taken`);
  }

  async function updateInformation(
    row: UserRow,
    field: 'personalInformation' | 'publicInformation',
    value: Record<string, unknown>,
  ): Promise<UserRow> {
    await db
      .update(users)
      .set({ [field]: { ...row[field], ...value }, updatedAt: new Date() })
      .where(eq(users.id, row.id));
    return (await findById(row.id)) as UserRow;
  }

  async function listForRestaurant(restaurantId: string, type?: string): Promise<UserRow[]> {
    const conditions = [eq(users.restaurantId, restaurantId), isNull(users.deletedAt)];
    if (type) conditions.push(eq(users.type, type));
    return db.select().from(users).where(and(...conditions)).orderBy(asc(users.createdAt));
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
    await db
      .update(users)
      .set({
        roleId: input.roleId ?? row.roleId,
        username: input.username ?? row.username,
        publicInformation: input.publicInformation ? { ...row.publicInformation, ...input.publicInformation } : row.publicInformation,
        updatedAt: new Date(),
      })
      .where(eq(users.id, id));
    return (await findById(id)) as UserRow;
  }

  async function softDelete(id: string, deletedBy: string): Promise<void> {
    await db.update(users).set({ deletedAt: new Date(), deletedBy }).where(eq(users.id, id));
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
    await db.insert(users).values({
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
    return db
      .select()
      .from(users)
      .where(and(eq(users.type, 'Affiliate'), isNull(users.deletedAt), sql`${users.username} is not null`))
      .orderBy(asc(users.username))
      .limit(500);
  }

  async function findBySlug(slugOrId: string): Promise<UserRow | undefined> {
    const [row] = await db
      .select()
      .from(users)
      .where(and(sql`(${users.username} = ${slugOrId.toLowerCase()} or ${users.id} = ${slugOrId})`, isNull(users.deletedAt)))
      .limit(1);
    return row;
  }

  async function usernameAvailable(username: string): Promise<boolean> {
    const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.username, username)).limit(1);
    return !taken;
  }

  async function adminPage(page: number, pageSize: number) {
    const where = isNull(users.deletedAt);
    const [total] = await db.select({ n: count() }).from(users).where(where);
    const rows = await db
      .select()
      .from(users)
      .where(where)
      .orderBy(asc(users.createdAt), asc(users.id))
      .limit(pageSize)
      .offset(page * pageSize);
    return { rows, total: total?.n ?? 0 };
  }

  async function insertUser(values: typeof users.$inferInsert): Promise<UserRow> {
    await db.insert(users).values(values);
    return (await findById(values.id)) as UserRow;
  }

  async function deletedUsers(): Promise<UserRow[]> {
    return db.select().from(users).where(isNotNull(users.deletedAt)).orderBy(asc(users.deletedAt));
  }

  async function restore(id: string): Promise<void> {
    const [row] = await db
      .update(users)
      .set({ deletedAt: null, deletedBy: null })
      .where(and(eq(users.id, id), isNotNull(users.deletedAt)))
      .returning({ id: users.id });
    if (!row) throw new AppError('unknown_user', `No deleted user ${id}`);
  }

  async function purge(id: string): Promise<void> {
    const [row] = await db
      .delete(users)
      .where(and(eq(users.id, id), isNotNull(users.deletedAt)))
      .returning({ id: users.id });
    if (!row) throw new AppError('unknown_user', `No deleted user ${id}`);
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
