// Payouts (docs/decisions/014-affiliates.md): a creator's approved items of a period, marked paid together.
import { and, desc, eq } from 'drizzle-orm';
import type { Payout } from '../../../../core/schemas/affiliates';
import type { Queryable } from '../../../platform/db/connection';
import { commissionPayouts } from '../../../platform/db/schema';

type PayoutRow = typeof commissionPayouts.$inferSelect;

export async function insertPayout(db: Queryable, values: typeof commissionPayouts.$inferInsert): Promise<PayoutRow> {
  const [row] = await db.insert(commissionPayouts).values(values).returning();
  return row as PayoutRow;
}

export async function payoutsOf(db: Queryable, restaurantId: string, affiliateUserId?: string): Promise<PayoutRow[]> {
  return db
    .select()
    .from(commissionPayouts)
    .where(and(eq(commissionPayouts.restaurantId, restaurantId), affiliateUserId ? eq(commissionPayouts.affiliateUserId, affiliateUserId) : undefined))
    .orderBy(desc(commissionPayouts.paidAt));
}

export const payoutDto = (row: PayoutRow): Payout => ({
  _id: row.id,
  restaurantId: row.restaurantId,
  affiliateUserId: row.affiliateUserId,
  periodStart: row.periodStart,
  periodEnd: row.periodEnd,
  amount: row.amount,
  platformFee: row.platformFee,
  creatorAmount: row.amount - row.platformFee,
  currency: row.currency,
  itemCount: row.itemCount,
  reference: row.reference,
  paidAt: row.paidAt.toISOString(),
  paidBy: row.paidBy,
});
