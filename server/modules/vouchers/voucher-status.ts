// How a voucher's status follows a change of staff (docs/decisions/012-vouchers.md): its balance after an adjustment,
// its expiry moved. Pure, so the rules read at a glance and are tested alone.
import type { VoucherStatus } from '../../../core/schemas/vouchers';

/** A voucher whose value is gone for good: nothing is taken from or added to it. */
export const isClosed = (status: VoucherStatus): boolean => status === 'void' || status === 'refunded';

/** The status a balance leaves an active or used-up voucher in; any other keeps its own. */
export function statusForBalance(status: VoucherStatus, balance: number): VoucherStatus {
  if (status === 'active' && balance === 0) return 'redeemed';
  if (status === 'redeemed' && balance > 0) return 'active';
  return status;
}

/**
 * What a voucher is once staff move its expiry to `expiresAt`: an expired one moved past `now` is again waiting for
 * its payment (never issued), used up (no balance) or active; any other keeps its status.
 */
export function statusAfterExpiryMoved(voucher: { status: VoucherStatus; issuedAt: Date | null; balance: number }, expiresAt: Date, now: Date): VoucherStatus {
  if (voucher.status !== 'expired' || expiresAt.getTime() <= now.getTime()) return voucher.status;
  if (voucher.issuedAt === null) return 'pendingPayment';
  return voucher.balance === 0 ? 'redeemed' : 'active';
}
