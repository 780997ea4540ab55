// Property tests of the reservation rules against random books on ordinary and daylight-saving days in Berlin, checked
// with slow, obvious references (minute-by-minute scans, all pairs).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reservationActionTypes } from '../schemas/reservation-actions';
import { addDays, localDateOf, toInstant, toLocal } from '../time';
import { actionsReadingNeighbours, applyReservationAction, type ReservationState } from './actions';
import { markLate, markNotLate } from './attendance';
import { findCollisions, type Collision } from './collisions';
import { dayEndCap, extend, unextend } from './extend';
import { blockerCovers, effectiveEnd, groupKey } from './occupancy';
import { fallBack, local, ms, reservation, springForward, zone } from './test-kit';
import { tableTimeline } from './timeline';
import type { ActionContext, BlockerFacts, ReservationFacts, TableRef } from './types';

const minute = 60_000;
const tables: TableRef[] = [
  { level: 'Main', tableNumber: '1' },
  { level: 'Main', tableNumber: '2' },
  { level: 'Main', tableNumber: '3' },
  { level: 'Patio', tableNumber: '1' },
];
/** Ordinary days and Berlin's last Sundays of March and October. */
const dates = ['2026-06-10', '2026-12-31', springForward, fallBack, '2027-03-28', '2027-10-31'];
const iso = (instant: number) => new Date(instant).toISOString();
const fiveMinutes = (max: number) => fc.integer({ min: 0, max: max / 5 }).map((x) => x * 5);

const rowArb = fc.record({
  table: fc.integer({ min: 0, max: tables.length - 1 }),
  dayOffset: fc.constantFrom(0, 0, 0, 0, 1, -1),
  start: fiveMinutes(1435),
  duration: fiveMinutes(300).map((d) => d + 5),
  extendBy: fc.option(fc.integer({ min: -12, max: 36 }).map((x) => x * 5), { freq: 3 }),
  leftAfter: fc.option(fiveMinutes(360), { freq: 4 }),
  deleted: fc.constantFrom(false, false, false, false, true),
  checkedIn: fc.boolean(),
});

const blockerArb = fc.record({
  scope: fc.constantFrom<[string | null, string[]]>([null, []], ['Main', []], ['Main', ['1']], ['Main', ['2', '3']], ['Patio', []]),
  dayOffset: fc.constantFrom(0, 0, 0, 1, -1),
  start: fiveMinutes(1435),
  duration: fiveMinutes(240).map((d) => d + 5),
});

const targetArb = fc.record({
  tables: fc.constantFrom([0], [1], [0, 1], [0, 1, 2]),
  start: fiveMinutes(1435),
  duration: fiveMinutes(300).map((d) => d + 5),
});

const bookArb = fc.record({
  date: fc.constantFrom(...dates),
  rows: fc.array(rowArb, { maxLength: 14 }),
  blockers: fc.array(blockerArb, { maxLength: 4 }),
  target: targetArb,
});
type Book = typeof bookArb extends fc.Arbitrary<infer B> ? B : never;

interface Built {
  date: string;
  target: ReservationFacts;
  group: ReservationFacts[];
  others: ReservationFacts[];
  blockers: BlockerFacts[];
}

