// A redemption's rule (docs/decisions/012-vouchers.md), one for both sides: the tablet checks it against the balance
// it last saw and queues the redemption; the server checks it again against the locked voucher, and its answer wins.
import type { VoucherStatus } from '../schemas/vouchers';

export interface RedeemableVoucher {
  status: VoucherStatus;
  balance: number;
  expiresAt: string;
}

export type RedemptionCheck =
  | { ok: true; balanceAfter: number; statusAfter: VoucherStatus }
  | { ok: false; code: 'voucher_not_redeemable'; reason: 'pendingPayment' | 'expired' | 'void' | 'refunded' | 'redeemed' | 'heldForReview' }
  | { ok: false; code: 'voucher_balance_insufficient'; balance: number };

/** Whether `amount` (minor units) may be taken from the voucher at `now` (epoch ms), and what it leaves. */
export function checkRedemption(voucher: RedeemableVoucher & { heldForReview?: boolean }, amount: number, now: number): RedemptionCheck {
  if (voucher.heldForReview) return { ok: false, code: 'voucher_not_redeemable', reason: 'heldForReview' };
  if (voucher.status !== 'active') return { ok: false, code: 'voucher_not_redeemable', reason: voucher.status };
  if (Date.parse(voucher.expiresAt) <= now) return { ok: false, code: 'voucher_not_redeemable', reason: 'expired' };
  if (amount > voucher.balance) return { ok: false, code: 'voucher_balance_insufficient', balance: voucher.balance };
  const balanceAfter = voucher.balance - amount;
  return { ok: true, balanceAfter, statusAfter: balanceAfter === 0 ? 'redeemed' : 'active' };
}
