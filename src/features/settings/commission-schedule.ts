// The commission schedule form's values as typed, and what they mean (docs/decisions/014-affiliates.md): money rates
// in the currency's minor units, a share of the spend in basis points, the platform's fee in percent with two
// decimals, the attribution window in days (1–90, 30 by default) and an optional cap. Either decimal mark is read.
import type { z } from 'zod';
import { defaultAttributionWindowDays, maxAttributionWindowDays, type CommissionBasis, type CommissionSchedule, type CommissionScheduleInput } from '../../../core/schemas/affiliates';
import { fractionDigitsOf, parseAmount } from '../../../core/vouchers/money';

export interface ScheduleValues {
  /** '' for every creator, else the creator's id. */
  creator: string;
  basis: z.infer<typeof CommissionBasis>;
  rate: string;
  currency: string;
  fee: string;
  window: string;
  cap: string;
}

export type ScheduleField = 'rate' | 'currency' | 'fee' | 'window' | 'cap';
export type ScheduleProblem = 'missing' | 'invalid' | 'tooHigh';
export type ScheduleOutcome = { problems: Partial<Record<ScheduleField, ScheduleProblem>>; body: z.input<typeof CommissionScheduleInput> | null };

/** A decimal with at most `decimals` places, either mark; null when it is not one. */
export function parseDecimal(typed: string, decimals: number): number | null {
  const text = typed.trim().replace(',', '.');
  if (!new RegExp(`^\\d{1,7}(\\.\\d{1,${decimals}})?$`).test(text)) return null;
  return Number(text);
}

const validCurrency = (code: string): boolean => {
  if (!/^[A-Z]{3}$/.test(code)) return false;
  try {
    fractionDigitsOf(code);
    return true;
  } catch {
    return false;
  }
};

/** The form's first values: the terms in force (so a change starts from them), or a plain default. */
export function valuesOf(current: CommissionSchedule | undefined, locale: string): ScheduleValues {
  if (!current) return { creator: '', basis: 'perCover', rate: '', currency: 'EUR', fee: '10', window: String(defaultAttributionWindowDays), cap: '' };
  const digits = fractionDigitsOf(current.commissionCurrency);
  const decimal = (value: number, places: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: places, useGrouping: false }).format(value);
  return {
    creator: current.affiliateUserId ?? '',
    basis: current.basis,
    rate: current.basis === 'percentOfSpend' ? decimal(current.commissionRate / 100, 2) : decimal(current.commissionRate / 10 ** digits, digits),
    currency: current.commissionCurrency,
    fee: decimal(current.platformFeePercentage, 2),
    window: String(current.attributionWindowDays),
    cap: current.capPerBooking === null ? '' : decimal(current.capPerBooking / 10 ** digits, digits),
  };
}

function rateOf(values: ScheduleValues, locale: string): number | ScheduleProblem {
  if (!values.rate.trim()) return 'missing';
  if (values.basis === 'percentOfSpend') {
    const percent = parseDecimal(values.rate, 2);
    if (percent === null) return 'invalid';
    return percent > 100 ? 'tooHigh' : Math.round(percent * 100);
  }
  const minor = validCurrency(values.currency) ? parseAmount(values.rate, values.currency, locale) : null;
  if (minor === null) return 'invalid';
  return minor > 1_000_000 ? 'tooHigh' : minor;
}

/** The problems of each field, and the new row's body when there are none. */
export function checkSchedule(values: ScheduleValues, locale: string): ScheduleOutcome {
  const problems: ScheduleOutcome['problems'] = {};
  const currency = values.currency.trim().toUpperCase();
  if (!validCurrency(currency)) problems.currency = currency ? 'invalid' : 'missing';
  const rate = rateOf({ ...values, currency }, locale);
  if (typeof rate !== 'number') problems.rate = rate;
  const fee = parseDecimal(values.fee, 2);
  if (fee === null || fee > 100) problems.fee = values.fee.trim() ? 'invalid' : 'missing';
  const window = /^\d{1,3}$/.test(values.window.trim()) ? Number(values.window) : NaN;
  if (!(window >= 1 && window <= maxAttributionWindowDays)) problems.window = 'invalid';
  const cap = values.cap.trim() ? (validCurrency(currency) ? parseAmount(values.cap, currency, locale) : null) : undefined;
  if (cap === null || (cap !== undefined && (cap < 1 || cap > 10_000_000))) problems.cap = 'invalid';
  if (Object.keys(problems).length || typeof rate !== 'number' || fee === null) return { problems, body: null };
  return {
    problems,
    body: {
      affiliateUserId: values.creator || null,
      active: true,
      basis: values.basis,
      commissionRate: rate,
      commissionCurrency: currency,
      platformFeePercentage: fee,
      attributionWindowDays: window,
      capPerBooking: cap ?? null,
    },
  };
}
