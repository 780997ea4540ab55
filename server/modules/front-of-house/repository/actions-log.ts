// The actions log table (spec §3 "Actions log item"), read and written for ../actions-log.ts and ../changes.ts.
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Queryable } from '../../../platform/db/connection';
import { actionsLog, adminOverrideSessions, users } from '../../../platform/db/schema';

export interface ActionsLogEntry {
  /** A reservation action type (checkIn, extend …) or createReservation, updateBlocker, convertWaitlistEntry … */
  action: string;
  entity: 'reservation' | 'blocker' | 'waitlist';
  entityId: string;
  /** The record as the API shows it (DTO) before and after the change; null when created or removed. */
  before: unknown;
  after: unknown;
}

export type LogRow = typeof actionsLog.$inferSelect;

const userName = sql<string | null>`coalesce(${users.publicInformation}->>'displayName', ${users.email})`;
const admins = alias(users, 'override_admins');
const adminName = sql<string | null>`coalesce(${admins.publicInformation}->>'displayName', ${admins.email})`;

/** Spec §6: an entry written under an admin override names the platform staff member and the reason. */
export interface PlatformStaff {
  adminId: string;
  adminName: string | null;
  reason: string;
}

/** Writes entries in the caller's transaction. clock_timestamp(): entries of one transaction keep their order. */
export async function writeLogEntries(
  q: Queryable,
  restaurantId: string,
  userId: string | null,
  actionId: string | null,
  entries: readonly ActionsLogEntry[],
  overrideSessionId: string | null = null,
): Promise<string[]> {
  const ids: string[] = [];
  // One statement per entry: each gets its own clock_timestamp(), so the log lists them in the order they happened.
  for (const entry of entries) {
    const [row] = await q
      .insert(actionsLog)
      .values({ ...entry, restaurantId, time: sql`clock_timestamp()`, userId, actionId, overrideSessionId, before: entry.before ?? null, after: entry.after ?? null })
      .returning({ id: actionsLog.id });
    if (row) ids.push(row.id);
  }
  return ids;
}

const platformStaffColumns = { staffAdminId: adminOverrideSessions.adminId, staffAdminName: adminName, staffReason: adminOverrideSessions.reason };

/** The platform staff member behind an entry, from the columns of a row read with `platformStaffColumns`. */
export function platformStaffOf(row: { staffAdminId: string | null; staffAdminName: string | null; staffReason: string | null }): PlatformStaff | null {
  return row.staffAdminId ? { adminId: row.staffAdminId, adminName: row.staffAdminName, reason: row.staffReason ?? '' } : null;
}

/** The platform staff member behind one entry, if it was written under an override. */
export async function platformStaffOfEntry(db: Database, sessionId: string): Promise<PlatformStaff | null> {
  const [row] = await db
    .select(platformStaffColumns)
    .from(adminOverrideSessions)
    .leftJoin(admins, eq(admins.id, adminOverrideSessions.adminId))
    .where(eq(adminOverrideSessions.id, sessionId))
    .limit(1);
  return row ? platformStaffOf(row) : null;
}

/** One page of entries, newest first, each with its author's name, and how many match in all. */
export async function logPage(db: Database, restaurantId: string, query: { page: number; showRead: boolean; actions: string[] }, pageSize: number) {
  const where = and(
    eq(actionsLog.restaurantId, restaurantId),
    query.showRead ? undefined : eq(actionsLog.read, false),
    query.actions.length ? inArray(actionsLog.action, query.actions) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: actionsLog, userName, ...platformStaffColumns })
      .from(actionsLog)
      .leftJoin(users, eq(users.id, actionsLog.userId))
      .leftJoin(adminOverrideSessions, eq(adminOverrideSessions.id, actionsLog.overrideSessionId))
      .leftJoin(admins, eq(admins.id, adminOverrideSessions.adminId))
      .where(where)
      .orderBy(desc(actionsLog.time), desc(actionsLog.id))
      .limit(pageSize)
      .offset(query.page * pageSize),
    db.select({ n: count() }).from(actionsLog).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Sets an entry's read flag; undefined when the restaurant has no entry of that id. */
export async function setLogRead(db: Database, restaurantId: string, id: string, read: boolean): Promise<LogRow | undefined> {
  const [row] = await db
    .update(actionsLog)
    .set({ read })
    .where(and(eq(actionsLog.restaurantId, restaurantId), eq(actionsLog.id, id)))
    .returning();
  return row;
}

/** The name the log shows for a user (display name, else email). */
export function logUserNames(db: Database, userId: string): Promise<{ userName: string | null }[]> {
  return db.select({ userName }).from(users).where(eq(users.id, userId)).limit(1);
}
