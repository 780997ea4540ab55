// The payment provider's signed events (docs/decisions/012): verified against the exact bytes received, handled once
// per event id, and matched to their voucher by the restaurant and voucher in the session's metadata and the session
// id kept at checkout. Anything else is acknowledged and ignored, so the provider stops re-sending it.
import { AppError } from '../../../core/errors';
import type { PaymentWebhookReceipt } from '../../../core/schemas/payments';
import type { Database, Transaction } from '../../platform/db/connection';
import { findVoucher } from '../vouchers';
import { fulfilPaidVoucher, voidUnpaidVoucher } from './fulfilment';
import type { PaymentEvent, PaymentProvider } from './provider';
import { recordEventOnce } from './repository/payment-events';

type Outcome = PaymentWebhookReceipt['outcome'];

/** The voucher a session event is about, when the event and the voucher agree on it. */
async function voucherOfSession(tx: Transaction, session: NonNullable<PaymentEvent['session']>) {
  if (!session.restaurantId || !session.voucherId) return undefined;
  const voucher = await findVoucher(tx, session.restaurantId, session.voucherId);
  return voucher && voucher.paymentSessionId === session.id ? voucher : undefined;
}

async function applyEvent(tx: Transaction, event: PaymentEvent): Promise<Outcome> {
  const session = event.session;
  if (!session) return 'ignored';
  const voucher = await voucherOfSession(tx, session);
  if (!voucher) return 'ignored';
  const payment = { providerRef: session.paymentIntentId ?? session.id, paymentIntentId: session.paymentIntentId, actorId: null };
  switch (event.type) {
    case 'checkout.session.completed':
      // An asynchronous method (a SEPA debit) completes the session unpaid: the voucher waits for its outcome.
      if (session.paymentStatus !== 'paid') return 'ignored';
      await fulfilPaidVoucher(tx, voucher.restaurantId, voucher.id, payment);
      return 'applied';
    case 'checkout.session.async_payment_succeeded':
      await fulfilPaidVoucher(tx, voucher.restaurantId, voucher.id, payment);
      return 'applied';
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired':
      await voidUnpaidVoucher(tx, voucher.restaurantId, voucher.id);
      return 'applied';
    default:
      return 'ignored';
  }
}

export function paymentWebhook(deps: { db: Database; provider: PaymentProvider; wakeOutbox: () => void }) {
  async function receive(rawBody: Buffer, signature: string | undefined): Promise<PaymentWebhookReceipt> {
    if (deps.provider.kind !== 'stripe') throw new AppError('not_found', 'This server takes no online payments');
    const event = deps.provider.verifiedEvent(rawBody, signature);
    const outcome = await deps.db.transaction(async (tx): Promise<Outcome> => {
      const first = await recordEventOnce(tx, 'stripe', event.id, event.type, event.session?.restaurantId ?? null);
      return first ? applyEvent(tx, event) : 'replay';
    });
    if (outcome === 'applied') deps.wakeOutbox();
    return { received: true, outcome };
  }
  return { receive };
}
