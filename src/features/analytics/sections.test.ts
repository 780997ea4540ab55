import { describe, expect, it } from 'vitest';
import { BookingAnalytics } from '../../../core/schemas/analytics';
import { chartPointsOf, sectionIds, sectionsOf, type Section } from './sections';
import { plainWords, sampleAnalytics } from './test-kit';


const sum = (section: Section, metric: 'bookings' | 'covers' | 'cancellations') => section.rows.reduce((total, row) => total + (row.values[metric] ?? 0), 0);
const byId = (sections: Section[], id: Section['id']) => sections.find((section) => section.id === id) as Section;

describe('the sections of the screen', () => {
  const data = sampleAnalytics();
  const sections = sectionsOf(data, plainWords);

  it('come from an answer of the API contract', () => {
    expect(BookingAnalytics.safeParse(data).success).toBe(true);
  });

  it('are every section, in the order the screen shows them', () => {
    expect(sections.map((section) => section.id)).toEqual([...sectionIds]);
  });

  it('add up to the totals where every booking has one row', () => {
    for (const id of ['periods', 'partySizes', 'sources', 'platforms'] as const) {
      expect(sum(byId(sections, id), 'bookings'), id).toBe(data.totals.bookings);
    }
    expect(sum(byId(sections, 'leadTimes'), 'bookings')).toBe(data.totals.bookings);
    expect(sum(byId(sections, 'periods'), 'covers')).toBe(data.totals.covers);
    expect(sum(byId(sections, 'cancellationLeadTimes'), 'cancellations')).toBe(data.totals.cancellations);
  });

  it('give each period its dates, the last day of a week or month cut at the range end', () => {
    const periods = byId(sections, 'periods');
    expect(periods.rows[0]).toMatchObject({ key: '2025-03-03', startDate: '2025-03-03', endDate: '2025-03-03', label: '2025-03-03' });
    const weekly = sectionsOf({ ...data, interval: 'week', endDate: '2025-03-12', periods: [{ ...data.periods[0]!, start: '2025-03-10' }] }, plainWords);
    expect(byId(weekly, 'periods').rows[0]).toMatchObject({ startDate: '2025-03-10', endDate: '2025-03-12', label: '2025-03-10..2025-03-12' });
  });

  it('name rows in the reader’s words: buckets, sources, platforms (unknown included), specials', () => {
    expect(byId(sections, 'leadTimes').rows.map((row) => row.label)[0]).toBe('bucket:sameDay');
    expect(byId(sections, 'sources').rows.map((row) => row.label)).toContain('source:walk-in');
    expect(byId(sections, 'platforms').rows.map((row) => row.label)).toContain('platform:unknown');
    expect(byId(sections, 'specials').rows.map((row) => row.label)).toEqual(['Asparagus menu', 'Weinprobe']);
    expect(byId(sections, 'partySizes').rows.map((row) => row.label)[1]).toBe('#2');
  });

  it('keep an area’s occupancy and seats, and a day without seats as no occupancy', () => {
    expect(byId(sections, 'areas').rows[1]?.values).toMatchObject({ seatsOffered: 240, occupancy: 0.25 });
    expect(byId(sections, 'periods').rows[1]?.values.occupancy).toBeNull();
  });
});

describe('the points of a chart', () => {
  const sections = sectionsOf(sampleAnalytics(), plainWords);

  it('are one series per charted figure, one point per row', () => {
    const points = chartPointsOf(byId(sections, 'periods'));
    expect(points.labels).toHaveLength(7);
    expect(points.series).toEqual([
      [3, 0, 5, 8, 12, 20, 15],
      [8, 0, 14, 22, 30, 58, 42],
    ]);
  });

  it('draw a share as a percentage', () => {
    expect(chartPointsOf(byId(sections, 'areas')).series[0]).toEqual([32.8125, 25]);
  });
});
