// GET /api/analytics/bookings (spec §7, docs/decisions/010) over the hand-made week of ./analytics-kit.ts: every figure
// counted by hand from the bookings listed there.
import { describe, expect, it } from 'vitest';
import { BookingAnalytics } from '../../core/schemas/analytics';
import { addDays, localDateOf } from '../../core/time';
import { demo } from '../support/test-server';
import { handMadeRestaurant, marchBookings, writeBookings, type Booking } from './analytics-kit';
import { fileServer } from './file-server';

const server = await fileServer();
const { restaurantId, bookingsOf } = await handMadeRestaurant(server, marchBookings);
const week = { startDate: '2026-03-26', endDate: '2026-04-01' };

async function figures(query: Record<string, string>): Promise<BookingAnalytics> {
  const reply = await bookingsOf(query);
  expect(reply.statusCode, reply.body).toBe(200);
  return BookingAnalytics.parse(reply.json());
}

const counts = (bookings: number, covers: number, cancellations: number, noShows: number, walkIns: number, seatedCovers: number) => ({
  bookings,
  covers,
  cancellations,
  noShows,
  walkIns,
  seatedCovers,
});

/** One row per lead-time bucket, in the answer's order, each with its count under `key`. */
const byLeadTime = (key: 'bookings' | 'cancellations', sameDay: number, oneDay: number, upToWeek: number, upToMonth: number, longer: number) =>
  Object.entries({ sameDay, oneDay, upToWeek, upToMonth, longer }).map(([bucket, count]) => ({ bucket, [key]: count }));

describe('the week of 26 March 2026, all platforms', () => {
  it('totals: one count per booking, cancellations apart, no-shows not seated, occupancy over 156 seats', async () => {
    const answer = await figures(week);
    expect(answer).toMatchObject({ ...week, platform: 'all', interval: 'day', timeZone: 'Europe/Berlin' });
    // Lead: (153 + 7 + 58 + 0 + 1115.5 + 36.5 + 13 + 455 + 9 + 24) h / 10 = 187.1 h = 7.80 days; cancelled 24 h and 0 h ahead.
    expect(answer.totals).toEqual({
      ...counts(10, 42, 2, 2, 1, 37),
      averagePartySize: 4.2,
      averageLeadDays: 7.8,
      averageCancellationLeadHours: 12,
      occupancy: 0.2372,
      seatsOffered: 156,
    });
  });

  it('the week before: a visit, a no-show and a cancellation', async () => {
    const { previous } = await figures(week);
    // Lead (31 + 295) h / 2 = 163 h = 6.79 days; cancelled 17 h ahead; 2 seated covers over 156 seats.
    expect(previous).toEqual({
      startDate: '2026-03-19',
      endDate: '2026-03-25',
      totals: { ...counts(2, 6, 1, 1, 0, 2), averagePartySize: 3, averageLeadDays: 6.79, averageCancellationLeadHours: 17, occupancy: 0.0128, seatsOffered: 156 },
    });
  });

  it('by day: the party past midnight on Saturday, the 23-hour Sunday whole, Monday with the Hall closed', async () => {
    const { periods } = await figures(week);
    expect(periods).toEqual([
      { start: '2026-03-26', ...counts(3, 15, 1, 1, 0, 12), occupancy: 0.5 },
      { start: '2026-03-27', ...counts(0, 0, 0, 0, 0, 0), occupancy: 0 },
      { start: '2026-03-28', ...counts(2, 6, 0, 0, 1, 6), occupancy: 0.25 },
      { start: '2026-03-29', ...counts(3, 13, 0, 1, 0, 11), occupancy: 0.4583 },
      { start: '2026-03-30', ...counts(0, 0, 1, 0, 0, 0), occupancy: 0 },
      { start: '2026-03-31', ...counts(1, 2, 0, 0, 0, 2), occupancy: 0.0833 },
      { start: '2026-04-01', ...counts(1, 6, 0, 0, 0, 6), occupancy: 0.25 },
    ]);
  });

  it('rolls the days up into ISO weeks (from Monday) and months', async () => {
    expect((await figures({ ...week, interval: 'week' })).periods).toEqual([
      { start: '2026-03-23', ...counts(8, 34, 1, 2, 1, 29), occupancy: 0.3021 },
      { start: '2026-03-30', ...counts(2, 8, 1, 0, 0, 8), occupancy: 0.1333 },
    ]);
    expect((await figures({ ...week, interval: 'month' })).periods).toEqual([
      { start: '2026-03-01', ...counts(9, 36, 2, 2, 1, 31), occupancy: 0.2348 },
      { start: '2026-04-01', ...counts(1, 6, 0, 0, 0, 6), occupancy: 0.25 },
    ]);
  });

  it('by source, platform, area and special', async () => {
    const answer = await figures(week);
    expect(answer.sources).toEqual([
      { source: 'online', ...counts(5, 15, 1, 2, 0, 10) },
      { source: 'staff', ...counts(2, 15, 1, 0, 0, 15) },
      { source: 'walk-in', ...counts(1, 2, 0, 0, 1, 2) },
      { source: 'affiliate', ...counts(1, 4, 0, 0, 0, 4) },
      { source: 'waitlist', ...counts(1, 6, 0, 0, 0, 6) },
    ]);
    expect(answer.platforms).toEqual([
      { platform: 'desktop', ...counts(3, 9, 1, 1, 0, 6) },
      { platform: 'mobile', ...counts(3, 10, 0, 1, 0, 8) },
      { platform: 'staff', ...counts(3, 18, 1, 0, 1, 18) },
      { platform: 'unknown', ...counts(1, 5, 0, 0, 0, 5) },
    ]);
    expect(answer.areas).toEqual([
      { area: 'Garden', ...counts(5, 14, 1, 1, 1, 11), seatsOffered: 84, occupancy: 0.131 },
      { area: 'Hall', ...counts(5, 28, 1, 1, 0, 26), seatsOffered: 72, occupancy: 0.3611 },
    ]);
    expect(answer.specials).toEqual([{ specialId: 'brunch', title: { en: 'Brunch', de: 'Brunch' }, ...counts(2, 4, 0, 1, 0, 2) }]);
  });

  it('by party size, lead time and turn time (arrival, or the start when checked in without a time, to leaving)', async () => {
    const answer = await figures(week);
    expect(answer.partySizes).toEqual([
      { partySize: 2, bookings: 4, covers: 8 },
      { partySize: 3, bookings: 1, covers: 3 },
      { partySize: 4, bookings: 1, covers: 4 },
      { partySize: 5, bookings: 1, covers: 5 },
      { partySize: 6, bookings: 2, covers: 12 },
      { partySize: 10, bookings: 1, covers: 10 },
    ]);
    expect(answer.leadTimes).toEqual(byLeadTime('bookings', 4, 1, 3, 1, 1));
    expect(answer.cancellationLeadTimes).toEqual(byLeadTime('cancellations', 1, 1, 0, 0, 0));
    expect(answer.turnTimes).toEqual([
      { partySize: 2, visits: 3, averageMinutes: 80, medianMinutes: 90 },
      { partySize: 4, visits: 1, averageMinutes: 90, medianMinutes: 90 },
      { partySize: 6, visits: 1, averageMinutes: 120, medianMinutes: 120 },
      { partySize: 10, visits: 1, averageMinutes: 150, medianMinutes: 150 },
    ]);
  });
});

