// What a payment does to a voucher (docs/decisions/012): paid → active (or still held for a staff member's review),
// its purchase on the ledger, its emails queued; a payment that failed → void, with nothing on the ledger since it
// never held value. Each runs under the voucher's lock, in the caller's transaction.
import type { Transaction } from '../../platform/db/connection';
import { activateVoucher, lockVoucher, recordPurchase, setVoucher, type VoucherRow } from '../vouchers';

/**
 * A voucher whose payment arrived: activated as staff activate one paid at the restaurant (the vouchers module's
 * activateVoucher: purchase row, active, emails). Held for review, it is paid but not yet usable: its purchase is
 * recorded and it stays pending without emails until staff release it — a stolen card must not get a usable code by
 * email. Answers the voucher, changed or not: one already paid (a second delivery of the payment) is left as it is.
 */
export async function fulfilPaidVoucher(
  tx: Transaction,
  restaurantId: string,
  voucherId: string,
  payment: { providerRef: string | null; paymentIntentId: string | null; actorId: string | null },
  now = new Date(),
): Promise<VoucherRow> {
  const voucher = await lockVoucher(tx, restaurantId, voucherId);
  if (voucher.status !== 'pendingPayment' || voucher.issuedAt !== null) return voucher;
  const paid = payment.paymentIntentId ? await setVoucher(tx, restaurantId, voucherId, { paymentIntentId: payment.paymentIntentId }) : voucher;
  const record = { actorId: payment.actorId, providerRef: payment.providerRef };
  if (!paid.heldForReview) return activateVoucher(tx, paid, record, now);
  await recordPurchase(tx, paid, record, now);
  return setVoucher(tx, restaurantId, voucherId, { issuedAt: now });
}

/** The asynchronous payment (a SEPA debit) failed: the voucher never held value and can never be used. */
export async function voidUnpaidVoucher(tx: Transaction, restaurantId: string, voucherId: string): Promise<VoucherRow> {
  const voucher = await lockVoucher(tx, restaurantId, voucherId);
  if (voucher.status !== 'pendingPayment' || voucher.issuedAt !== null) return voucher;
  return setVoucher(tx, restaurantId, voucherId, { status: 'void' });
}
