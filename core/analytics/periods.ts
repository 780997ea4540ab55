// The calendar of the owner's analytics (spec §7 GET /analytics/bookings, docs/decisions/010): a range of restaurant-
// local dates, the period of equal length before it, and the days rolled up into weeks (ISO 8601: Monday first, in
// every language) or months. Pure date arithmetic on YYYY-MM-DD strings; the time zone is the caller's.
import type { AnalyticsInterval } from '../schemas/analytics';
import { addDays, parseLocalDate, weekdays, weekdayOf } from '../time';

const dayNumber = (date: string) => {
  const { year, month, day } = parseLocalDate(date);
  return Date.UTC(year, month - 1, day) / 86_400_000;
};

/** Days from `from` to `to` (negative when `to` comes first). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** How many dates the range holds, both ends included. */
export function rangeLength(startDate: string, endDate: string): number {
  return daysBetween(startDate, endDate) + 1;
}

/** Every date of the range, in order. */
export function datesOf(startDate: string, endDate: string): string[] {
  return Array.from({ length: Math.max(0, rangeLength(startDate, endDate)) }, (_, i) => addDays(startDate, i));
}

/** The range of equal length that ends the day before `startDate`. */
export function previousRange(startDate: string, endDate: string): { startDate: string; endDate: string } {
  const length = rangeLength(startDate, endDate);
  return { startDate: addDays(startDate, -length), endDate: addDays(startDate, -1) };
}

/** Without an asked interval: up to 31 days by day, up to 26 weeks by week, else by month (core/schemas/analytics.ts). */
export function defaultInterval(startDate: string, endDate: string): AnalyticsInterval {
  const length = rangeLength(startDate, endDate);
  if (length <= 31) return 'day';
  return length <= 26 * 7 ? 'week' : 'month';
}

/** The first date of the period a date belongs to: itself, the Monday on or before it, or the first of its month. */
export function periodStart(date: string, interval: AnalyticsInterval): string {
  if (interval === 'day') return date;
  if (interval === 'month') return `${date.slice(0, 8)}01`;
  const sinceMonday = (weekdays.indexOf(weekdayOf(date)) + 6) % 7;
  return addDays(date, -sinceMonday);
}

/**
 * The range's days grouped by period, in order: each period's first date (a week's Monday or a month's first may lie
 * before the range: the period is named by its calendar start, and holds only the range's days).
 */
export function periodsOf(startDate: string, endDate: string, interval: AnalyticsInterval): { start: string; dates: string[] }[] {
  const periods: { start: string; dates: string[] }[] = [];
  for (const date of datesOf(startDate, endDate)) {
    const start = periodStart(date, interval);
    const last = periods[periods.length - 1];
    if (last && last.start === start) last.dates.push(date);
    else periods.push({ start, dates: [date] });
  }
  return periods;
}
