import { describe, expect, it } from 'vitest';
import { checkIn, checkOut, markLate, markLeft, markNotLate, markNotLeft, softDelete } from './attendance';
import { effectiveEnd } from './occupancy';
import { blocker, context, fallBack, local, ms, reservation, springForward } from './test-kit';
import type { ActionResult, ReservationFacts } from './types';

function ok(result: ActionResult<ReservationFacts>): ReservationFacts {
  if (!result.ok) throw new Error(`expected success, got ${result.code}: ${result.message}`);
  return result.reservation;
}
const codeOf = (result: ActionResult<ReservationFacts>) => (result.ok ? 'ok' : result.code);
const deleted = reservation('r1', { deletedAt: local('18:00'), deletedBy: 'staff-0' });

describe('check in / out (spec §4: via checkedIn)', () => {
  it('checks in, stamping updatedAt and the editor, and leaves checkedInAt alone', () => {
    const next = ok(checkIn(reservation('r1'), context()));
    expect(next.checkedIn).toBe(true);
    expect(next.checkedInAt).toBeNull();
    expect(next.updatedAt).toBe(local('20:00'));
    expect(next.editorId).toBe('staff-1');
  });

  it('checks out again (undo), and a repeated action changes nothing (same object)', () => {
    const checkedIn = reservation('r1', { checkedIn: true });
    expect(ok(checkOut(checkedIn, context())).checkedIn).toBe(false);
    expect(ok(checkIn(checkedIn, context()))).toBe(checkedIn);
    const out = reservation('r1');
    expect(ok(checkOut(out, context()))).toBe(out);
  });

  it('keeps the editor when no actor is known', () => {
    const next = ok(checkIn(reservation('r1', { editorId: 'earlier' }), context([], { actorId: null })));
    expect(next.editorId).toBe('earlier');
  });

  it('refuses every action but delete on a deleted reservation', () => {
    for (const action of [checkIn, checkOut, markLate, markNotLate, markLeft, markNotLeft]) {
      expect(codeOf(action(deleted, context()))).toBe('reservation_deleted');
    }
  });
});

describe('late / not late (spec §4, §9: 15 minutes)', () => {
  it('marks late at start + 15 min and not late at the start', () => {
    const late = ok(markLate(reservation('r1'), context()));
    expect(late.checkedInAt).toBe(local('19:15'));
    expect(ok(markNotLate(late, context())).checkedInAt).toBe(local('19:00'));
  });

  it('is idempotent, also when the stored instant is written differently', () => {
    const late = reservation('r1', { checkedInAt: '2026-06-10T17:15:00Z' });
    expect(ok(markLate(late, context()))).toBe(late);
  });

  it('counts 15 elapsed minutes across the spring-forward gap (01:50 → 03:05 local)', () => {
    const r = reservation('r1', { startTime: local('01:50', springForward), endTime: local('04:00', springForward) });
    const late = ok(markLate(r, context()));
    expect(late.checkedInAt).toBe('2026-03-29T01:05:00.000Z');
    expect(ms(late.checkedInAt as string) - ms(r.startTime)).toBe(15 * 60_000);
  });

  it('counts 15 elapsed minutes in the repeated hour (first 02:50 → second 02:05)', () => {
    const r = reservation('r1', { startTime: local('02:50', fallBack), endTime: local('04:00', fallBack) });
    expect(r.startTime).toBe('2026-10-25T00:50:00.000Z');
    expect(ok(markLate(r, context())).checkedInAt).toBe('2026-10-25T01:05:00.000Z');
  });
});

describe('guest left / did not leave (spec §4)', () => {
  it('records now as leftAt, which frees the table early', () => {
    const left = ok(markLeft(reservation('r1'), context([], { now: ms(local('20:10')) })));
    expect(left.leftAt).toBe(local('20:10'));
    expect(effectiveEnd(left)).toBe(ms(local('20:10')));
  });

  it('refuses before the start and when the guest already left', () => {
    expect(codeOf(markLeft(reservation('r1'), context([], { now: ms(local('18:59')) })))).toBe('reservation_not_started');
    expect(ok(markLeft(reservation('r1'), context([], { now: ms(local('19:00')) }))).leftAt).toBe(local('19:00'));
    expect(codeOf(markLeft(reservation('r1', { leftAt: local('20:00') }), context()))).toBe('guest_already_left');
  });

  it('words a refusal in the restaurant\u2019s local time and carries the instant as data', () => {
    const early = markLeft(reservation('r1'), context([], { now: ms(local('18:59')) }));
    expect(early).toMatchObject({ ok: false, at: local('19:00') });
    if (!early.ok) expect(early.message).toBe('The guest cannot leave before the reservation starts at 19:00');
    const again = markLeft(reservation('r1', { leftAt: local('20:00') }), context());
    expect(again).toMatchObject({ ok: false, at: local('20:00'), message: 'The guest already left at 20:00' });
  });

  it('never records a leaving time after the (extended) end', () => {
    const late = context([], { now: ms(local('22:30')) });
    expect(ok(markLeft(reservation('r1'), late)).leftAt).toBe(local('21:00'));
    expect(ok(markLeft(reservation('r1', { extendedTo: local('22:00') }), late)).leftAt).toBe(local('22:00'));
  });

  it('clears leftAt, holding the table until the (extended) end again', () => {
    const left = reservation('r1', { leftAt: local('20:00'), extendedTo: local('21:30') });
    const back = ok(markNotLeft(left, context()));
    expect(back.leftAt).toBeNull();
    expect(effectiveEnd(back)).toBe(ms(local('21:30')));
    const neverLeft = reservation('r1');
    expect(ok(markNotLeft(neverLeft, context()))).toBe(neverLeft);
  });

  it('refuses when a reservation or blocker took the freed time, not when it is elsewhere or touches the end', () => {
    const left = reservation('r1', { leftAt: local('20:00') });
    const walkIn = reservation('r2', { startTime: local('20:15'), endTime: local('21:15') });
    expect(codeOf(markNotLeft(left, context([left, walkIn])))).toBe('table_occupied');
    const elsewhere = { ...walkIn, tableNumber: '2' };
    expect(codeOf(markNotLeft(left, context([left, elsewhere])))).toBe('ok');
    const after = reservation('r3', { startTime: local('21:00'), endTime: local('23:00') });
    expect(codeOf(markNotLeft(left, context([left, after])))).toBe('ok');
    const cancelled = { ...walkIn, deletedAt: local('20:20') };
    expect(codeOf(markNotLeft(left, context([left, cancelled])))).toBe('ok');
    const blocked = context([left], { blockers: [blocker('b1', local('20:30'), local('22:00'))] });
    expect(codeOf(markNotLeft(left, blocked))).toBe('table_occupied');
  });
});

describe('soft delete (spec §3 deletedAt, deletedBy)', () => {
  it('sets deletedAt = now and deletedBy = the actor', () => {
    const gone = ok(softDelete(reservation('r1'), context()));
    expect(gone.deletedAt).toBe(local('20:00'));
    expect(gone.deletedBy).toBe('staff-1');
  });

  it('keeps the first deletion when deleted again', () => {
    expect(ok(softDelete(deleted, context()))).toBe(deleted);
  });
});
