// A hand-made restaurant for the analytics tests (docs/decisions/010): a floor whose seats are easy to count and
// bookings written row by row with every field the figures read, in Berlin's time around the spring DST change.
//
// Floor: Garden (sorting 1) holds G1 (2 seats) and G2 (4), bookable, and G3 (4), not bookable: 6 seats, two services
// every day (12:00–14:00, 18:00–20:00). Hall (sorting 2) holds H1 and H2 (6 each): 12 seats, one service
// (18:00–22:00) every day but Monday. The special `brunch` is the restaurant's only one.
import { randomBytes } from 'node:crypto';
import { staffHeaders } from './override-kit';
import type { BookingPlatform, ReservationSource } from '../../core/analytics/booking-origin';
import { toInstant } from '../../core/time';
import { areas, diningTables, reservations, specials } from '../../server/platform/db/schema';
import { demo, type TestServer } from '../support/test-server';
import { throwaways } from './throwaways';

const zone = 'Europe/Berlin';
/** A Berlin wall-clock time: "2026-03-26 19:00". */
type Local = `${string} ${string}`;
const instant = (local: Local) => {
  const [date, time] = local.split(' ') as [string, string];
  return toInstant(date, Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5)), zone);
};

export interface Booking {
  id: string;
  level: 'Garden' | 'Hall' | string;
  /** The first holds the booking; each further one is a linked row (a combination). */
  tables: string[];
  start: Local;
  end: Local;
  party: number;
  source: ReservationSource;
  platform: BookingPlatform | null;
  created: Local;
  deleted?: Local;
  checkedIn?: boolean;
  checkedInAt?: Local;
  left?: Local;
  note?: string;
  special?: string;
  referral?: string;
}

const everyDay = (slots: { start: number; end: number }[], except: string[] = []) =>
  Object.fromEntries(['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'].filter((day) => !except.includes(day)).map((day) => [day, slots]));

async function floorOf(server: TestServer, restaurantId: string): Promise<void> {
  const { db } = server.database;
  await db.insert(areas).values([
    { restaurantId, name: 'Garden', bookable: true, sorting: 1, localizedNames: { en: 'Garden' }, timeslots: everyDay([{ start: 720, end: 840 }, { start: 1080, end: 1200 }]) },
    { restaurantId, name: 'Hall', bookable: true, sorting: 2, localizedNames: { en: 'Hall' }, timeslots: everyDay([{ start: 1080, end: 1320 }], ['monday']) },
  ]);
  const table = (level: string, tableNumber: string, maxCovers: number, bookable = true) => ({ restaurantId, label: tableNumber, level, tableNumber, maxCovers, bookable });
  await db.insert(diningTables).values([table('Garden', 'G1', 2), table('Garden', 'G2', 4), table('Garden', 'G3', 4, false), table('Hall', 'H1', 6), table('Hall', 'H2', 6)]);
  await db.insert(specials).values({ restaurantId, id: 'brunch', title: { en: 'Brunch', de: 'Brunch' }, enabled: true });
}

/** Writes the bookings as their rows: the primary on the first table, a linked row with the same fields per further one. */
export async function writeBookings(server: TestServer, restaurantId: string, bookings: readonly Booking[]): Promise<void> {
  const at = (local: Local | undefined) => (local ? instant(local) : null);
  const rows = bookings.flatMap((b) =>
    b.tables.map((tableNumber, index) => ({
      restaurantId,
      id: index === 0 ? b.id : `${b.id}-${tableNumber}`,
      linkedReservationId: index === 0 ? null : b.id,
      token: randomBytes(18).toString('base64url'),
      customerName: `Guest ${b.id}`,
      level: b.level,
      tableNumber,
      partySize: b.party,
      startTime: instant(b.start),
      endTime: instant(b.end),
      originalStartTime: instant(b.start),
      originalEndTime: instant(b.end),
      createdAt: instant(b.created),
      updatedAt: instant(b.created),
      deletedAt: at(b.deleted),
      checkedIn: b.checkedIn ?? false,
      checkedInAt: at(b.checkedInAt),
      leftAt: at(b.left),
      note: b.note ?? null,
      specialId: b.special ?? null,
      referralCode: b.referral ?? null,
      source: b.source,
      platform: b.platform,
    })),
  );
  await server.database.db.insert(reservations).values(rows);
}

/** A restaurant of its own with the floor above and the bookings; answers its id and the calls, made as an admin. */
export async function handMadeRestaurant(server: TestServer, bookings: readonly Booking[]) {
  const restaurantId = await throwaways(server.app).restaurant();
  await floorOf(server, restaurantId);
  await writeBookings(server, restaurantId, bookings);
  const get = async (url: string, query: Record<string, string>) =>
    server.call({ method: 'GET', url, query, as: demo.admin, headers: await staffHeaders(server.app, demo.admin, restaurantId) });
  return {
    restaurantId,
    bookingsOf: (query: Record<string, string>) => get('/api/analytics/bookings', query),
    kitchenOf: (query: Record<string, string>) => get('/api/analytics/kitchen', query),
  };
}

/**
 * The range 2026-03-26 (Thursday) to 2026-04-01 (Wednesday) and the week before it. Berlin's clocks go forward on
 * Sunday the 29th at 02:00 (CET, UTC+1, before; CEST, UTC+2, after). Seats offered: Garden 12 a day, Hall 12 a day
 * but Monday the 30th: 156 in either week. Lead times (start − made) are noted in hours of real time.
 */
