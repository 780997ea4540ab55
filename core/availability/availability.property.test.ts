// Property tests of the engine against random small restaurants around daylight-saving
// changes, checked with the brute-force reference of test-kit.ts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../tests/support/property';
import { computeAvailability, findAssignment, offeredPartySizes } from './index';
import {
  connected,
  inputArb,
  referenceOptions,
  referenceSizes,
  referenceSlot,
  referenceToday,
  seats,
  slotKeyOf,
  tableBusy,
} from './test-kit';
import type { Assignment, AvailabilityResponse, BookingTarget, EngineInput, EngineTable, Slot } from './types';
import { addDays, toInstant, toLocal, weekdayOf } from '../time';

type Choice = BookingTarget['choice'];

interface Case {
  date: string;
  slot: Slot;
  choice: Choice;
  /** The areas that may host it (bookable ones that have the slot, or the special's). */
  levels: string[];
}

const bookable = (input: EngineInput) => input.areas.filter((a) => a.bookable);

/** Every (date, slot, choice) worth asking about: a day either side of the horizon, every configured slot. */
function cases(input: EngineInput): Case[] {
  const today = referenceToday(input);
  const out: Case[] = [];
  for (let d = -1; d <= input.rules.bookingHorizonDays; d++) {
    const date = addDays(today, d);
    const weekday = weekdayOf(date);
    const has = (slots: Slot[] | undefined, slot: Slot) => (slots ?? []).some((s) => s.start === slot.start && s.end === slot.end);
    for (const area of input.areas) {
      for (const slot of area.timeslots[weekday] ?? []) {
        out.push({ date, slot, choice: { kind: 'area', name: area.name }, levels: area.bookable ? [area.name] : [] });
      }
    }
    for (const group of input.areaGroups) {
      const areas = bookable(input).filter((a) => group.areaIds.includes(a.id));
      const slots = input.areas.filter((a) => group.areaIds.includes(a.id)).flatMap((a) => a.timeslots[weekday] ?? []);
      for (const slot of slots) {
        const levels = areas.filter((a) => has(a.timeslots[weekday], slot)).map((a) => a.name);
        out.push({ date, slot, choice: { kind: 'areaGroup', id: group.id }, levels });
      }
    }
    for (const special of input.specials) {
      const group = input.areaGroups.find((g) => g.id === special.areaGroupId);
      const areas = special.areaGroupId === null ? bookable(input) : bookable(input).filter((a) => group?.areaIds.includes(a.id));
      const runs = special.enabled && special.weekdays.includes(weekday);
      for (const slot of special.timeslots) {
        out.push({ date, slot, choice: { kind: 'special', id: special.id }, levels: runs ? areas.map((a) => a.name) : [] });
      }
    }
  }
  return out;
}

function offered(response: AvailabilityResponse, c: Case): number[] | undefined {
  const key = slotKeyOf(c.slot);
  if (c.choice.kind === 'area') return response.availability[c.date]?.[c.choice.name]?.[key];
  if (c.choice.kind === 'areaGroup') return response.areaGroupAvailability[c.date]?.[c.choice.id]?.[key];
  return response.specialAvailability[c.date]?.[c.choice.id]?.[key];
}

/** The reference answer: undefined when the slot is not offered at all, else the sizes with a free option. */
function expected(input: EngineInput, c: Case): number[] | undefined {
  const window = referenceSlot(input, c.date, c.slot);
  if (!window || c.levels.length === 0) return undefined;
  const sizes = new Set(c.levels.flatMap((level) => referenceSizes(input, level, window.start, window.end)));
  return [...sizes].sort((a, b) => a - b);
}

const bestKey = (set: readonly EngineTable[]) => [
  set[0]?.overflow ? 1 : 0,
  set.reduce((s, t) => s + t.maxCovers, 0),
  set.length,
];
const lexLess = (a: number[], b: number[]) => {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return (a[i] ?? 0) < (b[i] ?? 0);
  return false;
};

/** Property 4: the assignment seats the party on free, usable, joinable tables of one allowed area, best fit. */
function checkAssignment(input: EngineInput, c: Case, size: number, assignment: Assignment): void {
  const window = referenceSlot(input, c.date, c.slot);
  expect(window).not.toBeNull();
  if (!window) return;
  expect(c.levels).toContain(assignment.level);
  const tables = assignment.tableNumbers.map((n) =>
    input.tables.find((t) => t.level === assignment.level && t.tableNumber === n),
  );
  expect(tables.every(Boolean)).toBe(true);
  const set = tables as EngineTable[];
  expect(new Set(assignment.tableNumbers).size).toBe(set.length);
  expect(set.length).toBeGreaterThanOrEqual(1);
  expect(set.length).toBeLessThanOrEqual(4);
  expect(set.every((t) => (t.bookable || t.overflow) && !tableBusy(input, t, window.start, window.end))).toBe(true);
  expect(connected(set)).toBe(true);
  expect(seats(set, size)).toBe(true);
  expect(assignment.maxCovers).toBe(set.reduce((s, t) => s + t.maxCovers, 0));
  expect(assignment.overflow).toBe(set[0]?.overflow);
  // Best fit: no free option that seats the party is strictly better.
  const better = c.levels
    .flatMap((level) => referenceOptions(input, level))
    .filter((o) => seats(o, size) && o.every((t) => !tableBusy(input, t, window.start, window.end)))
    .some((o) => lexLess(bestKey(o), bestKey(set)));
  expect(better).toBe(false);
}

