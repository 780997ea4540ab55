// GET /api/analytics/kitchen (spec §7, docs/decisions/010): a day's covers per quarter hour and area, from core's
// kitchenFigures over the day's reservations, for the hand-made restaurant of ./analytics-kit.ts.
import { describe, expect, it } from 'vitest';
import { KitchenFigures, type KitchenCounts } from '../../core/schemas/analytics';
import { addDays, localDateOf } from '../../core/time';
import { handMadeRestaurant, marchBookings, type Booking } from './analytics-kit';
import { fileServer } from './file-server';

const server = await fileServer();

/** A Wednesday far ahead: nothing on it is over yet, so who is expected and who is seated depends only on the rows. */
const ahead = '2099-06-10';
const at = (time: string) => `${ahead} ${time}` as Booking['start'];
const futureBookings: Booking[] = [
  { id: 'k1', level: 'Garden', tables: ['G1'], start: at('12:00'), end: at('14:00'), party: 2, source: 'online', platform: 'mobile', created: '2099-06-01 10:00', checkedIn: true, special: 'brunch' },
  { id: 'k2', level: 'Garden', tables: ['G2'], start: at('12:10'), end: at('14:00'), party: 4, source: 'online', platform: 'desktop', created: '2099-06-01 10:00', note: '  Vegan, no nuts ' },
  { id: 'k3', level: 'Hall', tables: ['H1'], start: at('18:30'), end: at('19:30'), party: 3, source: 'walk-in', platform: 'staff', created: at('18:30'), checkedIn: true, checkedInAt: at('18:30') },
  { id: 'k4', level: 'Hall', tables: ['H2'], start: at('18:40'), end: at('19:40'), party: 2, source: 'staff', platform: 'staff', created: '2099-06-01 10:00', deleted: '2099-06-02 10:00' },
  { id: 'k5', level: 'Hall', tables: ['H1', 'H2'], start: at('20:00'), end: at('22:00'), party: 9, source: 'staff', platform: 'staff', created: '2099-06-01 10:00' },
];
const { kitchenOf } = await handMadeRestaurant(server, [...marchBookings, ...futureBookings]);

async function kitchen(query: Record<string, string>): Promise<KitchenFigures> {
  const reply = await kitchenOf(query);
  expect(reply.statusCode, reply.body).toBe(200);
  return KitchenFigures.parse(reply.json());
}

const counts = (bookings: number, covers: number, expectedCovers: number, seatedCovers: number, walkInCovers: number): KitchenCounts => ({
  bookings,
  covers,
  expectedCovers,
  seatedCovers,
  walkInCovers,
});
const zero = counts(0, 0, 0, 0, 0);

describe('the kitchen screen', () => {
  it('lists every quarter hour of the day from the first service to the last, with the bookings, notes and specials', async () => {
    const day = await kitchen({ date: ahead });
    expect(day).toMatchObject({ date: ahead, timeZone: 'Europe/Berlin', areas: ['Garden', 'Hall'], specials: [{ specialId: 'brunch', title: { en: 'Brunch', de: 'Brunch' } }] });
    // Garden serves from 12:00, the Hall until 22:00: 40 slots from 720 to 1305.
    expect(day.slots.map((slot) => slot.start)).toEqual(Array.from({ length: 40 }, (_, i) => 720 + 15 * i));
    const busy = day.slots.filter((slot) => slot.bookings > 0);
    expect(busy.map(({ start, areas, notes: _notes, ...figures }) => ({ start, figures, areas }))).toEqual([
      { start: 720, figures: counts(2, 6, 4, 2, 0), areas: [{ area: 'Garden', ...counts(2, 6, 4, 2, 0) }, { area: 'Hall', ...zero }] },
      { start: 1110, figures: counts(1, 3, 0, 3, 3), areas: [{ area: 'Garden', ...zero }, { area: 'Hall', ...counts(1, 3, 0, 3, 3) }] },
      { start: 1200, figures: counts(1, 9, 9, 0, 0), areas: [{ area: 'Garden', ...zero }, { area: 'Hall', ...counts(1, 9, 9, 0, 0) }] },
    ]);
    expect(busy[0]?.notes).toEqual([
      { reservationId: 'k1', partySize: 2, area: 'Garden', tables: ['G1'], specialId: 'brunch', note: null, dietary: false },
      { reservationId: 'k2', partySize: 4, area: 'Garden', tables: ['G2'], specialId: null, note: 'Vegan, no nuts', dietary: true },
    ]);
    expect(busy.slice(1).flatMap((slot) => slot.notes)).toEqual([]);
    expect(day.totals).toEqual(counts(4, 18, 13, 5, 3));
  });

  it('keeps to the areas asked for, in the floor\'s order, passing over names it does not know', async () => {
    const day = await kitchen({ date: ahead, areas: 'Nowhere, Hall' });
    expect(day.areas).toEqual(['Hall']);
    expect(day.slots.map((slot) => slot.start)).toEqual(Array.from({ length: 16 }, (_, i) => 1080 + 15 * i));
    expect(day.totals).toEqual(counts(2, 12, 9, 3, 3));
    expect(day.specials).toEqual([]);
    expect((await kitchen({ date: ahead, areas: 'Hall,Garden' })).areas).toEqual(['Garden', 'Hall']);
  });

  it('shows a past day as over: a combination once with both its tables, the cancelled booking left out', async () => {
    const day = await kitchen({ date: '2026-03-26' });
    const busy = day.slots.filter((slot) => slot.bookings > 0);
    expect(busy.map(({ start, bookings, covers }) => [start, bookings, covers])).toEqual([
      [1080, 1, 3],
      [1140, 2, 12],
    ]);
    expect(busy[1]?.notes).toEqual([
      { reservationId: 'a', partySize: 2, area: 'Garden', tables: ['G1'], specialId: null, note: 'Nut allergy', dietary: true },
      { reservationId: 'b', partySize: 10, area: 'Hall', tables: ['H1', 'H2'], specialId: null, note: 'Birthday cake at 20:30', dietary: false },
    ]);
    expect(day.totals).toEqual(counts(3, 15, 0, 0, 0));
  });

  it('answers today in the restaurant\'s time zone without a date, and refuses a date that is none', async () => {
    const before = localDateOf(new Date(), 'Europe/Berlin');
    const day = await kitchen({});
    expect([before, addDays(before, 1)]).toContain(day.date);
    for (const date of ['2026-02-30', 'today', '']) {
      const reply = await kitchenOf({ date });
      expect([reply.statusCode, reply.json().error], date).toEqual([400, 'invalid_request']);
    }
  });
});
