// Reads of a voucher's ledger beyond its whole list (./voucher-rows.ts): whether its purchase is recorded yet.
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/connection';
import { voucherLedger } from '../../../platform/db/schema';

/** Whether the voucher's purchase row exists: a voucher's value comes in once, however often it is activated. */
export async function hasPurchaseRow(db: Queryable, restaurantId: string, voucherId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: voucherLedger.id })
    .from(voucherLedger)
    .where(and(eq(voucherLedger.restaurantId, restaurantId), eq(voucherLedger.voucherId, voucherId), eq(voucherLedger.kind, 'purchase')))
    .limit(1);
  return row !== undefined;
}