describe('filters and edges', () => {
  it('counts only the desktop bookings under the desktop filter, in the previous week too', async () => {
    const answer = await figures({ ...week, platform: 'desktop' });
    // Lead (58 + 1115.5 + 9) h / 3 = 394.17 h = 16.42 days.
    expect(answer.totals).toEqual({ ...counts(3, 9, 1, 1, 0, 6), averagePartySize: 3, averageLeadDays: 16.42, averageCancellationLeadHours: 24, occupancy: 0.0385, seatsOffered: 156 });
    expect(answer.previous.totals).toMatchObject({ ...counts(1, 2, 0, 0, 0, 2), averageCancellationLeadHours: null });
    expect(answer.platforms.filter((group) => group.bookings + group.cancellations > 0).map((group) => group.platform)).toEqual(['desktop']);
    expect(answer.sources.filter((group) => group.bookings > 0).map((group) => [group.source, group.bookings])).toEqual([
      ['online', 2],
      ['affiliate', 1],
    ]);
  });

  it('gives the 25-hour Sunday of October its own bookings, from 00:30 to 23:30', async () => {
    // Each on a table of its own, staying to 23:59 of its day.
    const tables = ['G1', 'G2', 'G3', 'H1', 'H2'];
    const october: Booking[] = ['2026-10-24 23:30', '2026-10-25 00:30', '2026-10-25 02:30', '2026-10-25 23:30', '2026-10-26 00:10'].map((start, index) => {
      const table = tables[index] as string;
      return {
        id: `o${index + 1}`,
        level: table.startsWith('G') ? 'Garden' : 'Hall',
        tables: [table],
        start: start as Booking['start'],
        end: `${start.slice(0, 10)} 23:59`,
        party: 2,
        source: 'online',
        platform: 'mobile',
        created: '2026-10-01 12:00',
      };
    });
    await writeBookings(server, restaurantId, october);
    const answer = await figures({ startDate: '2026-10-25', endDate: '2026-10-25' });
    expect(answer.periods).toEqual([{ start: '2026-10-25', ...counts(3, 6, 0, 3, 0, 0), occupancy: 0 }]);
    expect(answer.previous).toMatchObject({ startDate: '2026-10-24', endDate: '2026-10-24', totals: { bookings: 1 } });
  });

  it('chooses weeks for two months and months for a year; refuses a backward or too long range with its reason', async () => {
    expect((await figures({ startDate: '2026-03-01', endDate: '2026-04-30' })).interval).toBe('week');
    expect((await figures({ startDate: '2026-01-01', endDate: '2026-12-31' })).periods).toHaveLength(12);
    const backwards = await bookingsOf({ startDate: '2026-04-01', endDate: '2026-03-31' });
    expect([backwards.statusCode, backwards.json().error, backwards.json().params]).toEqual([400, 'invalid_request', { reason: 'analyticsRangeBackwards' }]);
    const tooLong = await bookingsOf({ startDate: '2020-01-01', endDate: '2026-01-01' });
    expect([tooLong.statusCode, tooLong.json().params]).toEqual([400, { reason: 'analyticsRangeTooLong', maxDays: 1099 }]);
    const broken: Record<string, string>[] = [{ startDate: '2026-02-30', endDate: '2026-03-01' }, { ...week, platform: 'tablet' }, { ...week, interval: 'year' }, { startDate: '2026-03-01' }];
    for (const query of broken) {
      const reply = await bookingsOf(query);
      expect([reply.statusCode, reply.json().error], JSON.stringify(query)).toEqual([400, 'invalid_request']);
    }
  });

  it('reads a range longer than a quarter in two halves that add up to the whole', async () => {
    // 100 days whose halves meet on Sunday 29 March, in the middle of the hand-made week.
    const [whole, first, second] = await Promise.all([
      figures({ startDate: '2026-02-17', endDate: '2026-05-27', interval: 'day' }),
      figures({ startDate: '2026-02-17', endDate: '2026-03-28', interval: 'day' }),
      figures({ startDate: '2026-03-29', endDate: '2026-05-27', interval: 'day' }),
    ]);
    const summed = (pick: (answer: BookingAnalytics) => number[]) => pick(first).map((value, i) => value + (pick(second)[i] ?? 0));
    expect(whole.totals.bookings).toBe(first.totals.bookings + second.totals.bookings);
    expect(whole.totals.bookings).toBeGreaterThan(10);
    expect(whole.periods).toEqual([...first.periods, ...second.periods]);
    expect(whole.sources.map((group) => group.covers)).toEqual(summed((answer) => answer.sources.map((group) => group.covers)));
    expect(whole.leadTimes.map((group) => group.bookings)).toEqual(summed((answer) => answer.leadTimes.map((group) => group.bookings)));
    expect(whole.turnTimes.reduce((sum, size) => sum + size.visits, 0)).toBe([...first.turnTimes, ...second.turnTimes].reduce((sum, size) => sum + size.visits, 0));
    expect(whole.partySizes.reduce((sum, size) => sum + size.covers, 0)).toBe(whole.totals.covers);
  });

  it("shows each owner their own restaurant's figures only", async () => {
    const today = localDateOf(new Date(), 'Europe/Berlin');
    const range = { startDate: addDays(today, -1), endDate: addDays(today, 1) };
    const asOwner = (as: string) => server.call({ method: 'GET', url: '/api/analytics/bookings', query: range, as });
    const own = await asOwner(demo.owner);
    const other = await asOwner(demo.owner2);
    expect([own.statusCode, other.statusCode]).toEqual([200, 200]);
    expect(own.json().totals.bookings).toBeGreaterThan(0);
    expect(other.json().totals.bookings).toBe(0);
    expect(other.json().areas.map((area: { area: string }) => area.area)).toEqual(['Main']);
  });
});

