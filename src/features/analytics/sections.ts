// The sections of the analytics screen as rows of raw figures, built once from the answer of GET /analytics/bookings:
// the screen's tables and charts format them and the CSV export writes them unformatted, so the file says what the
// screen says.
import type { BookingPlatform, ReservationSource } from '../../../core/analytics/booking-origin';
import type { AnalyticsInterval, BookingAnalytics, BookingCounts } from '../../../core/schemas/analytics';
import type { LocalizedText } from '../../../core/schemas/common';
import { periodEnd } from './date-range';

type LeadTimeBucket = BookingAnalytics['leadTimes'][number]['bucket'];

/** How a figure is shown: a count, a mean, days, hours, minutes, or a share of seats. */
export type MetricKind = 'count' | 'average' | 'days' | 'hours' | 'minutes' | 'share';

export const metricKinds = {
  bookings: 'count',
  covers: 'count',
  cancellations: 'count',
  noShows: 'count',
  walkIns: 'count',
  seatedCovers: 'count',
  seatsOffered: 'count',
  occupancy: 'share',
  averagePartySize: 'average',
  averageLeadDays: 'days',
  averageCancellationLeadHours: 'hours',
  visits: 'count',
  averageMinutes: 'minutes',
  medianMinutes: 'minutes',
} as const satisfies Record<string, MetricKind>;
export type MetricId = keyof typeof metricKinds;
export const metricIds = Object.keys(metricKinds) as MetricId[];

export const sectionIds = ['periods', 'partySizes', 'leadTimes', 'cancellationLeadTimes', 'sources', 'platforms', 'areas', 'specials', 'turnTimes'] as const;
export type SectionId = (typeof sectionIds)[number];

/** What a section's first column names: its heading is `analytics.column.<keyColumn>`. */
export type KeyColumn = 'period' | 'partySize' | 'bookedAhead' | 'cancelledAhead' | 'source' | 'platform' | 'area' | 'special';

export interface SectionRow {
  /** The row's own identity (a date, a party size, a bucket, an id), never shown. */
  key: string;
  /** The row's name in the reader's language. */
  label: string;
  /** A period's first and last local date. */
  startDate?: string;
  endDate?: string;
  values: Partial<Record<MetricId, number | null>>;
}

export interface ChartSpec {
  kind: 'line' | 'bar';
  /** The metrics drawn, one series each. */
  series: readonly MetricId[];
  /** Bars across, for long names (areas, specials, sources). */
  horizontal: boolean;
}

export interface Section {
  id: SectionId;
  keyColumn: KeyColumn;
  metrics: readonly MetricId[];
  rows: SectionRow[];
  chart: ChartSpec;
}

/** The names of things in the reader's language. */
export interface SectionWords {
  period(startDate: string, endDate: string, interval: AnalyticsInterval): string;
  number(value: number): string;
  bucket(bucket: LeadTimeBucket): string;
  source(source: ReservationSource): string;
  platform(platform: BookingPlatform | 'unknown'): string;
  special(title: LocalizedText, specialId: string): string;
}

const countMetrics = ['bookings', 'covers', 'cancellations', 'noShows', 'walkIns', 'seatedCovers'] as const satisfies readonly MetricId[];

function countsOf(row: BookingCounts): SectionRow['values'] {
  return Object.fromEntries(countMetrics.map((metric) => [metric, row[metric]]));
}

const bar = (series: readonly MetricId[], horizontal = false): ChartSpec => ({ kind: 'bar', series, horizontal });

function periodsSection(data: BookingAnalytics, words: SectionWords): Section {
  const rows = data.periods.map((period) => {
    const endDate = periodEnd(period.start, data.interval, data.endDate);
    return { key: period.start, label: words.period(period.start, endDate, data.interval), startDate: period.start, endDate, values: { ...countsOf(period), occupancy: period.occupancy } };
  });
  return { id: 'periods', keyColumn: 'period', metrics: [...countMetrics, 'occupancy'], rows, chart: { kind: 'line', series: ['bookings', 'covers'], horizontal: false } };
}

