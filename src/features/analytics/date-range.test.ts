import { describe, expect, it } from 'vitest';
import { defaultInterval, mondayOf, monthOf, periodEnd, presetRange, rangeDays, rangeProblem } from './date-range';

describe('the presets', () => {
  it('take this week from Monday to Sunday, Sunday included', () => {
    // 2025-03-05 is a Wednesday, 2025-03-09 a Sunday.
    expect(presetRange('thisWeek', '2025-03-05')).toEqual({ startDate: '2025-03-03', endDate: '2025-03-09' });
    expect(presetRange('thisWeek', '2025-03-09')).toEqual({ startDate: '2025-03-03', endDate: '2025-03-09' });
    expect(presetRange('thisWeek', '2025-03-03')).toEqual({ startDate: '2025-03-03', endDate: '2025-03-09' });
  });

  it('cross a year end when the week does', () => {
    // 2025-01-01 is a Wednesday.
    expect(presetRange('thisWeek', '2025-01-01')).toEqual({ startDate: '2024-12-30', endDate: '2025-01-05' });
  });

  it('end the last 30 days today, with 30 days in them', () => {
    const range = presetRange('last30Days', '2024-03-10');
    expect(range).toEqual({ startDate: '2024-02-10', endDate: '2024-03-10' });
    expect(rangeDays(range)).toBe(30);
  });

  it('take the whole calendar year', () => {
    expect(presetRange('thisYear', '2024-07-15')).toEqual({ startDate: '2024-01-01', endDate: '2024-12-31' });
    expect(rangeDays(presetRange('thisYear', '2024-07-15'))).toBe(366);
  });
});

describe('the interval a range defaults to', () => {
  it('is the day up to 31 days, the week up to 26 weeks, else the month', () => {
    expect(defaultInterval({ startDate: '2025-01-01', endDate: '2025-01-31' })).toBe('day');
    expect(defaultInterval({ startDate: '2025-01-01', endDate: '2025-02-01' })).toBe('week');
    expect(defaultInterval({ startDate: '2025-01-01', endDate: addDaysTo('2025-01-01', 181) })).toBe('week');
    expect(defaultInterval({ startDate: '2025-01-01', endDate: addDaysTo('2025-01-01', 182) })).toBe('month');
    expect(defaultInterval(presetRange('thisYear', '2025-05-01'))).toBe('month');
  });
});

describe('a custom range', () => {
  it('is refused when it ends before it starts, is longer than three years or is no date', () => {
    expect(rangeProblem({ startDate: '2025-03-02', endDate: '2025-03-01' })).toBe('order');
    expect(rangeProblem({ startDate: '2020-01-01', endDate: '2023-01-04' })).toBe('tooLong');
    expect(rangeProblem({ startDate: '2025-02-30', endDate: '2025-03-01' })).toBe('invalid');
    expect(rangeProblem({ startDate: '', endDate: '2025-03-01' })).toBe('invalid');
  });

  it('may be a single day or three years and a day', () => {
    expect(rangeProblem({ startDate: '2025-03-01', endDate: '2025-03-01' })).toBeNull();
    expect(rangeProblem({ startDate: '2020-01-01', endDate: '2023-01-03' })).toBeNull();
  });
});

describe('the periods of the series', () => {
  it('end with their week (Sunday) or month, or with the range', () => {
    expect(periodEnd('2025-03-03', 'week', '2025-12-31')).toBe('2025-03-09');
    expect(periodEnd('2025-03-05', 'week', '2025-12-31')).toBe('2025-03-09');
    expect(periodEnd('2024-02-01', 'month', '2024-12-31')).toBe('2024-02-29');
    expect(periodEnd('2024-12-01', 'month', '2024-12-31')).toBe('2024-12-31');
    expect(periodEnd('2025-03-03', 'week', '2025-03-05')).toBe('2025-03-05');
    expect(periodEnd('2025-03-03', 'day', '2025-03-05')).toBe('2025-03-03');
  });

  it('know the Monday and the month of a date', () => {
    expect(mondayOf('2025-03-09')).toBe('2025-03-03');
    expect(monthOf('2023-12-15')).toEqual({ startDate: '2023-12-01', endDate: '2023-12-31' });
  });
});

function addDaysTo(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}
