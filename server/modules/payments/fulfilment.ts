// What a payment does to a voucher (docs/decisions/012): paid → active (or still held for a staff member's review),
// its purchase on the ledger, its emails queued; a payment that failed → void, with nothing on the ledger since it
// never held value. Each runs under the voucher's lock, in the caller's transaction.
import type { Transaction } from '../../platform/db/connection';
import { appendLedger, lockVoucher, setVoucher, type VoucherRow } from '../vouchers';
import { restaurantTimeZone } from './repository/checkout-reads';
import { queueVoucherEmails } from './voucher-email-schedule';

/**
 * Activates a voucher whose payment arrived. The vouchers module's activation (staff marking a pay-at-the-restaurant
 * voucher paid) has the same effect; the two are to become one function there. Answers the voucher, changed or not:
 * one that is no longer pending (a second delivery of the payment) is left as it is.
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
  // A held voucher is paid but not yet usable: staff release it (its status stays pending until then, decision 012).
  const paid = await setVoucher(tx, restaurantId, voucherId, {
    status: voucher.heldForReview ? 'pendingPayment' : 'active',
    issuedAt: now,
    ...(payment.paymentIntentId ? { paymentIntentId: payment.paymentIntentId } : {}),
  });
  await appendLedger(tx, paid, { kind: 'purchase', amount: paid.initialValue, actorId: payment.actorId, providerRef: payment.providerRef, at: now });
  // A held voucher's code goes out only once staff release it: a stolen card must not get a usable code by email.
  if (!paid.heldForReview) await queueVoucherEmails(tx, paid, await restaurantTimeZone(tx, restaurantId), now);
  return paid;
}

/** The asynchronous payment (a SEPA debit) failed: the voucher never held value and can never be used. */
export async function voidUnpaidVoucher(tx: Transaction, restaurantId: string, voucherId: string): Promise<VoucherRow> {
  const voucher = await lockVoucher(tx, restaurantId, voucherId);
  if (voucher.status !== 'pendingPayment' || voucher.issuedAt !== null) return voucher;
  return setVoucher(tx, restaurantId, voucherId, { status: 'void' });
}
