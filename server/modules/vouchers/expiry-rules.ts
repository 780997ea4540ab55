// Where a voucher's expiry may lie (docs/decisions/012-vouchers.md, core/vouchers/expiry.ts): never before the legal
// floor of its issue date, and refusals that say the earliest instant and the last day it must stay valid.
import { AppError } from '../../../core/errors';
import type { StaffRefusal } from '../../../core/staff-refusal';
import { localDateOf } from '../../../core/time';
import { legalMinimumValidityYears, voucherExpiry } from '../../../core/vouchers/expiry';

/** The restaurant-local date a voucher was issued (paid or handed out), or made when it is not issued yet. */
export const issueDateOf = (voucher: { issuedAt: Date | null; createdAt: Date }, timeZone: string): string =>
  localDateOf(voucher.issuedAt ?? voucher.createdAt, timeZone);

/** The earliest expiry the law allows for a voucher issued on `issueDate`. */
export const legalFloorOf = (issueDate: string, timeZone: string): Date => voucherExpiry(issueDate, legalMinimumValidityYears, timeZone);

/** 400 invalid_request when `expiresAt` comes before `earliest`, with the reason the staff screens word. */
export function refuseExpiryBefore(expiresAt: Date, earliest: Date, timeZone: string): void {
  if (expiresAt.getTime() >= earliest.getTime()) return;
  // The voucher is valid all of the day before its first invalid instant.
  const day = localDateOf(earliest.getTime() - 1, timeZone);
  const params = { reason: 'voucherExpiryTooSoon', earliest: earliest.toISOString(), day } satisfies StaffRefusal;
  throw new AppError('invalid_request', `A voucher issued then stays valid at least until ${day}`, { params });
}