function build(book: Book): Built {
  const others = book.rows.map((row, i) => {
    const table = tables[row.table] as TableRef;
    const start = ms(local(row.start, addDays(book.date, row.dayOffset)));
    const end = start + row.duration * minute;
    return reservation(`o${i}`, {
      ...table,
      startTime: iso(start),
      endTime: iso(end),
      extendedTo: row.extendBy === null ? null : iso(end + row.extendBy * minute),
      leftAt: row.leftAfter === null ? null : iso(start + row.leftAfter * minute),
      deletedAt: row.deleted ? iso(start - 60 * minute) : null,
      checkedIn: row.checkedIn,
    });
  });
  const start = ms(local(book.target.start, book.date));
  const group = book.target.tables.map((t, i) =>
    reservation(i === 0 ? 't' : `t-${i}`, {
      ...(tables[t] as TableRef),
      linkedReservationId: i === 0 ? null : 't',
      startTime: iso(start),
      endTime: iso(start + book.target.duration * minute),
    }),
  );
  const blockers = book.blockers.map((b, i) => {
    const from = ms(local(b.start, addDays(book.date, b.dayOffset)));
    return { _id: `b${i}`, start: iso(from), end: iso(from + b.duration * minute), level: b.scope[0], tableNumbers: b.scope[1] };
  });
  return { date: book.date, target: group[0] as ReservationFacts, group, others, blockers };
}

const ctxOf = (b: Built, now = ms(local('12:00', b.date))): ActionContext => ({
  now,
  timeZone: zone,
  actorId: 'staff',
  reservations: [...b.group, ...b.others],
  blockers: b.blockers,
});

/** Busy intervals on a table, the slow way. */
function busyIntervals(b: Built, table: TableRef): { start: number; end: number }[] {
  const reservations = b.others
    .filter((r) => r.deletedAt === null && r.level === table.level && r.tableNumber === table.tableNumber)
    .map((r) => ({ start: ms(r.startTime), end: effectiveEnd(r) }));
  const blocked = b.blockers.filter((x) => blockerCovers(x, table)).map((x) => ({ start: ms(x.start), end: ms(x.end) }));
  return [...reservations, ...blocked].filter((x) => x.end > x.start);
}

const pairKey = (c: Collision) => (c.kind === 'reservations' ? `R:${[...c.reservationIds].sort().join('+')}` : `B:${c.reservationId}+${c.blockerId}`);
const runs = { numRuns: 300 };

describe('extend (properties)', () => {
  it('reaches exactly the last minute before which every table of the booking stays free for 15 more minutes', () => {
    fc.assert(
      fc.property(bookArb, (book) => {
        const b = build(book);
        const bookedEnd = ms(b.target.endTime);
        const cap = toInstant(b.date, 1439, zone).getTime();
        const busy = b.group.flatMap((row) => busyIntervals(b, row));
        const free = (t: number) => busy.every((x) => !(x.start < t + 15 * minute && x.end > bookedEnd));
        let expected: string | null = null;
        if (cap <= bookedEnd) expected = 'extension_at_day_end';
        else {
          for (let t = cap; t > bookedEnd; t -= minute) {
            if (free(t)) {
              expected = iso(t);
              break;
            }
          }
          expected ??= 'extension_blocked';
        }
        const result = applyReservationAction({ timeZone: zone, reservations: ctxOf(b).reservations, blockers: b.blockers }, { type: 'extend', reservationId: 't' }, 0);
        if (!result.ok) {
          expect(result.code).toBe(expected);
          return;
        }
        expect(result.reservations.map((r) => r.extendedTo)).toEqual(b.group.map(() => expected));
        const until = ms(expected as string);
        // Never past 23:59 of the reservation's own restaurant-local day.
        expect(toLocal(until, zone).date).toBe(b.date);
        expect(toLocal(until, zone).minutes).toBeLessThanOrEqual(1439);
        // No new overlap with any other reservation or blocker on its tables.
        const before = new Set(findCollisions([...b.group, ...b.others], b.blockers).map(pairKey));
        const after = findCollisions(result.state.reservations, b.blockers)
          .filter((c) => (c.kind === 'reservations' ? c.reservationIds.some((id) => id.startsWith('t')) : c.reservationId.startsWith('t')))
          .map(pairKey);
        expect(after.filter((key) => !before.has(key))).toEqual([]);
      }),
      runs,
    );
  });

  it('is undone by unextend: the effective end is back where it was', () => {
    fc.assert(
      fc.property(bookArb, (book) => {
        const b = build(book);
        const extended = extend(b.target, ctxOf(b));
        if (!extended.ok) return;
        const back = unextend(extended.reservation, ctxOf(b));
        expect(back.ok && effectiveEnd(back.reservation)).toBe(effectiveEnd(b.target));
      }),
      runs,
    );
  });

  it('caps at the instant of 23:59 local on every day around the changes of clock', () => {
    fc.assert(
      fc.property(fc.constantFrom(...dates), fc.integer({ min: -2, max: 2 }), fiveMinutes(1435), (date, offset, start) => {
        const d = addDays(date, offset);
        const cap = dayEndCap(local(start, d), zone);
        expect(toLocal(cap, zone)).toEqual({ date: d, minutes: 1439 });
        expect(localDateOf(cap, zone)).toBe(d);
      }),
    );
  });
});

