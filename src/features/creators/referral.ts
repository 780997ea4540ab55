// What the creator area derives from its data (spec §2 /c/…; docs/decisions/014-affiliates.md): the referral link of
// a restaurant (the creator's code is their username), the figures' money as text, and a month's name.
import type { ReferralFigures } from '../../../core/schemas/affiliates';
import { formatMinor } from '../../i18n/money';

/** `{origin}/r/{restaurantId}/?ref={code}`: the booking page keeps the code for the first referrer. */
export function referralUrl(origin: string, restaurantId: string, code: string): string {
  return `${origin.replace(/\/+$/, '')}/r/${encodeURIComponent(restaurantId)}/?ref=${encodeURIComponent(code)}`;
}

export type CommissionStatusName = 'pending' | 'approved' | 'paid';
const statusNames: readonly CommissionStatusName[] = ['pending', 'approved', 'paid'];

/** One status's money in every currency the figures hold ("12,50 € · 3,00 $"), or a zero in `fallback`. */
export function moneyOf(figures: Pick<ReferralFigures, 'commission'>, status: CommissionStatusName, locale: string, fallback = 'EUR'): string {
  if (!figures.commission.length) return formatMinor(0, fallback, locale);
  return figures.commission.map((line) => formatMinor(line[status], line.currency, locale)).join(' · ');
}

/** The money of every status, for a table row. */
export function moneyByStatus(figures: Pick<ReferralFigures, 'commission'>, locale: string, fallback = 'EUR'): Record<CommissionStatusName, string> {
  return Object.fromEntries(statusNames.map((status) => [status, moneyOf(figures, status, locale, fallback)])) as Record<CommissionStatusName, string>;
}

/** "2026-03" as "März 2026" / "March 2026" / "marzo de 2026" (the day is irrelevant: UTC mid-month). */
export function monthName(month: string, locale: string): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, index - 1, 15)));
}

/** A file name for a link's QR code: covers-{restaurant}-{code}.png. */
export const qrFileName = (restaurantId: string, code: string, extension: 'png' | 'svg') => `covers-${restaurantId}-${code}.${extension}`;
