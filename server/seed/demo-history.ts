// The demo's past (server/seed/demo.ts): about 120 days of bookings for the owner's analytics, with the sources,
// devices, party sizes, lead times, cancellations, no-shows, walk-ins, arrivals, departures, notes and specials a
// trattoria would see. Each day is drawn from a generator seeded by its date, so a date's history is the same
// whenever the demo is seeded, and tests that count it stay stable. Every table holds one party per slot: the slots of
// an area do not overlap, so no two bookings overlap on a table (docs/decisions/002).
import { randomUUID } from 'node:crypto';
import type { BookingPlatform, ReservationSource } from '../../core/analytics/booking-origin';
import { addDays, toInstant, weekdayOf, type Weekday } from '../../core/time';
import type { reservations } from '../platform/db/schema';
import { newReservationToken } from '../modules/booking';
import { demoAreas, tablesByArea, type Slot, type TableSeed } from './demo-floor';

type ReservationInsert = typeof reservations.$inferInsert;

export const historyDays = 120;
/** Platforms were recorded only from this many days ago: older bookings show as "unknown" (docs/decisions/010). */
const platformsRecordedDays = 100;

/** mulberry32 seeded by the date: a small generator whose numbers are the same on every machine. */
function generatorOf(date: string): () => number {
  let a = [...date].reduce((hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16_777_619) >>> 0, 2_166_136_261);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
type Random = () => number;
const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
const between = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1));

/** How busy each weekday is, against a Thursday. */
const busy: Record<Weekday, number> = { monday: 0.55, tuesday: 0.7, wednesday: 0.8, thursday: 1, friday: 1.3, saturday: 1.4, sunday: 1.1 };
const firstNames = ['Hanna', 'Felix', 'Marta', 'Lukas', 'Elena', 'Paolo', 'Clara', 'Mateo', 'Greta', 'Nico', 'Alba', 'Emil', 'Lucía', 'Oskar', 'Frieda', 'Diego', 'Ida', 'Hugo', 'Valentina', 'Theo'];
const lastNames = ['Vogel', 'Brunner', 'Romano', 'Kraus', 'Navarro', 'Hoffmann', 'Ferrari', 'Lang', 'Ruiz', 'Seidel', 'Conti', 'Albrecht', 'Molina', 'Winter', 'Greco', 'Haas'];
const notes = [
  'Nut allergy',
  'Glutenfrei bitte (Zöliakie)',
  'Vegetarian, two guests',
  'Alergia al marisco',
  'Laktoseintoleranz',
  'Vegan',
  'Birthday, a candle on the dessert',
  'Window table if possible',
  'High chair for a toddler',
  'Aniversario',
];

/** A guest's own booking (online, or through an affiliate's link): no staff member made it. */
const byGuest = (source: ReservationSource) => source === 'online' || source === 'affiliate';

/** Where the booking came from and on what device; a walk-in is made as it starts. */
function originOf(random: Random, daysAgo: number): { source: ReservationSource; platform: BookingPlatform | null } {
  const r = random();
  const source: ReservationSource = r < 0.09 ? 'walk-in' : r < 0.14 ? 'waitlist' : r < 0.34 ? 'staff' : r < 0.44 ? 'affiliate' : 'online';
  const platform: BookingPlatform = byGuest(source) ? (random() < 0.62 ? 'mobile' : 'desktop') : 'staff';
  return { source, platform: daysAgo > platformsRecordedDays ? null : platform };
}

/** Hours before the start that the booking was made: often days ahead, sometimes the same day. */
function leadHours(random: Random): number {
  const r = random();
  if (r < 0.2) return between(random, 1, 8);
  if (r < 0.35) return between(random, 18, 40);
  if (r < 0.72) return between(random, 2, 7) * 24 + between(random, 0, 12);
  if (r < 0.93) return between(random, 8, 30) * 24 + between(random, 0, 12);
  return between(random, 31, 60) * 24;
}

const minute = (ms: number) => new Date(Math.floor(ms / 60_000) * 60_000);

interface Seat {
  date: string;
  daysAgo: number;
  level: string;
  slot: Slot;
  tables: TableSeed[];
  special: boolean;
}

