// A voucher code as a person types it (docs/decisions/012-vouchers.md): spaces, hyphens and case do not matter; the
// answer is the canonical form. Its own module, so the booking request (./reservations.ts) can take one without the
// voucher schemas, which read the front of house's, which read the reservations'.
import { z } from 'zod';
import { isVoucherCode, normalizeVoucherCode, voucherCodeLength } from '../vouchers/code';

export const VoucherCode = z
  .string()
  .max(64)
  .transform(normalizeVoucherCode)
  .refine(isVoucherCode, `A voucher code is ${voucherCodeLength} letters and digits`);
