// GET /analytics/bookings from what the repository counted (docs/decisions/010): the days summed into the range's
// totals, the previous range's and the periods' (weeks and months rolled up here), occupancy against the seats the
// floor offered on those days, and the dimensions in a fixed order with the empty groups shown, so a chart's axis
// does not depend on the data.
import { bookingPlatforms, reservationSources, type PlatformFilter } from '../../../core/analytics/booking-origin';
import { datesOf, periodsOf } from '../../../core/analytics/periods';
import { occupancyOf, seatsOfferedOn, type SeatedArea } from '../../../core/analytics/seats';
import { leadTimeBuckets, type AnalyticsInterval, type BookingAnalytics, type BookingCounts, type TotalFigures } from '../../../core/schemas/analytics';
import type { LocalizedText } from '../../../core/schemas/common';
import type { CountsRow, DayRow, Dimension, DimensionRow, TurnTimeRow } from './repository/booking-figures';

export interface ReportInput {
  range: { startDate: string; endDate: string };
  previous: { startDate: string; endDate: string };
  platform: PlatformFilter;
  interval: AnalyticsInterval;
  timeZone: string;
  days: readonly DayRow[];
  dimensions: readonly DimensionRow[];
  turnTimes: readonly TurnTimeRow[];
  /** The floor's areas in their order, with their seats. */
  areas: readonly SeatedArea[];
  specials: readonly { id: string; title: LocalizedText }[];
}

const emptyDay = { bookings: 0, covers: 0, cancellations: 0, no_shows: 0, no_show_covers: 0, walk_ins: 0, lead_seconds: 0, cancellation_lead_seconds: 0 };
type Sums = typeof emptyDay;

function addInto(into: Sums, row: Partial<Sums>): Sums {
  for (const key of Object.keys(into) as (keyof Sums)[]) into[key] += row[key] ?? 0;
  return into;
}