describe('late / not late (properties)', () => {
  it('marks late exactly 15 elapsed minutes after the start and not late back at the start, on any day', () => {
    fc.assert(
      fc.property(fc.constantFrom(...dates), fiveMinutes(1435), (date, start) => {
        const r = reservation('r', { startTime: local(start, date), endTime: iso(ms(local(start, date)) + 120 * minute) });
        const ctx: ActionContext = { now: 0, timeZone: zone, actorId: null, reservations: [r], blockers: [] };
        const late = markLate(r, ctx);
        if (!late.ok) throw new Error(late.code);
        expect(ms(late.reservation.checkedInAt as string) - ms(r.startTime)).toBe(15 * minute);
        const notLate = markNotLate(late.reservation, ctx);
        expect(notLate.ok && ms(notLate.reservation.checkedInAt as string)).toBe(ms(r.startTime));
      }),
    );
  });
});

describe('collisions (properties)', () => {
  it('finds exactly the overlapping pairs a brute-force check finds, each once, in an order independent of the input', () => {
    fc.assert(
      fc.property(
        bookArb.chain((book) => {
          const b = build(book);
          const all = [...b.group, ...b.others];
          return fc.tuple(fc.constant(b), fc.shuffledSubarray(all, { minLength: all.length, maxLength: all.length }));
        }),
        ([b, shuffled]) => {
          const all = [...b.group, ...b.others];
          const live = all.filter((r) => r.deletedAt === null && effectiveEnd(r) > ms(r.startTime));
          const expected: string[] = [];
          for (let i = 0; i < live.length; i++) {
            const x = live[i] as ReservationFacts;
            for (let j = i + 1; j < live.length; j++) {
              const y = live[j] as ReservationFacts;
              const same = x.level === y.level && x.tableNumber === y.tableNumber;
              if (same && ms(x.startTime) < effectiveEnd(y) && ms(y.startTime) < effectiveEnd(x)) {
                expected.push(`R:${[x._id, y._id].sort().join('+')}`);
              }
            }
            for (const blocker of b.blockers) {
              if (blockerCovers(blocker, x) && ms(blocker.start) < effectiveEnd(x) && ms(x.startTime) < ms(blocker.end)) {
                expected.push(`B:${x._id}+${blocker._id}`);
              }
            }
          }
          const found = findCollisions(all, b.blockers);
          const keys = found.map(pairKey);
          expect(new Set(keys).size).toBe(keys.length);
          expect([...keys].sort()).toEqual(expected.sort());
          for (const c of found) expect(ms(c.start)).toBeLessThan(ms(c.end));
          expect(findCollisions(shuffled, b.blockers)).toEqual(found);
        },
      ),
      runs,
    );
  });
});