function originSections(data: BookingAnalytics, words: SectionWords): Section[] {
  return [
    {
      id: 'sources',
      keyColumn: 'source',
      metrics: countMetrics,
      rows: data.sources.map((row) => ({ key: row.source, label: words.source(row.source), values: countsOf(row) })),
      chart: bar(['bookings'], true),
    },
    {
      id: 'platforms',
      keyColumn: 'platform',
      metrics: countMetrics,
      rows: data.platforms.map((row) => ({ key: row.platform, label: words.platform(row.platform), values: countsOf(row) })),
      chart: bar(['bookings'], true),
    },
  ];
}

function leadSections(data: BookingAnalytics, words: SectionWords): Section[] {
  return [
    {
      id: 'leadTimes',
      keyColumn: 'bookedAhead',
      metrics: ['bookings'],
      rows: data.leadTimes.map((row) => ({ key: row.bucket, label: words.bucket(row.bucket), values: { bookings: row.bookings } })),
      chart: bar(['bookings']),
    },
    {
      id: 'cancellationLeadTimes',
      keyColumn: 'cancelledAhead',
      metrics: ['cancellations'],
      rows: data.cancellationLeadTimes.map((row) => ({ key: row.bucket, label: words.bucket(row.bucket), values: { cancellations: row.cancellations } })),
      chart: bar(['cancellations']),
    },
  ];
}

function placeSections(data: BookingAnalytics, words: SectionWords): Section[] {
  return [
    {
      id: 'areas',
      keyColumn: 'area',
      metrics: [...countMetrics, 'seatsOffered', 'occupancy'],
      rows: data.areas.map((row) => ({ key: row.area, label: row.area, values: { ...countsOf(row), seatsOffered: row.seatsOffered, occupancy: row.occupancy } })),
      chart: bar(['occupancy'], true),
    },
    {
      id: 'specials',
      keyColumn: 'special',
      metrics: countMetrics,
      rows: data.specials.map((row) => ({ key: row.specialId, label: words.special(row.title, row.specialId), values: countsOf(row) })),
      chart: bar(['bookings'], true),
    },
  ];
}

function partySections(data: BookingAnalytics, words: SectionWords): Section[] {
  return [
    {
      id: 'partySizes',
      keyColumn: 'partySize',
      metrics: ['bookings', 'covers'],
      rows: data.partySizes.map((row) => ({ key: String(row.partySize), label: words.number(row.partySize), values: { bookings: row.bookings, covers: row.covers } })),
      chart: bar(['bookings']),
    },
    {
      id: 'turnTimes',
      keyColumn: 'partySize',
      metrics: ['visits', 'averageMinutes', 'medianMinutes'],
      rows: data.turnTimes.map((row) => ({
        key: String(row.partySize),
        label: words.number(row.partySize),
        values: { visits: row.visits, averageMinutes: row.averageMinutes, medianMinutes: row.medianMinutes },
      })),
      chart: bar(['medianMinutes']),
    },
  ];
}

/** Every section of the screen, in the order it shows them. */
export function sectionsOf(data: BookingAnalytics, words: SectionWords): Section[] {
  const [partySizes, turnTimes] = partySections(data, words) as [Section, Section];
  return [periodsSection(data, words), partySizes, ...leadSections(data, words), ...originSections(data, words), ...placeSections(data, words), turnTimes];
}

/** A chart's points: one label per row, one series per charted metric (a share as a percentage; nothing as zero). */
export function chartPointsOf(section: Section): { labels: string[]; series: number[][] } {
  const scale = (metric: MetricId) => (metricKinds[metric] === 'share' ? 100 : 1);
  return {
    labels: section.rows.map((row) => row.label),
    series: section.chart.series.map((metric) => section.rows.map((row) => (row.values[metric] ?? 0) * scale(metric))),
  };
}