const runs = { numRuns: 150 };
/** The brute-force reference is slow on purpose; leave room for a loaded machine. */
const timeout = 60_000;

describe('availability engine properties', () => {
  it('offers exactly what the brute-force reference finds; (1) a size is offered iff findAssignment books it; (4) bookings are valid best fits', () => {
    assertProperty(
      fc.property(inputArb, (input) => {
        const response = computeAvailability(input);
        for (const c of cases(input)) {
          const sizes = offered(response, c);
          expect(sizes).toEqual(expected(input, c));
          expect(offeredPartySizes(input, c)).toEqual(sizes ?? []);
          for (let size = input.rules.partySizeMin - 1; size <= input.rules.partySizeMax + 1; size++) {
            const assignment = findAssignment(input, { ...c, partySize: size });
            expect(assignment !== null).toBe(sizes?.includes(size) ?? false);
            if (assignment) checkAssignment(input, c, size, assignment);
          }
        }
      }),
      runs,
    );
  }, timeout);

  it('(2) after booking an assignment the offer never grows, and drops exactly the sizes without another assignment', () => {
    assertProperty(
      fc.property(inputArb, fc.nat(), (input, pick) => {
        const before = computeAvailability(input);
        const bookable = cases(input).flatMap((c) =>
          c.choice.kind === 'area' ? (offered(before, c) ?? []).map((size) => ({ c, size })) : [],
        );
        fc.pre(bookable.length > 0);
        const { c, size } = bookable[pick % bookable.length] as (typeof bookable)[number];
        const assignment = findAssignment(input, { ...c, partySize: size }) as Assignment;
        const start = toInstant(c.date, c.slot.start, input.rules.timeZone).getTime();
        const end = toInstant(c.date, c.slot.end, input.rules.timeZone).getTime();
        const booked: EngineInput = {
          ...input,
          occupancy: [
            ...input.occupancy,
            ...assignment.tableNumbers.map((tableNumber) => ({ level: assignment.level, tableNumber, start, end })),
          ],
        };
        const after = computeAvailability(booked);
        const old = offered(before, c) ?? [];
        const now = offered(after, c) ?? [];
        expect(now.every((s) => old.includes(s))).toBe(true);
        const others = referenceSizes(input, assignment.level, start, end, assignment.tableNumbers);
        for (const s of old) expect(now.includes(s)).toBe(others.includes(s));
        // Nowhere else does the offer grow either.
        for (const other of cases(input)) {
          const was = offered(before, other) ?? [];
          expect((offered(after, other) ?? []).every((s) => was.includes(s))).toBe(true);
        }
      }),
      runs,
    );
  }, timeout);

  it('(3) offers nothing in a blocker, in the past, after the cutoff today, or beyond the horizon', () => {
    assertProperty(
      fc.property(inputArb, (input) => {
        const response = computeAvailability(input);
        const { timeZone, bookingHorizonDays, sameDayCutoffHour } = input.rules;
        const today = referenceToday(input);
        const horizon = Array.from({ length: bookingHorizonDays }, (_, i) => addDays(today, i));
        expect(Object.keys(response.availability)).toEqual(horizon);
        expect(response.today).toBe(today);
        const hour = Math.floor(toLocal(input.now, timeZone).minutes / 60);
        const entries = [
          ...Object.entries(response.availability).flatMap(([date, areas]) =>
            Object.entries(areas).flatMap(([level, slots]) => Object.entries(slots).map(([key, sizes]) => ({ date, level, key, sizes }))),
          ),
          ...[response.areaGroupAvailability, response.specialAvailability].flatMap((map) =>
            Object.entries(map).flatMap(([date, ids]) =>
              Object.values(ids).flatMap((slots) => Object.entries(slots).map(([key, sizes]) => ({ date, level: null, key, sizes }))),
            ),
          ),
        ];
        for (const { date, level, key, sizes } of entries) {
          expect(horizon).toContain(date);
          const [startMinute, endMinute] = key.split('-').map(Number) as [number, number];
          const start = toInstant(date, startMinute, timeZone).getTime();
          const end = toInstant(date, endMinute, timeZone).getTime();
          expect(start).toBeGreaterThan(input.now);
          if (date === today) expect(hour).toBeLessThan(sameDayCutoffHour);
          if (sizes.length === 0) continue;
          const blocked = input.blockers.some(
            (b) => b.start < end && b.end > start && (b.level === null || (b.level === level && b.tableNumbers.length === 0)),
          );
          expect(blocked).toBe(false);
        }
      }),
      runs,
    );
  }, timeout);
});
