// The occupancy index kept with a reservation list (occupancy.ts): a list asked again after bookings were appended to
// it answers as a fresh list with the same reservations would, however many were added and whatever the window.
import { describe, expect, it } from 'vitest';
import { availabilityForDate, computeAvailability, findAssignment } from './index';
import { floorOf } from './floor';
import { occupancyIndex } from './occupancy';
import type { EngineInput, EngineTable, Occupancy } from './types';
import { weekdays } from '../time';

const dinner = { start: 19 * 60, end: 21 * 60 };
const tables: EngineTable[] = Array.from({ length: 80 }, (_, i) => ({
  level: 'Main',
  tableNumber: `T${i + 1}`,
  bookable: true,
  overflow: false,
  minCovers: 1,
  maxCovers: 2 + (i % 3),
  combinations: [],
  frontendGroupOrder: i,
}));
const input = (occupancy: Occupancy[]): EngineInput => ({
  rules: { timeZone: 'Europe/Berlin', sameDayCutoffHour: 20, bookingHorizonDays: 14, partySizeMin: 1, partySizeMax: 4 },
  areas: [{ id: 'main', name: 'Main', bookable: true, sorting: 1, timeslots: Object.fromEntries(weekdays.map((d) => [d, [dinner]])) }],
  areaGroups: [],
  specials: [],
  tables,
  occupancy,
  blockers: [],
  now: Date.parse('2026-06-10T08:00:00Z'),
});
const target = (partySize: number) => ({ date: '2026-06-11', slot: dinner, partySize, choice: { kind: 'area' as const, name: 'Main' } });
const slotStart = Date.parse('2026-06-11T17:00:00Z');

/** Books parties into one list, one after the other, as the server's kept read of a slot does. */
function bookInto(list: Occupancy[], sizes: number[]): (string | null)[] {
  return sizes.map((size) => {
    const assignment = findAssignment(input(list), target(size));
    for (const tableNumber of assignment?.tableNumbers ?? []) {
      list.push({ level: 'Main', tableNumber, start: slotStart, end: slotStart + 2 * 3_600_000 });
    }
    return assignment?.tableNumbers.join('+') ?? null;
  });
}

