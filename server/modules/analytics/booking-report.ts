// GET /analytics/bookings from what the repository counted (docs/decisions/010): the days summed into the range's
// totals and the periods' (weeks and months rolled up here), occupancy against the seats the floor offered on those
// days, the places rolled up into sources, platforms, areas and specials, and the stays into turn times. The
// dimensions come in a fixed order with their empty groups, so a chart's axis does not depend on the data.
import { bookingPlatforms, reservationSources, type PlatformFilter } from '../../../core/analytics/booking-origin';
import { datesOf, periodsOf } from '../../../core/analytics/periods';
import { occupancyOf, seatsOfferedOn, type SeatedArea } from '../../../core/analytics/seats';
import { leadTimeBuckets, type AnalyticsInterval, type BookingAnalytics, type BookingCounts, type TotalFigures } from '../../../core/schemas/analytics';
import type { LocalizedText } from '../../../core/schemas/common';
import { addDays } from '../../../core/time';
import type { CountsRow, FigureRow } from './repository/booking-figures';

export interface ReportInput {
  range: { startDate: string; endDate: string };
  previous: { startDate: string; endDate: string };
  platform: PlatformFilter;
  interval: AnalyticsInterval;
  timeZone: string;
  figures: readonly FigureRow[];
  /** The local date of the first of the midnights the figures' days are numbered from (repository/booking-figures.ts). */
  firstMidnight: string;
  previousTotals: CountsRow;
  /** The floor's areas in their order, with their seats. */
  areas: readonly SeatedArea[];
  specials: readonly { id: string; title: LocalizedText }[];
}

const none: CountsRow = { bookings: 0, covers: 0, cancellations: 0, no_shows: 0, no_show_covers: 0, walk_ins: 0, lead_seconds: 0, cancellation_lead_seconds: 0 };

function sumOf(rows: readonly CountsRow[]): CountsRow {
  const sums = { ...none };
  for (const row of rows) for (const key of Object.keys(none) as (keyof CountsRow)[]) sums[key] += row[key];
  return sums;
}