/** One party at the tables of `seat`: made, then cancelled, not shown, or seated and gone before the slot ends. */
function bookingAt(random: Random, seat: Seat, zone: string): ReservationInsert[] {
  const { source, platform } = originOf(random, seat.daysAgo);
  const walkIn = source === 'walk-in';
  const slotStart = toInstant(seat.date, seat.slot.start, zone).getTime();
  const end = toInstant(seat.date, seat.slot.end, zone);
  const start = slotStart + (walkIn ? between(random, 0, 6) * 5 * 60_000 : 0);
  const createdAt = walkIn ? minute(start) : minute(start - leadHours(random) * 3_600_000 - between(random, 0, 59) * 60_000);
  const seats = seat.tables.reduce((sum, table) => ({ min: Math.max(sum.min, table.min), max: sum.max + table.max }), { min: 1, max: 0 });
  const partySize = seat.tables.length > 1 ? between(random, seat.tables[0]?.max ?? 2, seats.max) : between(random, seats.min, seats.max);
  const outcome = random();
  const cancelled = !walkIn && outcome < 0.08;
  const noShow = !walkIn && !cancelled && outcome < 0.12;
  const untimed = random() < 0.2;
  const arrival = start + (untimed ? 0 : between(random, -1, 4) * 5 * 60_000);
  const stay = Math.min((50 + partySize * 7 + between(random, 0, 30)) * 60_000, end.getTime() - arrival - 60_000);
  const name = `${pick(random, firstNames)} ${pick(random, lastNames)}`;
  const shared = {
    restaurantId: 'demo',
    customerName: name,
    customerEmail: `${name.toLowerCase().replace(/[^a-z]+/g, '.')}.${between(random, 10, 99)}@example.test`,
    customerPhone: `+49 151 ${between(random, 1_000_000, 9_999_999)}`,
    level: seat.level,
    partySize,
    startTime: new Date(start),
    endTime: end,
    originalStartTime: new Date(start),
    originalEndTime: end,
    createdAt,
    updatedAt: createdAt,
    creatorId: byGuest(source) ? null : pick(random, ['demo-owner', 'demo-host']),
    referralCode: source === 'affiliate' ? 'creator' : null,
    language: pick(random, ['de', 'de', 'en', 'es']),
    note: random() < 0.14 ? pick(random, notes) : null,
    specialId: seat.special && random() < 0.35 ? 'tasting-menu' : null,
    source,
    platform,
    deletedAt: cancelled ? minute(createdAt.getTime() + (start - createdAt.getTime()) * (0.3 + 0.65 * random())) : null,
    checkedIn: !cancelled && !noShow,
    checkedInAt: !cancelled && !noShow && !untimed ? new Date(arrival) : null,
    leftAt: !cancelled && !noShow ? minute(arrival + stay) : null,
  };
  const id = randomUUID();
  return seat.tables.map((table, index) => ({
    ...shared,
    id: index === 0 ? id : randomUUID(),
    linkedReservationId: index === 0 ? null : id,
    guestBooking: index === 0 && byGuest(source),
    tableNumber: table.n,
    token: newReservationToken(),
  }));
}

/** The bookings of one past day: per area and slot, each bookable table taken by chance (a combination now and then). */
function dayOf(date: string, daysAgo: number, zone: string): ReservationInsert[] {
  const random = generatorOf(date);
  const weekday = weekdayOf(date);
  const rows: ReservationInsert[] = [];
  for (const area of demoAreas) {
    const tables = (tablesByArea[area.name] ?? []).filter((table) => !table.overflow);
    area.slots.forEach((slot, index) => {
      const dinner = slot.start >= 17 * 60;
      const chance = Math.min(0.9, (dinner ? 0.5 : 0.3) * busy[weekday] * (index === area.slots.length - 1 ? 0.7 : 1));
      const special = area.name === 'Dining Room' && slot.start === 19 * 60 + 30 && ['thursday', 'friday', 'saturday'].includes(weekday);
      const taken = new Set<string>();
      for (const table of tables) {
        if (taken.has(table.n) || random() >= chance) continue;
        const partner = tables.find((other) => table.combos?.includes(other.n) && !taken.has(other.n));
        const together = partner && table.max >= 4 && random() < 0.2 ? [table, partner] : [table];
        for (const held of together) taken.add(held.n);
        rows.push(...bookingAt(random, { date, daysAgo, level: area.name, slot, tables: together, special }, zone));
      }
    });
  }
  return rows;
}

/** Every row of the demo's past: the `historyDays` days before `today`, the oldest first. */
export function demoHistory(today: string, zone: string): ReservationInsert[] {
  return Array.from({ length: historyDays }, (_, i) => historyDays - i).flatMap((daysAgo) => dayOf(addDays(today, -daysAgo), daysAgo, zone));
}
