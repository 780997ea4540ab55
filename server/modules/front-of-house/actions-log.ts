// The actions log (spec §3 "Actions log item: time, read flag"; §7 GET /actionsLog, PUT /actionsLog/{id}): who did
// what to which record, when, and the record before and after. Entries are written only through ./changes.ts, in the
// same transaction as the change they describe.
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { AppError } from '../../../core/errors';
import type { ActionsLogItem } from '../../../core/schemas/front-of-house';
import type { Database, Queryable } from '../../platform/db/connection';
import { actionsLog, users } from '../../platform/db/schema';

export const actionsLogPageSize = 50;

export interface ActionsLogEntry {
  /** A reservation action type (checkIn, extend …) or createReservation, updateBlocker, convertWaitlistEntry … */
  action: string;
  entity: 'reservation' | 'blocker' | 'waitlist';
  entityId: string;
  /** The record as the API shows it (DTO) before and after the change; null when created or removed. */
  before: unknown;
  after: unknown;
}

type LogRow = typeof actionsLog.$inferSelect;

function itemOf(row: LogRow, userName: string | null): ActionsLogItem {
  return {
    _id: row.id,
    time: row.time.toISOString(),
    userId: row.userId,
    userName,
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    before: row.before ?? null,
    after: row.after ?? null,
    read: row.read,
    actionId: row.actionId,
  };
}

/** Writes entries in the caller's transaction. clock_timestamp(): entries of one transaction keep their order. */
export async function writeLogEntries(
  q: Queryable,
  restaurantId: string,
  userId: string | null,
  actionId: string | null,
  entries: readonly ActionsLogEntry[],
): Promise<string[]> {
  const ids: string[] = [];
  // One statement per entry: each gets its own clock_timestamp(), so the log lists them in the order they happened.
  for (const entry of entries) {
    const [row] = await q
      .insert(actionsLog)
      .values({
        restaurantId,
        time: sql`clock_timestamp()`,
        userId,
        action: entry.action,
        entity: entry.entity,
        entityId: entry.entityId,
        before: entry.before ?? null,
        after: entry.after ?? null,
        actionId,
      })
      .returning({ id: actionsLog.id });
    if (row) ids.push(row.id);
  }
  return ids;
}

export type ActionsLogService = ReturnType<typeof actionsLogService>;

export function actionsLogService({ db }: { db: Database }) {
  const userName = sql<string | null>`coalesce(${users.publicInformation}->>'displayName', ${users.email})`;

  /** Newest first; without showRead only unread entries; `actions` keeps only those action names. */
  async function list(restaurantId: string, query: { page: number; showRead: boolean; actions: string[] }) {
    const where = and(
      eq(actionsLog.restaurantId, restaurantId),
      query.showRead ? undefined : eq(actionsLog.read, false),
      query.actions.length ? inArray(actionsLog.action, query.actions) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      db
        .select({ row: actionsLog, userName })
        .from(actionsLog)
        .leftJoin(users, eq(users.id, actionsLog.userId))
        .where(where)
        .orderBy(desc(actionsLog.time), desc(actionsLog.id))
        .limit(actionsLogPageSize)
        .offset(query.page * actionsLogPageSize),
      db.select({ n: count() }).from(actionsLog).where(where),
    ]);
    return {
      items: rows.map(({ row, userName: name }) => itemOf(row, name)),
      total: total?.n ?? 0,
      page: query.page,
      pageSize: actionsLogPageSize,
    };
  }

  /** Marks an entry read or unread (not itself a logged change). */
  async function markRead(restaurantId: string, id: string, read: boolean): Promise<ActionsLogItem> {
    const [row] = await db
      .update(actionsLog)
      .set({ read })
      .where(and(eq(actionsLog.restaurantId, restaurantId), eq(actionsLog.id, id)))
      .returning();
    if (!row) throw new AppError('not_found', `No actions log entry ${id}`);
    const [user] = row.userId ? await db.select({ userName }).from(users).where(eq(users.id, row.userId)).limit(1) : [];
    return itemOf(row, user?.userName ?? null);
  }

  return { list, markRead };
}
