// Property tests over a whole book (collisions, a table's timeline, actions on one booking), against random books on
// ordinary and daylight-saving days in Berlin, checked with slow, obvious references (all pairs, minute by minute).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reservationActionTypes } from '../schemas/reservation-actions';
import { addDays, toInstant, toLocal } from '../time';
import { actionsReadingNeighbours, applyReservationAction, type ReservationState } from './actions';
import { findCollisions } from './collisions';
import { blockerCovers, effectiveEnd, groupKey } from './occupancy';
import { bookArb, build, fiveMinutes, minute, pairKey, runs } from './random-book';
import { local, ms, zone } from './test-kit';
import { tableTimeline } from './timeline';
import type { ReservationFacts, TableRef } from './types';

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
