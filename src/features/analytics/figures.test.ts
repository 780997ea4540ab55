import { describe, expect, it } from 'vitest';
import { changeOf, headlinesOf, isEmptyRange } from './figures';
import { counts, previousTotals, sampleAnalytics } from './test-kit';

describe('the change against the previous period', () => {
  it('is a percentage of the value before for counts and means', () => {
    expect(changeOf('bookings', 63, 50)).toEqual({ kind: 'percent', value: 0.26, tone: 'good' });
    expect(changeOf('averagePartySize', 2.1, 2.8)).toMatchObject({ kind: 'percent', tone: 'bad' });
    expect((changeOf('averagePartySize', 2.1, 2.8) as { value: number }).value).toBeCloseTo(-0.25, 10);
  });

  it('is bad news when cancellations and no-shows rise, good when they fall', () => {
    expect(changeOf('cancellations', 12, 10)).toMatchObject({ kind: 'percent', tone: 'bad' });
    expect(changeOf('noShows', 1, 4)).toMatchObject({ kind: 'percent', value: -0.75, tone: 'good' });
    expect(changeOf('covers', 10, 10)).toEqual({ kind: 'percent', value: 0, tone: 'same' });
  });

  it('is the difference in percentage points for occupancy', () => {
    const change = changeOf('occupancy', 0.35, 0.25);
    expect(change.kind).toBe('points');
    expect((change as { value: number }).value).toBeCloseTo(10, 10);
  });

  it('is the difference itself when the count was zero before, and nothing when a mean is missing', () => {
    expect(changeOf('walkIns', 9, 0)).toEqual({ kind: 'difference', value: 9, tone: 'good' });
    expect(changeOf('averageLeadDays', 4.25, null)).toEqual({ kind: 'none' });
    expect(changeOf('occupancy', null, 0.2)).toEqual({ kind: 'none' });
  });
});

describe('the headline figures', () => {
  it('are the eight totals with the previous period beside each', () => {
    const data = sampleAnalytics();
    const headlines = headlinesOf(data.totals, data.previous.totals);
    expect(headlines.map((headline) => headline.figure)).toEqual(['bookings', 'covers', 'cancellations', 'noShows', 'walkIns', 'averagePartySize', 'averageLeadDays', 'occupancy']);
    expect(headlines[0]).toMatchObject({ value: 63, previous: 50, kind: 'count' });
    expect(headlines[3]).toMatchObject({ figure: 'noShows', value: 4, previous: 0, change: { kind: 'difference', value: 4, tone: 'bad' } });
    expect(headlines[7]).toMatchObject({ figure: 'occupancy', kind: 'share', previous: 0.25 });
  });

  it('say a range is empty only when nothing at all happened in it', () => {
    const empty = { ...previousTotals, ...counts(0, 0), averagePartySize: null, averageLeadDays: null, occupancy: 0 };
    expect(isEmptyRange(empty)).toBe(true);
    expect(isEmptyRange({ ...empty, cancellations: 1 })).toBe(false);
    expect(isEmptyRange(sampleAnalytics().totals)).toBe(false);
  });
});
