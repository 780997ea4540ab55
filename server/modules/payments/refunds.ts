// Staff give money back (docs/decisions/012): through the provider when the voucher was paid online, else at the
// restaurant's till; either way a refund row on the ledger, and the voucher refunded once nothing is left.
import { AppError } from '../../../core/errors';
import type { VoucherRefund, VoucherWithLedger } from '../../../core/schemas/vouchers';
import type { Database, Transaction } from '../../platform/db/connection';
import { appendLedger, ledgerDto, ledgerOf, lockVoucher, setVoucher, voucherDto, type VoucherRow } from '../vouchers';
import type { PaymentProvider } from './provider';

export async function voucherWithLedger(db: Database | Transaction, voucher: VoucherRow): Promise<VoucherWithLedger> {
  const ledger = await ledgerOf(db, voucher.restaurantId, voucher.id);
  return { ...voucherDto(voucher), ledger: ledger.map(ledgerDto) };
}

export function voucherRefunds(deps: { db: Database; provider: PaymentProvider }) {
  /**
   * The provider is called while the voucher is locked: two refunds at once must not both give back the same balance.
   * Refunds are rare, so holding the lock for one provider round trip costs nothing that matters.
   */
  async function refund(restaurantId: string, actorId: string, voucherId: string, body: VoucherRefund): Promise<VoucherWithLedger> {
    return deps.db.transaction(async (tx) => {
      const voucher = await lockVoucher(tx, restaurantId, voucherId);
      const amount = body.amount ?? voucher.balance;
      if (amount <= 0 || amount > voucher.balance) {
        throw new AppError('voucher_balance_insufficient', `The voucher holds ${voucher.balance}; ${amount} cannot be refunded`, { params: { reason: 'balance', balance: voucher.balance } });
      }
      let providerRef: string | null = null;
      if (voucher.paymentProvider === 'stripe' && voucher.paymentIntentId) {
        if (deps.provider.kind !== 'stripe') throw new AppError('conflict', 'This voucher was paid online, and online payments are not configured');
        providerRef = await deps.provider.refund(voucher.paymentIntentId, amount, voucher.id);
      }
      await appendLedger(tx, voucher, { kind: 'refund', amount: -amount, actorId, reason: body.reason, providerRef });
      const after = amount === voucher.balance ? await setVoucher(tx, restaurantId, voucherId, { status: 'refunded' }) : await lockVoucher(tx, restaurantId, voucherId);
      return voucherWithLedger(tx, after);
    });
  }
  return { refund };
}
