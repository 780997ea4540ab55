// When a voucher stops being valid (docs/decisions/012-vouchers.md). German law lets the claim run three years from
// the end of the year of issue (BGB §§ 195, 199), and courts struck down shorter limits; we apply that floor in every
// country we serve, since we know of no shorter one we could safely offer. A restaurant may choose longer.
import { toInstant } from '../time';

export const legalMinimumValidityYears = 3;

/** The years of validity a restaurant's choice comes to: never below the legal floor. */
export const validityYearsOf = (chosen: number): number => Math.max(legalMinimumValidityYears, Math.floor(chosen));

/**
 * The first instant a voucher issued on `issueDate` (restaurant-local YYYY-MM-DD) is no longer valid: the start of
 * 1 January after the end of its last year, in the restaurant's time zone (so it is valid all of 31 December there).
 */
export function voucherExpiry(issueDate: string, validityYears: number, timeZone: string): Date {
  const issueYear = Number(issueDate.slice(0, 4));
  const firstInvalidYear = issueYear + validityYearsOf(validityYears) + 1;
  return toInstant(`${firstInvalidYear}-01-01`, 0, timeZone);
}

/** An expiry staff set by hand is allowed when it is no earlier than the legal floor for that issue date. */
export function expiryAllowed(expiresAt: Date, issueDate: string, timeZone: string): boolean {
  return expiresAt.getTime() >= voucherExpiry(issueDate, legalMinimumValidityYears, timeZone).getTime();
}
