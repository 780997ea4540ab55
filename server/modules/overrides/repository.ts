// Override sessions and their audit (spec §6 admin overrides): the only SQL of ./service.ts.
import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/connection';
import type { OverrideSessionRow } from '../../platform/db/rows';
export type { OverrideSessionRow };
import { adminOverrideAudit, adminOverrideSessions, users } from '../../platform/db/schema';

export type OverrideAuditRow = typeof adminOverrideAudit.$inferSelect;
export type NewOverrideSession = Pick<OverrideSessionRow, 'adminId' | 'targetUserId' | 'targetRestaurantId' | 'reason' | 'createdAt' | 'expiresAt'>;
export type NewAuditEntry = Omit<OverrideAuditRow, 'id' | 'time'>;

export async function insertSession(db: Database, values: NewOverrideSession): Promise<OverrideSessionRow> {
  const [row] = await db.insert(adminOverrideSessions).values(values).returning();
  return row as OverrideSessionRow;
}

export async function sessionById(db: Database, id: string): Promise<OverrideSessionRow | undefined> {
  const [row] = await db.select().from(adminOverrideSessions).where(eq(adminOverrideSessions.id, id)).limit(1);
  return row;
}

/** Moves a live session's end; undefined when it is not the admin's or has ended. */
export async function extendSession(db: Database, id: string, adminId: string, expiresAt: Date): Promise<OverrideSessionRow | undefined> {
  const [row] = await db
    .update(adminOverrideSessions)
    .set({ expiresAt })
    .where(and(eq(adminOverrideSessions.id, id), eq(adminOverrideSessions.adminId, adminId), isNull(adminOverrideSessions.endedAt)))
    .returning();
  return row;
}

/** Ends the admin's session (again, harmlessly, if it had ended); undefined when it is not theirs. */
export async function endSession(db: Database, id: string, adminId: string, at: Date): Promise<OverrideSessionRow | undefined> {
  const [row] = await db
    .update(adminOverrideSessions)
    .set({ endedAt: sql`coalesce(${adminOverrideSessions.endedAt}, ${at.toISOString()}::timestamptz)` })
    .where(and(eq(adminOverrideSessions.id, id), eq(adminOverrideSessions.adminId, adminId)))
    .returning();
  return row;
}

export async function insertAudit(db: Database, entry: NewAuditEntry): Promise<void> {
  await db.insert(adminOverrideAudit).values(entry);
}

const adminName = sql<string | null>`coalesce(${users.publicInformation}->>'displayName', ${users.email})`;

export interface AuditFilter {
  restaurantId?: string | undefined;
  adminId?: string | undefined;
  /** Only the requests that could change something (not GET or HEAD): what a restaurant is shown. */
  writesOnly?: boolean;
}

/** One page of audit entries, newest first, each with the acting admin's name, and how many match in all. */
export async function auditPage(db: Database, filter: AuditFilter, page: number, pageSize: number) {
  const conditions: (SQL | undefined)[] = [
    filter.restaurantId ? eq(adminOverrideAudit.restaurantId, filter.restaurantId) : undefined,
    filter.adminId ? eq(adminOverrideAudit.adminId, filter.adminId) : undefined,
    filter.writesOnly ? sql`${adminOverrideAudit.method} NOT IN ('GET', 'HEAD')` : undefined,
  ];
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: adminOverrideAudit, adminName })
      .from(adminOverrideAudit)
      .leftJoin(users, eq(users.id, adminOverrideAudit.adminId))
      .where(where)
      .orderBy(desc(adminOverrideAudit.time), desc(adminOverrideAudit.id))
      .limit(pageSize)
      .offset(page * pageSize),
    db.select({ n: count() }).from(adminOverrideAudit).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