export const marchBookings: Booking[] = [
  // Thursday 26th: a mobile online party that came and left (nut allergy), lead 153 h, 6 days → up to a week;
  { id: 'a', level: 'Garden', tables: ['G1'], start: '2026-03-26 19:00', end: '2026-03-26 21:00', party: 2, source: 'online', platform: 'mobile',
    created: '2026-03-20 10:00', checkedIn: true, checkedInAt: '2026-03-26 19:05', left: '2026-03-26 20:35', note: 'Nut allergy' },
  // a party of ten on both Hall tables, counted once, checked in without a time (turn from its start: 150 min), lead 7 h;
  { id: 'b', level: 'Hall', tables: ['H1', 'H2'], start: '2026-03-26 19:00', end: '2026-03-26 21:00', party: 10, source: 'staff', platform: 'staff',
    created: '2026-03-26 12:00', checkedIn: true, left: '2026-03-26 21:30', note: 'Birthday cake at 20:30' },
  // a cancellation 24 hours ahead (the day before);
  { id: 'c', level: 'Garden', tables: ['G2'], start: '2026-03-26 12:00', end: '2026-03-26 14:00', party: 4, source: 'online', platform: 'desktop',
    created: '2026-03-01 10:00', deleted: '2026-03-25 12:00' },
  // a no-show, lead 58 h (2 days).
  { id: 'd', level: 'Garden', tables: ['G2'], start: '2026-03-26 18:00', end: '2026-03-26 20:00', party: 3, source: 'online', platform: 'desktop', created: '2026-03-24 08:00' },
  // Saturday 28th: a walk-in (60 min), and an affiliate's booking that runs past midnight (90 min), made 46 days ahead.
  { id: 'e', level: 'Garden', tables: ['G1'], start: '2026-03-28 13:00', end: '2026-03-28 14:30', party: 2, source: 'walk-in', platform: 'staff',
    created: '2026-03-28 13:00', checkedIn: true, checkedInAt: '2026-03-28 13:00', left: '2026-03-28 14:00' },
  { id: 'f', level: 'Hall', tables: ['H1'], start: '2026-03-28 23:30', end: '2026-03-29 01:30', party: 4, source: 'affiliate', platform: 'desktop',
    created: '2026-02-10 12:00', checkedIn: true, checkedInAt: '2026-03-28 23:30', left: '2026-03-29 01:00', referral: 'creator-42' },
  // Sunday 29th, 23 hours long: a brunch no-show at 00:30 (CET), lead 36.5 h; a party at 23:00 (CEST) still seated,
  // made that morning (13 h); a booking from before platforms were recorded, 19 days ahead less the lost hour (455 h).
  { id: 'g', level: 'Hall', tables: ['H2'], start: '2026-03-29 00:30', end: '2026-03-29 01:30', party: 2, source: 'online', platform: 'mobile',
    created: '2026-03-27 12:00', special: 'brunch' },
  { id: 'h', level: 'Hall', tables: ['H2'], start: '2026-03-29 23:00', end: '2026-03-29 23:59', party: 6, source: 'online', platform: 'mobile',
    created: '2026-03-29 10:00', checkedIn: true },
  { id: 'i', level: 'Garden', tables: ['G2'], start: '2026-03-29 12:00', end: '2026-03-29 14:00', party: 5, source: 'staff', platform: null,
    created: '2026-03-10 12:00', checkedIn: true },
  // Monday 30th: a combination cancelled after its start (counts as 0 hours ahead, the same day).
  { id: 'l', level: 'Hall', tables: ['H1', 'H2'], start: '2026-03-30 19:00', end: '2026-03-30 21:00', party: 8, source: 'staff', platform: 'staff',
    created: '2026-03-20 12:00', deleted: '2026-03-30 20:00' },
  // Tuesday 31st: a brunch made that morning (9 h), 90 min. Wednesday 1st: a waitlist guest, made the day before (24 h), 120 min.
  { id: 'j', level: 'Garden', tables: ['G1'], start: '2026-03-31 18:00', end: '2026-03-31 20:00', party: 2, source: 'online', platform: 'desktop',
    created: '2026-03-31 09:00', checkedIn: true, checkedInAt: '2026-03-31 18:10', left: '2026-03-31 19:40', special: 'brunch' },
  { id: 'k', level: 'Hall', tables: ['H1'], start: '2026-04-01 19:00', end: '2026-04-01 21:00', party: 6, source: 'waitlist', platform: 'staff',
    created: '2026-03-31 19:00', checkedIn: true, checkedInAt: '2026-04-01 19:00', left: '2026-04-01 21:00' },
  // The week before: came (31 h ahead), a no-show (295 h ahead), a cancellation 17 hours ahead.
  { id: 'p1', level: 'Garden', tables: ['G1'], start: '2026-03-20 19:00', end: '2026-03-20 21:00', party: 2, source: 'online', platform: 'desktop',
    created: '2026-03-19 12:00', checkedIn: true, left: '2026-03-20 20:30' },
  { id: 'p2', level: 'Hall', tables: ['H1'], start: '2026-03-22 19:00', end: '2026-03-22 21:00', party: 4, source: 'staff', platform: 'staff', created: '2026-03-10 12:00' },
  { id: 'p3', level: 'Garden', tables: ['G2'], start: '2026-03-25 12:00', end: '2026-03-25 14:00', party: 3, source: 'online', platform: 'mobile',
    created: '2026-03-20 12:00', deleted: '2026-03-24 19:00' },
  // Outside both: the day before the week before, and a quarter past midnight after the range.
  { id: 'x1', level: 'Garden', tables: ['G1'], start: '2026-03-18 19:00', end: '2026-03-18 21:00', party: 2, source: 'online', platform: 'desktop', created: '2026-03-01 12:00' },
  { id: 'x2', level: 'Hall', tables: ['H2'], start: '2026-04-02 00:15', end: '2026-04-02 01:00', party: 2, source: 'online', platform: 'desktop', created: '2026-03-01 12:00' },
];
