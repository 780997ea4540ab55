// What staff change on a voucher (docs/decisions/012-vouchers.md): recipient and message, a later expiry (never before
// the legal floor), a void with its reason, the activation of one paid at the restaurant or held for review, and an
// adjustment with its reason. Each takes the voucher's lock first, checks, then writes; a value only ever changes
// through a ledger row.
import { AppError } from '../../../core/errors';
import type { VoucherAdjustment, VoucherUpdate, VoucherWithLedger } from '../../../core/schemas/vouchers';
import type { Transaction } from '../../platform/db/connection';
import { restaurantRules } from '../booking';
import { activateVoucher } from './activation';
import { withBalanceGuard } from './constraints';
import { issueDateOf, legalFloorOf, refuseExpiryBefore } from './expiry-rules';
import { expireDueVouchers } from './repository/voucher-list';
import { appendLedger, lockVoucher, setVoucher, type VoucherRow } from './repository/voucher-rows';
import { voucherWithLedger, type VoucherDeps } from './service';
import { isClosed, statusAfterExpiryMoved, statusForBalance } from './voucher-status';

const notChangeable = (voucher: VoucherRow) => new AppError('voucher_not_redeemable', `The voucher is ${voucher.status}`);

export function voucherChanges({ db, now = () => new Date() }: VoucherDeps) {
  async function applyUpdate(tx: Transaction, locked: VoucherRow, actorId: string, body: VoucherUpdate, at: Date): Promise<void> {
    let voucher = locked;
    if (body.activate) voucher = await activateVoucher(tx, voucher, { actorId, providerRef: null }, at);
    const changes: Parameters<typeof setVoucher>[3] = {};
    if (body.recipient) Object.assign(changes, { recipientName: body.recipient.name, recipientEmail: body.recipient.email ?? null });
    if (body.message !== undefined) changes.message = body.message || null;
    if (body.expiresAt !== undefined) {
      const { timeZone } = await restaurantRules(tx, voucher.restaurantId);
      const expiresAt = new Date(body.expiresAt);
      // Later only, and never before the legal floor of the voucher's issue date.
      const floor = legalFloorOf(issueDateOf(voucher, timeZone), timeZone);
      refuseExpiryBefore(expiresAt, floor.getTime() > voucher.expiresAt.getTime() ? floor : voucher.expiresAt, timeZone);
      Object.assign(changes, { expiresAt, status: statusAfterExpiryMoved(voucher, expiresAt, at) });
    }
    if (body.status === 'void') {
      if (isClosed(voucher.status)) throw notChangeable(voucher);
      // The void row takes the whole balance, so the ledger still sums to it (zero) and says who voided it and why.
      await appendLedger(tx, voucher, { kind: 'void', amount: -voucher.balance, at, actorId, reason: body.reason || null });
      changes.status = 'void';
    }
    if (Object.keys(changes).length > 0) await setVoucher(tx, voucher.restaurantId, voucher.id, changes);
  }

  async function update(restaurantId: string, actorId: string, id: string, body: VoucherUpdate): Promise<VoucherWithLedger> {
    if (body.activate && body.status === 'void') throw new AppError('invalid_request', 'A voucher is either activated or voided, not both');
    const at = now();
    await db.transaction(async (tx) => {
      await expireDueVouchers(tx, restaurantId, at);
      await applyUpdate(tx, await lockVoucher(tx, restaurantId, id), actorId, body, at);
    });
    return voucherWithLedger(db, restaurantId, id, at);
  }

  /**
   * A correction either way, with its reason. Under the lock, a negative one beyond the balance is refused (409); the
   * database's balance check refuses it anyway should the lock ever be missed.
   */
  async function adjust(restaurantId: string, actorId: string, id: string, body: VoucherAdjustment): Promise<VoucherWithLedger> {
    const at = now();
    await withBalanceGuard(() =>
      db.transaction(async (tx) => {
        await expireDueVouchers(tx, restaurantId, at);
        const voucher = await lockVoucher(tx, restaurantId, id);
        if (isClosed(voucher.status) || voucher.status === 'pendingPayment') throw notChangeable(voucher);
        if (voucher.balance + body.amount < 0) {
          throw new AppError('voucher_balance_insufficient', `The voucher has ${voucher.balance} left; it cannot go below zero`);
        }
        await appendLedger(tx, voucher, { kind: 'adjustment', amount: body.amount, at, actorId, reason: body.reason });
        const status = statusForBalance(voucher.status, voucher.balance + body.amount);
        if (status !== voucher.status) await setVoucher(tx, restaurantId, id, { status });
      }),
    );
    return voucherWithLedger(db, restaurantId, id, at);
  }

  return { update, adjust };
}
