import { describe, expect, it } from 'vitest';
import { addDays } from '../time';
import { datesOf, daysBetween, defaultInterval, periodsOf, periodStart, previousRange, rangeLength } from './periods';

describe('analytics periods (docs/decisions/010)', () => {
  it('counts a range with both ends, across a leap day and a year end', () => {
    expect(rangeLength('2028-02-28', '2028-03-01')).toBe(3);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2027-01-01', '2026-12-31')).toBe(-1);
    expect(datesOf('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
    expect(datesOf('2027-01-02', '2027-01-01')).toEqual([]);
  });

  it('compares with the range of equal length just before', () => {
    expect(previousRange('2026-03-01', '2026-03-31')).toEqual({ startDate: '2026-01-29', endDate: '2026-02-28' });
    expect(previousRange('2026-06-10', '2026-06-10')).toEqual({ startDate: '2026-06-09', endDate: '2026-06-09' });
  });

  it('chooses days up to a month, weeks up to half a year, months beyond', () => {
    expect(defaultInterval('2026-01-01', '2026-01-31')).toBe('day');
    expect(defaultInterval('2026-01-01', '2026-02-01')).toBe('week');
    expect(defaultInterval('2026-01-01', addDays('2026-01-01', 181))).toBe('week');
    expect(defaultInterval('2026-01-01', addDays('2026-01-01', 182))).toBe('month');
  });

  it('starts a week on Monday in every language and a month on its first', () => {
    // 2026-03-29 is a Sunday: its week began on Monday the 23rd.
    expect(periodStart('2026-03-29', 'week')).toBe('2026-03-23');
    expect(periodStart('2026-03-30', 'week')).toBe('2026-03-30');
    expect(periodStart('2026-03-29', 'month')).toBe('2026-03-01');
    expect(periodStart('2026-03-29', 'day')).toBe('2026-03-29');
  });

  it('groups the range\'s days by period, a first week or month named by its calendar start', () => {
    expect(periodsOf('2026-03-27', '2026-04-02', 'week')).toEqual([
      { start: '2026-03-23', dates: ['2026-03-27', '2026-03-28', '2026-03-29'] },
      { start: '2026-03-30', dates: ['2026-03-30', '2026-03-31', '2026-04-01', '2026-04-02'] },
    ]);
    expect(periodsOf('2026-01-31', '2026-02-01', 'month').map((p) => [p.start, p.dates.length])).toEqual([
      ['2026-01-01', 1],
      ['2026-02-01', 1],
    ]);
  });
});

