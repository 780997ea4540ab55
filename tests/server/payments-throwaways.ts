// Throw-away gift cards in the demo tenant (docs/decisions/012), for the authorization matrix and the malformed-input
// probes: selling switched on, and a voucher paid at the restaurant per call that changes one.
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { defaultVoucherSettings } from '../../core/vouchers/settings';
import { fulfilPaidVoucher } from '../../server/modules/payments';
import { saveVoucherSettings } from '../../server/modules/vouchers/repository/settings';
import type { Database } from '../../server/platform/db/connection';
import { emailOutbox } from '../../server/platform/db/schema';
import { uniqueSuffix } from './api-surface';

export function paymentsThrowaways(app: FastifyInstance) {
  async function giftCardsOn(): Promise<void> {
    await saveVoucherSettings(app.database.db, 'demo', { ...defaultVoucherSettings('DE'), enabled: true });
  }
  return {
    giftCardsOn,
    /** A purchase body with a buyer of its own (the per-buyer limit counts three an hour). */
    giftCardPurchase: () => ({
      amount: 2_500,
      recipient: { name: 'Throwaway Recipient', email: `recipient-${uniqueSuffix()}@example.test` },
      buyer: { name: 'Throwaway Buyer', email: `buyer-${uniqueSuffix()}@example.test` },
      language: 'en',
    }),
    /** An active voucher of 25.00, bought from an address of its own and marked paid; its emails are not the point and are dropped. */
    async paidVoucher(): Promise<string> {
      await giftCardsOn();
      const body = { amount: 2_500, recipient: { name: 'Throwaway Recipient' }, buyer: { name: 'Throwaway Buyer', email: `buyer-${uniqueSuffix()}@example.test` }, language: 'en' as const };
      const answer = await app.services.payments.checkout('demo', body, `throwaway-${uniqueSuffix()}`);
      await app.database.db.transaction((tx) => fulfilPaidVoucher(tx, 'demo', answer.voucherId, { providerRef: null, paymentIntentId: null, actorId: null }));
      await app.database.db.delete(emailOutbox).where(and(eq(emailOutbox.restaurantId, 'demo'), eq(emailOutbox.voucherId, answer.voucherId)));
      return answer.voucherId;
    },
  };
}

/** Resolves once the outbox has sent every voucher email due (a resend's), so a later snapshot of the tables holds still. */
export async function voucherEmailsSent(db: Database): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const waiting = await db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(and(isNotNull(emailOutbox.voucherId), isNull(emailOutbox.sentAt), isNotNull(emailOutbox.nextAttemptAt)));
    if (waiting.length === 0) return;
    if (Date.now() > deadline) throw new Error(`${waiting.length} voucher emails still unsent`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
