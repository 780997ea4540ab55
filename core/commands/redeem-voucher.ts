// Redeeming a voucher at the table (docs/decisions/012-vouchers.md) as a front-of-house command like a check-in: the
// tablet applies it at once against the balance it last saw and queues it; the server checks it again against the
// locked voucher (core/vouchers/redemption.ts) and its answer wins. The day's book does not change: the redemption
// is a row of the voucher's ledger, naming the reservation it was spent on.
import { z } from 'zod';
import { Amount } from '../schemas/vouchers';
import { EntityId } from '../schemas/common';
import { planned, type Plan } from './types';

export const RedeemVoucher = z.object({
  kind: z.literal('redeemVoucher'),
  voucherId: EntityId,
  amount: Amount,
  reservationId: EntityId.optional(),
});
export type RedeemVoucher = z.infer<typeof RedeemVoucher>;

/** Nothing of the day changes; the voucher's own check is checkRedemption, run by each side on its voucher. */
export function planRedeemVoucher(): Plan {
  return planned();
}
