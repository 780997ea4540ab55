// The users table (and the invite a sign-up redeems) as the accounts service reads and writes it.
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../../platform/db/connection';
import type { RoleRow, UserRow } from '../../../platform/db/rows';
import { invites, roles, users } from '../../../platform/db/schema';
import { tenantRows } from '../../../platform/db/tenant-rows';

export type NewUser = typeof users.$inferInsert;
export type UserChange = Partial<Omit<NewUser, 'id'>>;
export type InviteRow = typeof invites.$inferSelect;

export async function userById(q: Queryable, id: string): Promise<UserRow | undefined> {
  const [row] = await q.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** The user's live child users, oldest first. */
export function liveChildrenOf(db: Database, parentId: string): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(and(eq(users.parentUserId, parentId), isNull(users.deletedAt)))
    .orderBy(asc(users.createdAt));
}

export async function liveChildCount(db: Database, parentId: string): Promise<number> {
  const [result] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.parentUserId, parentId), isNull(users.deletedAt)));
  return result?.n ?? 0;
}

export const roleRow = (q: Queryable, restaurantId: string, roleId: string): Promise<RoleRow | undefined> => tenantRows(roles).find(q, restaurantId, roleId);

/** The user and, in the same query, how many live child users it has. */
export async function userWithChildCount(db: Database, id: string): Promise<{ user: UserRow; children: number } | undefined> {
  // "users"."id" is qualified by hand: drizzle writes ${users.id} unqualified here, which would bind to the inner table.
  const [result] = await db
    .select({
      user: users,
      children: sql<number>`(select count(*) from users as child where child.parent_user_id = "users"."id" and child.deleted_at is null)`.mapWith(Number),
    })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return result;
}

/** Creates the user unless one with its id exists. */
export async function insertUserIfAbsent(db: Database, values: NewUser): Promise<void> {
  await db.insert(users).values(values).onConflictDoNothing();
}

export async function insertUser(db: Database, values: NewUser): Promise<void> {
  await db.insert(users).values(values);
}

export async function updateUser(q: Queryable, id: string, change: UserChange): Promise<void> {
  await q.update(users).set(change).where(eq(users.id, id));
}

/**
 * Redeems the invite with this code for the user, in one transaction with the invite locked, so two sign-ups cannot
 * both redeem it: `check` refuses an invite that may not be redeemed (by throwing), `userChange` is what the user
 * becomes.
 */
export async function redeemInvite(db: Database, code: string, userId: string, check: (invite: InviteRow | undefined) => InviteRow, userChange: (invite: InviteRow) => UserChange): Promise<void> {
  await db.transaction(async (tx) => {
    const [found] = await tx.select().from(invites).where(eq(invites.inviteCode, code)).for('update').limit(1);
    const invite = check(found);
    await tx
      .update(invites)
      .set({ redeemedAt: new Date(), redeemedBy: userId })
      .where(and(eq(invites.restaurantId, invite.restaurantId), eq(invites.id, invite.id)));
    await updateUser(tx, userId, userChange(invite));
  });
}

/** The id of the user holding this username, if any. */
export async function usernameHolder(db: Database, username: string): Promise<string | undefined> {
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.username, username)).limit(1);
  return taken?.id;
}

export function liveUsersOf(db: Database, restaurantId: string, type?: string): Promise<UserRow[]> {
  const conditions = [eq(users.restaurantId, restaurantId), isNull(users.deletedAt)];
  if (type) conditions.push(eq(users.type, type));
  return db.select().from(users).where(and(...conditions)).orderBy(asc(users.createdAt));
}

const liveAffiliate = () => and(eq(users.type, 'Affiliate'), isNull(users.deletedAt), sql`${users.username} is not null`);

/** Live affiliates with a username, by username: `limit` of them from `offset` (the first 500 unless told). */
export function liveAffiliates(db: Database, { offset = 0, limit = 500 }: { offset?: number; limit?: number } = {}): Promise<UserRow[]> {
  return db.select().from(users).where(liveAffiliate()).orderBy(asc(users.username)).offset(offset).limit(limit);
}

/** How many live affiliates with a username there are. */
export async function liveAffiliateCount(db: Database): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users).where(liveAffiliate());
  return Number(row?.count ?? 0);
}

/** The live user with this username (any case) or id. */
export async function liveUserBySlug(db: Database, slugOrId: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(sql`(${users.username} = ${slugOrId.toLowerCase()} or ${users.id} = ${slugOrId})`, isNull(users.deletedAt)))
    .limit(1);
  return row;
}

/** A page of the live users, oldest first, with their total. */
export interface UserFilter {
  /** The id, or part of the email, username or display name, any case. */
  text?: string | undefined;
  type?: string | undefined;
  restaurantId?: string | undefined;
}

export async function liveUserPage(db: Database, filter: UserFilter, page: number, pageSize: number): Promise<{ rows: UserRow[]; total: number }> {
  const pattern = filter.text ? `%${filter.text.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const where = and(
    isNull(users.deletedAt),
    pattern ? sql`(${users.id} = ${filter.text} or ${users.email} ilike ${pattern} or ${users.username} ilike ${pattern} or ${users.publicInformation}->>'displayName' ilike ${pattern})` : undefined,
    filter.type ? eq(users.type, filter.type) : undefined,
    filter.restaurantId ? eq(users.restaurantId, filter.restaurantId) : undefined,
  );
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

