// What a guest may read of a voucher (docs/decisions/012-vouchers.md): the balance by code, and the voucher page by
// its unguessable id; always within the restaurant of the request. A code or id that is unknown there answers the
// same 404 as one of another restaurant, so nothing can be learnt by trying codes.
import { AppError } from '../../../core/errors';
import type { GiftCardBalance, PublicVoucher } from '../../../core/schemas/vouchers';
import { expireDueVouchers } from './repository/voucher-list';
import { findVoucher, findVoucherByCode, type VoucherRow } from './repository/voucher-rows';
import type { VoucherDeps } from './service';

const noSuchVoucher = () => new AppError('not_found', 'No such voucher');

export function publicVouchersService({ db, now = () => new Date() }: VoucherDeps) {
  async function found(restaurantId: string, read: () => Promise<VoucherRow | undefined>): Promise<VoucherRow> {
    await expireDueVouchers(db, restaurantId, now());
    const row = await read();
    if (!row) throw noSuchVoucher();
    return row;
  }

  /** Balance and status only: nothing about buyer or recipient. */
  async function balance(restaurantId: string, code: string): Promise<GiftCardBalance> {
    const row = await found(restaurantId, () => findVoucherByCode(db, restaurantId, code));
    return { code: row.code, balance: row.balance, currency: row.currency, status: row.status, expiresAt: row.expiresAt.toISOString() };
  }

  /** The voucher page: its id is the bearer of the code, so it shows the code, value, balance and message. */
  async function voucher(restaurantId: string, id: string): Promise<PublicVoucher> {
    const row = await found(restaurantId, () => findVoucher(db, restaurantId, id));
    return {
      _id: row.id,
      code: row.code,
      kind: row.kind,
      title: row.title ?? null,
      initialValue: row.initialValue,
      balance: row.balance,
      currency: row.currency,
      status: row.status,
      expiresAt: row.expiresAt.toISOString(),
      recipientName: row.recipientName,
      message: row.message,
    };
  }

  return { balance, voucher };
}
