// A voucher's emails as rows of the email outbox (docs/decisions/007, 012): written in the transaction that makes the
// voucher paid, each due when it should go out, so a scheduled delivery survives a restart.
import { and, eq, isNull } from 'drizzle-orm';
import type { Transaction } from '../../../platform/db/connection';
import { emailOutbox } from '../../../platform/db/schema';

export type VoucherEmailKind = 'voucher-buyer' | 'voucher-recipient';

export async function queueVoucherEmail(
  tx: Transaction,
  voucher: { restaurantId: string; id: string },
  kind: VoucherEmailKind,
  language: string | null,
  dueAt: Date,
): Promise<void> {
  await tx.insert(emailOutbox).values({ restaurantId: voucher.restaurantId, voucherId: voucher.id, kind, language, nextAttemptAt: dueAt });
}

/** The voucher's emails still waiting (a resend makes them due now instead of adding a second copy). */
export async function pendingVoucherEmails(tx: Transaction, voucher: { restaurantId: string; id: string }) {
  return tx
    .select({ id: emailOutbox.id, kind: emailOutbox.kind })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.restaurantId, voucher.restaurantId), eq(emailOutbox.voucherId, voucher.id), isNull(emailOutbox.sentAt)));
}
