// Voucher amounts as people read and type them (docs/decisions/012-vouchers.md: integers of the currency's minor
// units on the wire). Shown with Intl.NumberFormat in the page's locale and the voucher's currency; typed with either
// decimal mark, since a guest in Madrid types "12,50" and one on an English phone "12.50" for the same amount.
import { addDays } from '../time';

/** How many decimals the currency has (2 for EUR and MXN, 0 for JPY). */
export const fractionDigitsOf = (currency: string): number =>
  new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;

/** An amount in minor units, as the locale writes money in that currency: 1250 EUR → "12,50 €" in de. */
export function formatMoney(minor: number, currency: string, locale: string): string {
  const digits = fractionDigitsOf(currency);
  // Whole amounts without ",00": presets and voucher values are nearly always whole.
  const whole = minor % 10 ** digits === 0;
  return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: whole ? 0 : digits, maximumFractionDigits: digits }).format(minor / 10 ** digits);
}

/** The locale's decimal mark ("," in de and es, "." in en). */
const decimalMarkOf = (locale: string): string => new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';

/**
 * What a person typed as an amount, in minor units; null when it is not one. Either mark may be the decimal one when
 * one or two digits follow it; three digits after the locale's own decimal mark are refused rather than guessed
 * ("1,250" in de), after the other mark they are a thousands group ("1.250" in de, "1,250" in en).
 */
export function parseAmount(typed: string, currency: string, locale: string): number | null {
  const text = typed.replace(/[\s\u00a0\u202f]/g, '').replace(/[^\d.,-]/g, '');
  if (!/^\d[\d.,]*$/.test(text)) return null;
  const digits = fractionDigitsOf(currency);
  const last = Math.max(text.lastIndexOf('.'), text.lastIndexOf(','));
  let whole = text;
  let fraction = '';
  if (last >= 0) {
    const tail = text.slice(last + 1);
    const mark = text[last] as string;
    if (/^\d{1,2}$/.test(tail) && digits > 0) {
      // The decimal mark once only, and not the one grouping thousands before it.
      if (text.slice(0, last).includes(mark)) return null;
      whole = text.slice(0, last);
      fraction = tail;
    } else if (!(/^\d{3}$/.test(tail) && mark !== decimalMarkOf(locale))) return null;
  }
  // What is left of the marks groups thousands: three digits after each.
  if (!/^\d{1,3}(?:[.,]\d{3})*$|^\d+$/.test(whole)) return null;
  const units = Number(whole.replace(/[.,]/g, ''));
  const minor = units * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  return Number.isSafeInteger(minor) ? minor : null;
}

/** An amount in minor units as an input's starting text, without currency or grouping: 1250 → "12,50" in de. */
export function amountInputText(minor: number, currency: string, locale: string): string {
  const digits = fractionDigitsOf(currency);
  return new Intl.NumberFormat(locale, { useGrouping: false, minimumFractionDigits: minor % 10 ** digits === 0 ? 0 : digits, maximumFractionDigits: digits }).format(minor / 10 ** digits);
}

/**
 * The last day a voucher is valid, as YYYY-MM-DD: the day before the local date of its expiry instant. An expiry is
 * the start of a day in the restaurant's zone (core/vouchers/expiry.ts), within twelve hours of UTC midnight for every
 * zone we serve, so that day is read without the zone: shift by twelve hours and take the UTC date.
 */
export function lastValidDay(expiresAt: string): string {
  const shifted = new Date(Date.parse(expiresAt) + 12 * 3600_000);
  return addDays(shifted.toISOString().slice(0, 10), -1);
}

/** A restaurant-local date (YYYY-MM-DD) in the locale's long form, e.g. "31. Dezember 2029". */
export function formatLocalDate(date: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
}
