// The host tablet's voucher lookup (docs/decisions/012-vouchers.md): by the code the guest shows, or by the voucher's
// id (the QR code on a voucher links to its page, which names the id). Redemptions go through the offline queue.
import type { VoucherWithLedger } from '../../core/schemas/vouchers';
import { normalizeVoucherCode } from '../../core/vouchers/code';
import { getJson } from './client';

export const fetchVoucherByCode = (restaurantId: string, code: string) =>
  getJson<VoucherWithLedger>(`/vouchers/by-code/${encodeURIComponent(normalizeVoucherCode(code))}`, { restaurantId });

export const fetchVoucherById = (restaurantId: string, voucherId: string) => getJson<VoucherWithLedger>(`/vouchers/${encodeURIComponent(voucherId)}`, { restaurantId });