function countsOf(row: CountsRow): BookingCounts {
  return {
    bookings: row.bookings,
    covers: row.covers,
    cancellations: row.cancellations,
    noShows: row.no_shows,
    walkIns: row.walk_ins,
    seatedCovers: row.covers - row.no_show_covers,
  };
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;
const ratio = (sum: number, count: number, unit: number) => (count > 0 ? round(sum / unit / count, 2) : null);

function report(input: ReportInput) {
  const byDay = new Map(input.days.map((row) => [row.day, row]));
  const seatsByDay = (date: string) => seatsOfferedOn(date, input.areas).reduce((sum, seats) => sum + seats, 0);
  const sumOf = (dates: readonly string[]) => dates.reduce((sums, date) => addInto(sums, byDay.get(date) ?? {}), { ...emptyDay });
  const seatsOf = (dates: readonly string[]) => dates.reduce((sum, date) => sum + seatsByDay(date), 0);

  function totals(startDate: string, endDate: string): TotalFigures {
    const dates = datesOf(startDate, endDate);
    const sums = sumOf(dates);
    const seatsOffered = seatsOf(dates);
    const counts = countsOf(sums);
    return {
      ...counts,
      averagePartySize: counts.bookings > 0 ? round(counts.covers / counts.bookings, 2) : null,
      averageLeadDays: ratio(sums.lead_seconds, counts.bookings, 86_400),
      averageCancellationLeadHours: ratio(sums.cancellation_lead_seconds, counts.cancellations, 3_600),
      occupancy: occupancyOf(counts.seatedCovers, seatsOffered),
      seatsOffered,
    };
  }

  const periods = periodsOf(input.range.startDate, input.range.endDate, input.interval).map(({ start, dates }) => {
    const counts = countsOf(sumOf(dates));
    return { start, ...counts, occupancy: occupancyOf(counts.seatedCovers, seatsOf(dates)) };
  });
  return { totals: totals(input.range.startDate, input.range.endDate), previousTotals: totals(input.previous.startDate, input.previous.endDate), periods };
}

/** The groups of one dimension by value (null: bookings without one). */
function groupsOf(rows: readonly DimensionRow[], dimension: Dimension): Map<string | null, CountsRow> {
  return new Map(rows.filter((row) => row.dimension === dimension).map((row) => [row.value, row]));
}

const none: CountsRow = { bookings: 0, covers: 0, cancellations: 0, no_shows: 0, no_show_covers: 0, walk_ins: 0 };

function breakdowns(input: ReportInput) {
  const group = (dimension: Dimension) => groupsOf(input.dimensions, dimension);
  const platforms = group('platform');
  const areaGroups = group('level');
  const specials = group('special');
  const sizes = group('party_size');
  const leads = group('lead_bucket');
  const cancellationLeads = group('cancellation_bucket');
  const sources = group('source');
  const floorNames = new Set(input.areas.map((area) => area.name));
  // Bookings in areas no longer on the floor still count, after the floor's areas (they offer no seats now).
  const gone = [...areaGroups.keys()].filter((name): name is string => name !== null && !floorNames.has(name)).sort();
  const areaSeats = input.areas.map(() => 0);
  for (const date of datesOf(input.range.startDate, input.range.endDate)) seatsOfferedOn(date, input.areas).forEach((seats, index) => (areaSeats[index] = (areaSeats[index] ?? 0) + seats));
  const knownSpecials = new Set(input.specials.map((special) => special.id));
  const bookedSpecials = [...specials.keys()].filter((id): id is string => id !== null);
  return {
    sources: reservationSources.map((source) => ({ source, ...countsOf(sources.get(source) ?? none) })),
    platforms: [...bookingPlatforms, 'unknown' as const].map((platform) => ({ platform, ...countsOf(platforms.get(platform === 'unknown' ? null : platform) ?? none) })),
    areas: [
      ...input.areas.map((area, index) => ({ name: area.name, seatsOffered: areaSeats[index] ?? 0 })),
      ...gone.map((name) => ({ name, seatsOffered: 0 })),
    ].map(({ name, seatsOffered }) => {
      const counts = countsOf(areaGroups.get(name) ?? none);
      return { area: name, ...counts, seatsOffered, occupancy: occupancyOf(counts.seatedCovers, seatsOffered) };
    }),
    // The restaurant's specials in its order, then any deleted since (untitled).
    specials: [
      ...input.specials.filter((special) => specials.has(special.id)),
      ...bookedSpecials.filter((id) => !knownSpecials.has(id)).sort().map((id) => ({ id, title: {} })),
    ].map(({ id, title }) => ({ specialId: id, title, ...countsOf(specials.get(id) ?? none) })),
    partySizes: [...sizes.entries()]
      .filter(([size, row]) => size !== null && row.bookings > 0)
      .map(([size, row]) => ({ partySize: Number(size), bookings: row.bookings, covers: row.covers }))
      .sort((a, b) => a.partySize - b.partySize),
    leadTimes: leadTimeBuckets.map((bucket) => ({ bucket, bookings: leads.get(bucket)?.bookings ?? 0 })),
    cancellationLeadTimes: leadTimeBuckets.map((bucket) => ({ bucket, cancellations: cancellationLeads.get(bucket)?.cancellations ?? 0 })),
  };
}

/** The answer of GET /analytics/bookings. */
export function bookingAnalyticsOf(input: ReportInput): BookingAnalytics {
  const { totals, previousTotals, periods } = report(input);
  return {
    ...input.range,
    platform: input.platform,
    interval: input.interval,
    timeZone: input.timeZone,
    totals,
    previous: { ...input.previous, totals: previousTotals },
    periods,
    ...breakdowns(input),
    turnTimes: input.turnTimes.map((row) => ({
      partySize: row.party_size,
      visits: row.visits,
      averageMinutes: round(row.average_minutes, 1),
      medianMinutes: round(row.median_minutes, 1),
    })),
  };
}