function countsOf(row: CountsRow): BookingCounts {
  return { bookings: row.bookings, covers: row.covers, cancellations: row.cancellations, noShows: row.no_shows, walkIns: row.walk_ins, seatedCovers: row.covers - row.no_show_covers };
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;
const mean = (sum: number, count: number, unit: number) => (count > 0 ? round(sum / unit / count, 2) : null);

function totalsOf(sums: CountsRow, seatsOffered: number): TotalFigures {
  const counts = countsOf(sums);
  return {
    ...counts,
    averagePartySize: counts.bookings > 0 ? round(counts.covers / counts.bookings, 2) : null,
    averageLeadDays: mean(sums.lead_seconds, counts.bookings, 86_400),
    averageCancellationLeadHours: mean(sums.cancellation_lead_seconds, counts.cancellations, 3_600),
    occupancy: occupancyOf(counts.seatedCovers, seatsOffered),
    seatsOffered,
  };
}

/** Each group of a dimension of the 'place' rows, summed (null: bookings without one). */
function rolledUp(rows: readonly FigureRow[], key: (row: FigureRow) => string | null): Map<string | null, CountsRow> {
  const groups = new Map<string | null, FigureRow[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return new Map([...groups].map(([value, list]) => [value, sumOf(list)]));
}

function calendar(input: ReportInput, days: ReadonlyMap<string, FigureRow>) {
  const seatsOn = new Map(datesOf(input.range.startDate, input.range.endDate).map((date) => [date, seatsOfferedOn(date, input.areas)]));
  const seatsOf = (dates: readonly string[]) => dates.reduce((sum, date) => sum + (seatsOn.get(date) ?? seatsOfferedOn(date, input.areas)).reduce((a, b) => a + b, 0), 0);
  const sumOfDates = (dates: readonly string[]) => sumOf(dates.map((date) => days.get(date) ?? none));
  const rangeDates = [...seatsOn.keys()];
  const periods = periodsOf(input.range.startDate, input.range.endDate, input.interval).map(({ start, dates }) => {
    const counts = countsOf(sumOfDates(dates));
    return { start, ...counts, occupancy: occupancyOf(counts.seatedCovers, seatsOf(dates)) };
  });
  const areaSeats = input.areas.map((_, index) => rangeDates.reduce((sum, date) => sum + (seatsOn.get(date)?.[index] ?? 0), 0));
  return {
    totals: totalsOf(sumOfDates(rangeDates), seatsOf(rangeDates)),
    previousTotals: totalsOf(input.previousTotals, seatsOf(datesOf(input.previous.startDate, input.previous.endDate))),
    periods,
    areaSeats,
  };
}

function places(input: ReportInput, rows: readonly FigureRow[], areaSeats: readonly number[]) {
  const sources = rolledUp(rows, (row) => row.source);
  const platforms = rolledUp(rows, (row) => row.platform);
  const levels = rolledUp(rows, (row) => row.level);
  const specials = rolledUp(rows, (row) => row.special);
  const floorNames = new Set(input.areas.map((area) => area.name));
  // Bookings in areas no longer on the floor still count, after the floor's areas (they offer no seats now).
  const gone = [...levels.keys()].filter((name): name is string => name !== null && !floorNames.has(name)).sort();
  const knownSpecials = new Set(input.specials.map((special) => special.id));
  const booked = [...specials.keys()].filter((id): id is string => id !== null);
  const leads = leadTimeBuckets.map(() => 0);
  const cancellations = leadTimeBuckets.map(() => 0);
  for (const row of rows) {
    const bucket = row.bucket ?? 0;
    leads[bucket] = (leads[bucket] ?? 0) + row.bookings;
    cancellations[bucket] = (cancellations[bucket] ?? 0) + row.cancellations;
  }
  return {
    sources: reservationSources.map((source) => ({ source, ...countsOf(sources.get(source) ?? none) })),
    platforms: [...bookingPlatforms, 'unknown' as const].map((platform) => ({ platform, ...countsOf(platforms.get(platform === 'unknown' ? null : platform) ?? none) })),
    areas: [...input.areas.map((area, index) => ({ name: area.name, seatsOffered: areaSeats[index] ?? 0 })), ...gone.map((name) => ({ name, seatsOffered: 0 }))].map(
      ({ name, seatsOffered }) => {
        const counts = countsOf(levels.get(name) ?? none);
        return { area: name, ...counts, seatsOffered, occupancy: occupancyOf(counts.seatedCovers, seatsOffered) };
      },
    ),
    // The restaurant's specials in its order, then any deleted since (untitled).
    specials: [...input.specials.filter((special) => specials.has(special.id)), ...booked.filter((id) => !knownSpecials.has(id)).sort().map((id) => ({ id, title: {} }))].map(
      ({ id, title }) => ({ specialId: id, title, ...countsOf(specials.get(id) ?? none) }),
    ),
    leadTimes: leadTimeBuckets.map((bucket, i) => ({ bucket, bookings: leads[i] ?? 0 })),
    cancellationLeadTimes: leadTimeBuckets.map((bucket, i) => ({ bucket, cancellations: cancellations[i] ?? 0 })),
  };
}

/** The median of values each counted `count` times: the middle one, or the mean of the middle two (percentile_cont). */
export function medianOf(groups: readonly { value: number; count: number }[]): number {
  const sorted = [...groups].sort((a, b) => a.value - b.value);
  const total = sorted.reduce((sum, group) => sum + group.count, 0);
  const nth = (n: number) => {
    let seen = 0;
    for (const group of sorted) if ((seen += group.count) > n) return group.value;
    return Number.NaN;
  };
  return (nth(Math.floor((total - 1) / 2)) + nth(Math.ceil((total - 1) / 2))) / 2;
}

/** Party sizes, and each size's stays: visits, their mean and their median (of whole minutes). */
function parties(rows: readonly FigureRow[]) {
  const bySize = new Map<number, FigureRow[]>();
  for (const row of rows) if (row.party_size !== null) bySize.set(row.party_size, [...(bySize.get(row.party_size) ?? []), row]);
  const sizes = [...bySize.keys()].sort((a, b) => a - b);
  const partySizes = sizes
    .map((partySize) => ({ partySize, ...sumOf(bySize.get(partySize) ?? []) }))
    .filter((size) => size.bookings > 0)
    .map(({ partySize, bookings, covers }) => ({ partySize, bookings, covers }));
  const turnTimes = sizes.flatMap((partySize) => {
    const stays = (bySize.get(partySize) ?? []).filter((row) => row.turn_minute !== null && row.visits > 0);
    const visits = stays.reduce((sum, row) => sum + row.visits, 0);
    if (visits === 0) return [];
    const minutes = stays.reduce((sum, row) => sum + row.turn_minutes, 0);
    const median = medianOf(stays.map((row) => ({ value: row.turn_minute as number, count: row.visits })));
    return [{ partySize, visits, averageMinutes: round(minutes / visits, 1), medianMinutes: round(median, 1) }];
  });
  return { partySizes, turnTimes };
}

/** The answer of GET /analytics/bookings. */
export function bookingAnalyticsOf(input: ReportInput): BookingAnalytics {
  const days = new Map(input.figures.filter((row) => row.set === 'day').map((row) => [addDays(input.firstMidnight, (row.day as number) - 1), row]));
  const { totals, previousTotals, periods, areaSeats } = calendar(input, days);
  const breakdowns = places(input, input.figures.filter((row) => row.set === 'place'), areaSeats);
  return {
    ...input.range,
    platform: input.platform,
    interval: input.interval,
    timeZone: input.timeZone,
    totals,
    previous: { ...input.previous, totals: previousTotals },
    periods,
    ...breakdowns,
    ...parties(input.figures.filter((row) => row.set === 'party')),
  };
}
