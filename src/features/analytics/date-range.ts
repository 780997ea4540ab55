// The owner's range of restaurant-local dates (spec §7 GET /analytics/bookings: startDate, endDate, both included) and
// the series' interval. Dates are the restaurant's (core/time.ts); weeks start on Monday in every language
// (docs/decisions/010-analytics.md).
import { maxAnalyticsDays, type AnalyticsInterval } from '../../../core/schemas/analytics';
import { addDays, isLocalDate, parseLocalDate, weekdayOf, weekdays } from '../../../core/time';

export interface DateRange {
  startDate: string;
  endDate: string;
}

/**
 * Whole calendar periods, so that "the period of equal length just before" the server compares with is the week or
 * year before (a week to date would be compared with the end of the week before, its busiest days); bookings already
 * made for the rest of the week or year count, as the book stands.
 */
export const rangePresets = ['thisWeek', 'last30Days', 'thisYear'] as const;
export type RangePreset = (typeof rangePresets)[number];

/** The Monday of the ISO week of a date. */
export function mondayOf(date: string): string {
  const fromMonday = (weekdays.indexOf(weekdayOf(date)) + 6) % 7;
  return addDays(date, -fromMonday);
}

/** The first and last day of a date's month. */
export function monthOf(date: string): DateRange {
  const { year, month } = parseLocalDate(date);
  const startDate = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`;
  const nextMonth = month === 12 ? `${String(year + 1).padStart(4, '0')}-01-01` : `${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}-01`;
  return { startDate, endDate: addDays(nextMonth, -1) };
}

export function presetRange(preset: RangePreset, today: string): DateRange {
  switch (preset) {
    case 'thisWeek': {
      const monday = mondayOf(today);
      return { startDate: monday, endDate: addDays(monday, 6) };
    }
    case 'last30Days':
      return { startDate: addDays(today, -29), endDate: today };
    case 'thisYear': {
      const year = today.slice(0, 4);
      return { startDate: `${year}-01-01`, endDate: `${year}-12-31` };
    }
  }
}

/** Days in the range, both ends included. */
export function rangeDays(range: DateRange): number {
  const dayOf = (date: string) => {
    const { year, month, day } = parseLocalDate(date);
    return Date.UTC(year, month - 1, day) / 86_400_000;
  };
  return dayOf(range.endDate) - dayOf(range.startDate) + 1;
}

/** The server's default for a range without an interval (core/schemas/analytics.ts): ≤ 31 days by day, ≤ 26 weeks by week. */
export function defaultInterval(range: DateRange): AnalyticsInterval {
  const days = rangeDays(range);
  if (days <= 31) return 'day';
  if (days <= 26 * 7) return 'week';
  return 'month';
}

export type RangeProblem = 'invalid' | 'order' | 'tooLong';

/** Why a custom range cannot be asked for, or null when it can. */
export function rangeProblem(range: DateRange): RangeProblem | null {
  if (!isLocalDate(range.startDate) || !isLocalDate(range.endDate)) return 'invalid';
  if (range.endDate < range.startDate) return 'order';
  if (rangeDays(range) > maxAnalyticsDays) return 'tooLong';
  return null;
}

/** The last day of the period that starts on `start`, cut at the range's end (a range may end mid-week or mid-month). */
export function periodEnd(start: string, interval: AnalyticsInterval, rangeEnd: string): string {
  const end = interval === 'day' ? start : interval === 'week' ? addDays(mondayOf(start), 6) : monthOf(start).endDate;
  return end < rangeEnd ? end : rangeEnd;
}
