// Staff send a voucher's emails again (docs/decisions/012: the email that "never arrives"): queued to go out now
// through the outbox; a recipient's delivery still to come keeps its date.
import { AppError } from '../../../core/errors';
import type { VoucherEmailsResent } from '../../../core/schemas/payments';
import type { Database } from '../../platform/db/connection';
import { lockVoucher, queueVoucherEmails } from '../vouchers';
import { restaurantTimeZone } from './repository/checkout-reads';

export function voucherResend(deps: { db: Database; wakeOutbox: () => void }) {
  async function resend(restaurantId: string, voucherId: string, now = new Date()): Promise<VoucherEmailsResent> {
    const queued = await deps.db.transaction(async (tx) => {
      const voucher = await lockVoucher(tx, restaurantId, voucherId);
      const usable = voucher.issuedAt !== null && !voucher.heldForReview && (voucher.status === 'active' || voucher.status === 'redeemed');
      if (!usable) throw new AppError('conflict', `A voucher that is ${voucher.heldForReview ? 'held for review' : voucher.status} is not sent`);
      return queueVoucherEmails(tx, voucher, await restaurantTimeZone(tx, restaurantId), now, { skipFutureRecipient: true });
    });
    deps.wakeOutbox();
    return { queued };
  }
  return { resend };
}
