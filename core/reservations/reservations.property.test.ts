// Property tests of extending a booking and marking it late, against random books on ordinary and daylight-saving days
// in Berlin, checked with slow, obvious references (minute-by-minute scans).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, localDateOf, toInstant, toLocal } from '../time';
import { applyReservationAction } from './actions';
import { markLate, markNotLate } from './attendance';
import { findCollisions } from './collisions';
import { dayEndCap, extend, unextend } from './extend';
import { effectiveEnd } from './occupancy';
import { bookArb, build, busyIntervals, ctxOf, dates, fiveMinutes, iso, minute, pairKey, runs } from './random-book';
import { local, ms, reservation, zone } from './test-kit';
import type { ActionContext } from './types';

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
