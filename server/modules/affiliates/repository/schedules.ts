// A restaurant's commission schedule rows (docs/decisions/014-affiliates.md): only ever added to.
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { ScheduleFacts } from '../../../../core/affiliates/commission';
import type { CommissionSchedule, CommissionScheduleInput } from '../../../../core/schemas/affiliates';
import type { Queryable } from '../../../platform/db/connection';
import { commissionSchedules, users } from '../../../platform/db/schema';

type ScheduleRow = typeof commissionSchedules.$inferSelect;

export async function schedulesOf(db: Queryable, restaurantId: string): Promise<ScheduleRow[]> {
  return db.select().from(commissionSchedules).where(eq(commissionSchedules.restaurantId, restaurantId)).orderBy(asc(commissionSchedules.createdAt), asc(commissionSchedules.id));
}

export async function insertSchedule(db: Queryable, restaurantId: string, input: CommissionScheduleInput, createdBy: string | null, at: Date): Promise<ScheduleRow> {
  const [row] = await db
    .insert(commissionSchedules)
    .values({ restaurantId, ...input, platformFeePercentage: input.platformFeePercentage.toFixed(2), createdBy, createdAt: at })
    .returning();
  return row as ScheduleRow;
}

export const scheduleFactsOf = (row: ScheduleRow): ScheduleFacts => ({
  id: row.id,
  affiliateUserId: row.affiliateUserId,
  active: row.active,
  basis: row.basis,
  commissionRate: row.commissionRate,
  commissionCurrency: row.commissionCurrency,
  platformFeePercentage: Number(row.platformFeePercentage),
  attributionWindowDays: row.attributionWindowDays,
  capPerBooking: row.capPerBooking,
  createdAt: row.createdAt.toISOString(),
});

export function scheduleDto(row: ScheduleRow, createdByName: string | null): CommissionSchedule {
  const { id, createdAt, ...terms } = scheduleFactsOf(row);
  return { _id: id, restaurantId: row.restaurantId, ...terms, commissionScheduleCreatedAt: createdAt, createdBy: row.createdBy, createdByName };
}

/** How the history names the people who changed the terms: display name, else email. */
export async function userNames(db: Queryable, ids: readonly (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (!wanted.length) return new Map();
  const rows = await db
    .select({ id: users.id, name: sql<string>`coalesce(${users.publicInformation}->>'displayName', ${users.email})` })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, row.name]));
}