describe('a late mark', () => {
  // Decision 010: the late mark is a guest still on the way; only a check-in is an arrival.
  const lateBookings: Booking[] = [
    // Marked late, never came: a no-show.
    { id: 'late-away', level: 'Garden', tables: ['G2'], start: '2026-05-06 18:00', end: '2026-05-06 20:00', party: 4, source: 'online', platform: 'mobile',
      created: '2026-05-01 12:00', checkedInAt: '2026-05-06 18:15' },
    // Marked late, then came: seated, its turn from the late arrival (18:15) to leaving (19:45).
    { id: 'late-came', level: 'Garden', tables: ['G1'], start: '2026-05-06 18:00', end: '2026-05-06 20:00', party: 2, source: 'online', platform: 'desktop',
      created: '2026-05-01 12:00', checkedIn: true, checkedInAt: '2026-05-06 18:15', left: '2026-05-06 19:45' },
  ];

  it('alone counts the guest as a no-show; with a check-in, as seated from the late time', async () => {
    const own = await handMadeRestaurant(server, lateBookings);
    const reply = await own.bookingsOf({ startDate: '2026-05-06', endDate: '2026-05-06' });
    expect(reply.statusCode, reply.body).toBe(200);
    const answer = BookingAnalytics.parse(reply.json());
    expect(answer.totals).toMatchObject(counts(2, 6, 0, 1, 0, 2));
    expect(answer.turnTimes.filter((size) => size.visits > 0)).toEqual([expect.objectContaining({ visits: 1, averageMinutes: 90 })]);
  });
});