describe('the index kept with a reservation list', () => {
  it('sees every booking appended to the list, past the number it adds before indexing again, until the slot is full', () => {
    const sizes = Array.from({ length: 90 }, (_, i) => 1 + (i % 4));
    const kept: Occupancy[] = [];
    const answered = bookInto(kept, sizes);
    // The same bookings, each asked of a new list holding the same reservations.
    const fresh: (string | null)[] = [];
    const copy: Occupancy[] = [];
    for (const size of sizes) {
      const assignment = findAssignment(input([...copy]), target(size));
      for (const tableNumber of assignment?.tableNumbers ?? []) copy.push({ level: 'Main', tableNumber, start: slotStart, end: slotStart + 2 * 3_600_000 });
      fresh.push(assignment?.tableNumbers.join('+') ?? null);
    }
    expect(answered).toEqual(fresh);
    // No table twice, and the slot filled up: the last parties found nothing.
    const booked = answered.filter((tables): tables is string => tables !== null);
    expect(new Set(booked).size).toBe(booked.length);
    expect(booked.length).toBeLessThan(sizes.length);
    expect(availabilityForDate(input(kept), '2026-06-11').availability['2026-06-11']?.Main?.['1140-1260'] ?? []).toEqual([]);
  });

  it('indexes afresh a list whose reservations were replaced, not only appended to', () => {
    const list: Occupancy[] = [];
    const [first] = bookInto(list, [2]);
    expect(first).toBe('T1');
    // The same list, its booking swapped for one on another table: T1 is free again, T2 is not.
    list[0] = { level: 'Main', tableNumber: 'T2', start: slotStart, end: slotStart + 2 * 3_600_000 };
    expect(findAssignment(input(list), target(2))?.tableNumbers).toEqual(['T1']);
    list.length = 0;
    list.push({ level: 'Main', tableNumber: 'T1', start: slotStart, end: slotStart + 2 * 3_600_000 });
    expect(findAssignment(input(list), target(2))?.tableNumbers).not.toEqual(['T1']);
  });

  it('takes bookings spread over the horizon without indexing the book again, and answers as a fresh list would', () => {
    const day = (i: number) => Date.parse('2026-06-11T17:00:00Z') + (i % 13) * 86_400_000;
    const stay = (i: number): Occupancy => ({ level: 'Main', tableNumber: `T${1 + (Math.floor(i / 13) % 80)}`, start: day(i), end: day(i) + 2 * 3_600_000 });
    const book = Array.from({ length: 800 }, (_, i) => stay(i));
    const window = { from: Date.parse('2026-06-09T22:00:00Z'), to: Date.parse('2026-06-25T22:00:00Z') };
    const floor = floorOf(input(book));
    const blockers: EngineInput['blockers'] = [];
    const index = occupancyIndex(floor, book, blockers, window.from, window.to);
    // 300 bookings on every day of the horizon: more than a few, fewer than half the book.
    for (let i = 800; i < 1_100; i++) book.push(stay(i));
    expect(occupancyIndex(floor, book, blockers, window.from, window.to)).toBe(index);
    expect(index.added.count).toBe(300);
    // Past half the book, it is indexed again.
    while (book.length <= 800 + 800 / 2) book.push(stay(book.length));
    expect(occupancyIndex(floor, book, blockers, window.from, window.to)).not.toBe(index);
    // The offer, asked again as the book grows, is the offer of a fresh list.
    const grown = Array.from({ length: 800 }, (_, i) => stay(i));
    for (const more of [0, 300, 200]) {
      for (let n = 0; n < more; n++) grown.push(stay(grown.length));
      expect(computeAvailability(input(grown))).toEqual(computeAvailability(input([...grown])));
    }
  });

  it("serves a window inside the one it was built for (the horizon's index, a booking's day), and one reaching past it spans both", () => {
    const at = (day: number, table: number): Occupancy => {
      const start = slotStart + day * 86_400_000;
      return { level: 'Main', tableNumber: `T${table}`, start, end: start + 2 * 3_600_000 };
    };
    const book = Array.from({ length: 300 }, (_, i) => at(i % 12, 1 + Math.floor(i / 12)));
    // As the server's engine inputs: the floor's areas and tables, and the blockers, the same objects every time.
    const base = input(book);
    const { blockers } = base;
    const sharing = (list: Occupancy[]): EngineInput => ({ ...base, occupancy: list });
    const floor = floorOf(base);
    const horizon = { from: Date.parse('2026-06-09T22:00:00Z'), to: Date.parse('2026-06-25T22:00:00Z') };
    const index = occupancyIndex(floor, book, blockers, horizon.from, horizon.to);
    // The booking's own day, inside the horizon: the same index, and the same answer as a fresh list's.
    expect(findAssignment(sharing(book), target(2))).toEqual(findAssignment(input([...book]), target(2)));
    expect(occupancyIndex(floor, book, blockers, Date.parse('2026-06-10T22:00:00Z'), Date.parse('2026-06-12T23:00:00Z'))).toBe(index);
    // Bookings appended while one day is asked reach every day of the index, not only that one.
    book.push(at(0, 40), at(8, 41));
    expect(findAssignment(sharing(book), target(2))).toEqual(findAssignment(input([...book]), target(2)));
    expect(index.added.count).toBe(2);
    const dayEight = '2026-06-19';
    expect(availabilityForDate(sharing(book), dayEight)).toEqual(availabilityForDate(input([...book]), dayEight));
    // A window reaching past the kept one is indexed again over both: the horizon is then served by the new index.
    const wider = occupancyIndex(floor, book, blockers, Date.parse('2026-06-24T22:00:00Z'), Date.parse('2026-06-28T22:00:00Z'));
    expect(wider).not.toBe(index);
    expect(occupancyIndex(floor, book, blockers, horizon.from, horizon.to)).toBe(wider);
  });
});
