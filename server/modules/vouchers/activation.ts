// A voucher becomes worth its value once it is paid (docs/decisions/012-vouchers.md): staff mark a pay-at-the-
// restaurant voucher paid or release one held for review (PUT /vouchers/{id} activate), and the payment provider's
// webhook activates one paid online. Both go through here, under the voucher's lock the caller took.
import { AppError } from '../../../core/errors';
import type { StaffRefusal } from '../../../core/staff-refusal';
import { localDateOf } from '../../../core/time';
import { voucherExpiry } from '../../../core/vouchers/expiry';
import type { Transaction } from '../../platform/db/connection';
import { restaurantRules } from '../booking';
import { hasPurchaseRow } from './repository/ledger-reads';
import { voucherSettingsOf } from './repository/settings';
import { appendLedger, setVoucher, type VoucherRow } from './repository/voucher-rows';
import { queueVoucherEmails } from './voucher-email-schedule';

export interface PaymentRecord {
  /** The staff member who took the payment or released the hold; null for the payment provider. */
  actorId: string | null;
  /** The provider's id of the payment (Stripe pi_…); null when paid at the restaurant. */
  providerRef: string | null;
}

/**
 * Writes the purchase row (the voucher's initial value) unless it exists: a voucher paid online but held for review
 * has its value recorded when paid, and keeps it when staff release it.
 */
export async function recordPurchase(tx: Transaction, voucher: VoucherRow, payment: PaymentRecord, at = new Date()): Promise<void> {
  if (await hasPurchaseRow(tx, voucher.restaurantId, voucher.id)) return;
  await appendLedger(tx, voucher, { kind: 'purchase', amount: voucher.initialValue, at, actorId: payment.actorId, providerRef: payment.providerRef, reason: null });
}

/**
 * Activates a voucher waiting for its payment or its release (locked by the caller): its purchase recorded once, its
 * status active, issued now, its emails queued, and its expiry moved to the legal floor of today's issue when that is later (a voucher
 * bought on 31 December and paid on 2 January is issued in the new year). 409 conflict for any other voucher.
 */
export async function activateVoucher(tx: Transaction, voucher: VoucherRow, payment: PaymentRecord, now = new Date()): Promise<VoucherRow> {
  if (voucher.status !== 'pendingPayment') {
    const params = { reason: 'voucherNotPending' } satisfies StaffRefusal;
    throw new AppError('conflict', `The voucher is ${voucher.status}, not waiting for payment or release`, { params });
  }
  const { timeZone } = await restaurantRules(tx, voucher.restaurantId);
  const settings = await voucherSettingsOf(tx, voucher.restaurantId);
  await recordPurchase(tx, voucher, payment, now);
  const floor = voucherExpiry(localDateOf(now, timeZone), settings.validityYears, timeZone);
  const expiresAt = floor.getTime() > voucher.expiresAt.getTime() ? floor : voucher.expiresAt;
  const active = await setVoucher(tx, voucher.restaurantId, voucher.id, { status: 'active', heldForReview: false, issuedAt: now, expiresAt });
  // Usable from now on: its emails (with the PDF) go out, the recipient's on the delivery date.
  await queueVoucherEmails(tx, active, timeZone, now);
  return active;
}