describe('timeline (properties)', () => {
  it('covers the day with contiguous cells whose states follow the book', () => {
    fc.assert(
      fc.property(bookArb, fc.integer({ min: -1, max: 1 }), fiveMinutes(1435), fc.integer({ min: 0, max: 24 }), (book, nowDay, nowMinute, cutoff) => {
        const b = build(book);
        const now = ms(local(nowMinute, addDays(b.date, nowDay)));
        const all = [...b.group, ...b.others];
        const table = b.target as TableRef;
        const cells = tableTimeline({ date: b.date, timeZone: zone, now, sameDayCutoffHour: cutoff, reservations: all, blockers: b.blockers }, table).cells;
        expect(cells[0]?.start).toBe(toInstant(b.date, 0, zone).toISOString());
        expect(cells[cells.length - 1]?.end).toBe(toInstant(addDays(b.date, 1), 0, zone).toISOString());
        cells.forEach((cell, i) => {
          if (i > 0) expect(cell.start).toBe(cells[i - 1]?.end);
          const [start, end] = [ms(cell.start), ms(cell.end)];
          const holds = all.some(
            (r) => r.deletedAt === null && r.level === table.level && r.tableNumber === table.tableNumber && ms(r.startTime) < end && effectiveEnd(r) > start && effectiveEnd(r) > ms(r.startTime),
          );
          const blocked = b.blockers.some((x) => blockerCovers(x, table) && ms(x.start) < end && ms(x.end) > start);
          const today = toLocal(now, zone);
          const closed = today.date === b.date && Math.floor(today.minutes / 60) >= cutoff;
          const expected = end <= now || nowDay > 0 ? 'past' : holds ? 'reservation' : blocked ? 'blocker' : closed ? 'cutoff' : 'free';
          expect(cell.state).toBe(expected);
        });
      }),
      { numRuns: 150 },
    );
  });
});

describe('applyReservationAction (properties)', () => {
  it('changes only the rows of the named booking, all or none, and a repeated action changes nothing', () => {
    fc.assert(
      fc.property(bookArb, fc.constantFrom(...reservationActionTypes), fc.nat(), fiveMinutes(1435), (book, type, pick, nowMinute) => {
        const b = build(book);
        const state: ReservationState = { timeZone: zone, reservations: [...b.group, ...b.others], blockers: b.blockers };
        const target = state.reservations[pick % state.reservations.length] as ReservationFacts;
        const now = ms(local(nowMinute, b.date));
        const result = applyReservationAction(state, { type, reservationId: target._id }, now, 'staff');
        if (!result.ok) return;
        state.reservations.forEach((row, i) => {
          const next = result.state.reservations[i] as ReservationFacts;
          if (groupKey(row) !== groupKey(target)) expect(next).toBe(row);
        });
        expect(result.changed.every((row) => groupKey(row) === groupKey(target))).toBe(true);
        if (type === 'markLeft') return;
        const again = applyReservationAction(result.state, { type, reservationId: target._id }, now + minute, 'staff');
        expect(again.ok && again.changed).toEqual([]);
      }),
      runs,
    );
  });

  it('gives the same outcome from the booking’s own rows as from the whole book, except for the actions that read neighbours', () => {
    fc.assert(
      fc.property(bookArb, fc.constantFrom(...reservationActionTypes.filter((type) => !actionsReadingNeighbours.has(type))), fc.nat(), fiveMinutes(1435), (book, type, pick, nowMinute) => {
        const b = build(book);
        const state: ReservationState = { timeZone: zone, reservations: [...b.group, ...b.others], blockers: b.blockers };
        const target = state.reservations[pick % state.reservations.length] as ReservationFacts;
        const own = state.reservations.filter((row) => groupKey(row) === groupKey(target));
        const now = ms(local(nowMinute, b.date));
        const whole = applyReservationAction(state, { type, reservationId: target._id }, now, 'staff');
        const alone = applyReservationAction({ timeZone: zone, reservations: own, blockers: [] }, { type, reservationId: target._id }, now, 'staff');
        expect(alone.ok).toBe(whole.ok);
        if (whole.ok && alone.ok) expect(alone.changed).toEqual(whole.changed);
        else expect(alone).toEqual(whole);
      }),
      runs,
    );
  });
});
