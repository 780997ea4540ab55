// A made-up week of figures in the shape of GET /analytics/bookings (core/schemas/analytics.ts) for the screen's unit
// tests: its sections add up to its totals, as the server's do.
import { leadTimeBuckets, type BookingAnalytics, type BookingCounts, type TotalFigures } from '../../../core/schemas/analytics';
import type { SectionWords } from './sections';

export function counts(bookings: number, covers: number, extra: Partial<BookingCounts> = {}): BookingCounts {
  return { bookings, covers, cancellations: 0, noShows: 0, walkIns: 0, seatedCovers: covers, ...extra };
}

const days = ['2025-03-03', '2025-03-04', '2025-03-05', '2025-03-06', '2025-03-07', '2025-03-08', '2025-03-09'];
const periodBookings = [3, 0, 5, 8, 12, 20, 15];
const periodCovers = [8, 0, 14, 22, 30, 58, 42];
const periodCancellations = [1, 0, 0, 2, 1, 3, 1];
const periodNoShows = [0, 0, 1, 0, 1, 2, 0];
const periodNoShowCovers = [0, 0, 2, 0, 2, 5, 0];
const periodWalkIns = [1, 0, 0, 1, 2, 3, 2];
/** Seats offered per day: 80, closed on Tuesday. */
const periodSeats = [80, 0, 80, 80, 80, 160, 80];

export const previousTotals: TotalFigures = {
  ...counts(50, 140, { cancellations: 10, noShows: 0, walkIns: 0 }),
  averagePartySize: 2.8,
  averageLeadDays: 5,
  averageCancellationLeadHours: 20,
  occupancy: 0.25,
  seatsOffered: 560,
};

export function sampleAnalytics(): BookingAnalytics {
  const periods = days.map((start, i) => {
    const covers = periodCovers[i] ?? 0;
    const seated = covers - (periodNoShowCovers[i] ?? 0);
    const seats = periodSeats[i] ?? 0;
    return {
      start,
      ...counts(periodBookings[i] ?? 0, covers, { cancellations: periodCancellations[i], noShows: periodNoShows[i], walkIns: periodWalkIns[i], seatedCovers: seated }),
      occupancy: seats ? seated / seats : null,
    };
  });
  return {
    startDate: '2025-03-03',
    endDate: '2025-03-09',
    platform: 'all',
    interval: 'day',
    timeZone: 'Europe/Berlin',
    totals: {
      ...counts(63, 174, { cancellations: 8, noShows: 4, walkIns: 9, seatedCovers: 165 }),
      averagePartySize: 174 / 63,
      averageLeadDays: 4.25,
      averageCancellationLeadHours: 30.5,
      occupancy: 165 / 560,
      seatsOffered: 560,
    },
    previous: { startDate: '2025-02-24', endDate: '2025-03-02', totals: previousTotals },
    periods,
    // Party size and its bookings; its covers are the two multiplied.
    partySizes: [[1, 5], [2, 30], [3, 9], [4, 15], [5, 3], [7, 1]].map(([partySize = 0, bookings = 0]) => ({ partySize, bookings, covers: partySize * bookings })),
    leadTimes: leadTimeBuckets.map((bucket, i) => ({ bucket, bookings: [12, 10, 25, 14, 2][i] ?? 0 })),
    cancellationLeadTimes: leadTimeBuckets.map((bucket, i) => ({ bucket, cancellations: [3, 2, 2, 1, 0][i] ?? 0 })),
    sources: [
      { source: 'online', ...counts(30, 80, { cancellations: 5 }) },
      { source: 'staff', ...counts(20, 60, { cancellations: 3, noShows: 4, seatedCovers: 51 }) },
      { source: 'walk-in', ...counts(9, 20, { walkIns: 9 }) },
      { source: 'affiliate', ...counts(3, 10) },
      { source: 'waitlist', ...counts(1, 4) },
    ],
    platforms: [
      { platform: 'desktop', ...counts(18, 50, { cancellations: 3 }) },
      { platform: 'mobile', ...counts(12, 34, { cancellations: 2 }) },
      { platform: 'staff', ...counts(30, 84, { cancellations: 3, noShows: 4, walkIns: 9, seatedCovers: 75 }) },
      { platform: 'unknown', ...counts(3, 6) },
    ],
    areas: [
      { area: 'Wintergärten', ...counts(40, 110, { noShows: 2, seatedCovers: 105 }), seatsOffered: 320, occupancy: 105 / 320 },
      { area: 'Bar, "innen"', ...counts(23, 64, { noShows: 2, seatedCovers: 60 }), seatsOffered: 240, occupancy: 0.25 },
    ],
    specials: [
      { specialId: 's1', title: { de: 'Spargelmenü', en: 'Asparagus menu' }, ...counts(6, 14) },
      { specialId: 's2', title: { de: 'Weinprobe' }, ...counts(2, 4) },
    ],
    turnTimes: [
      { partySize: 2, visits: 25, averageMinutes: 84.5, medianMinutes: 80 },
      { partySize: 4, visits: 12, averageMinutes: 110, medianMinutes: 105 },
    ],
  };
}

/** Names that show what they name, for tests that check which row is which. */
export const plainWords: SectionWords = {
  period: (start, end, interval) => (interval === 'day' ? start : `${start}..${end}`),
  number: (value) => `#${value}`,
  bucket: (bucket) => `bucket:${bucket}`,
  source: (source) => `source:${source}`,
  platform: (platform) => `platform:${platform}`,
  special: (title, id) => title.en ?? title.de ?? id,
};

/** RFC 4180 fields of one CSV line, the file's quoting undone (the unit tests and the browser test read the export with it). */
export function fieldsOf(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i];
    if (quoted && char === '"' && line[i + 1] === '"') {
      field += '"';
      i += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (char === ',' && !quoted) {
      fields.push(field);
      field = '';
    } else {
      field += char;
    }
  }
  return [...fields, field];
}
