import { describe, expect, it } from 'vitest';
import { dayEndCap, extend, extensionEnd, unextend } from './extend';
import { effectiveEnd } from './occupancy';
import { blocker, context, fallBack, local, ms, reservation, springForward } from './test-kit';
import type { ActionContext, ActionResult, ReservationFacts } from './types';

function extendedTo(r: ReservationFacts, ctx: ActionContext): string | null {
  const result: ActionResult<ReservationFacts> = extend(r, ctx);
  if (!result.ok) return result.code;
  return result.reservation.extendedTo;
}
const own = reservation('r1');
const neighbour = (start: string, over: Partial<ReservationFacts> = {}) =>
  reservation('n1', { startTime: local(start), endTime: local(start === '23:30' ? '23:59' : '23:50'), ...over });

describe('extend (spec §4, §9: 15 min before the next occupied slot, at most 1439)', () => {
  it('extends to 23:59 of the day when nothing follows', () => {
    expect(extendedTo(own, context([own]))).toBe(local('23:59'));
  });

  it('stops 15 minutes before a neighbour two hours later', () => {
    expect(extendedTo(own, context([own, neighbour('23:00')]))).toBe(local('22:45'));
  });

  it('refuses when the neighbour starts exactly 15 minutes (or less) after the end', () => {
    const result = extend(own, context([own, neighbour('21:15')]));
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.code).toBe('extension_blocked');
      // Worded in the restaurant's time for a person; the instant itself travels as data.
      expect(result.message).toContain('at 21:15');
      expect(result.at).toBe(local('21:15'));
    }
    expect(extendedTo(own, context([own, neighbour('21:10')]))).toBe('extension_blocked');
    expect(extendedTo(own, context([own, neighbour('21:00')]))).toBe('extension_blocked');
    expect(extendedTo(own, context([own, neighbour('21:16')]))).toBe(local('21:01'));
  });

  it('takes the earliest neighbour, ignoring other tables, deleted ones and ones that ended before', () => {
    const book = [
      own,
      neighbour('23:30'),
      reservation('n2', { startTime: local('22:00'), endTime: local('23:00') }),
      reservation('n3', { startTime: local('21:30'), endTime: local('22:30'), tableNumber: '2' }),
      reservation('n4', { startTime: local('21:20'), endTime: local('22:30'), deletedAt: local('12:00') }),
      reservation('n5', { startTime: local('17:00'), endTime: local('19:00') }),
      reservation('n6', { startTime: local('21:30'), endTime: local('22:30'), level: 'Patio' }),
    ];
    expect(extendedTo(own, context(book))).toBe(local('21:45'));
  });

  it('stops before a blocker of the table, its area or the whole restaurant, not one elsewhere', () => {
    const at = (b: ReturnType<typeof blocker>) => extendedTo(own, context([own], { blockers: [b] }));
    expect(at(blocker('b1', local('22:00'), local('23:00')))).toBe(local('21:45'));
    expect(at(blocker('b2', local('22:30'), local('23:00'), 'Main', []))).toBe(local('22:15'));
    expect(at(blocker('b3', local('23:00'), local('23:30'), null, []))).toBe(local('22:45'));
    expect(at(blocker('b4', local('22:00'), local('23:00'), 'Main', ['2']))).toBe(local('23:59'));
    expect(at(blocker('b5', local('22:00'), local('23:00'), 'Patio', []))).toBe(local('23:59'));
    expect(at(blocker('b6', local('21:05'), local('23:00')))).toBe('extension_blocked');
  });

  it('uses effective ends: a neighbour extended across the end blocks, one that left early does not', () => {
    const before = reservation('p1', { startTime: local('17:00'), endTime: local('19:00'), extendedTo: local('21:30') });
    expect(extendedTo(own, context([own, before]))).toBe('extension_blocked');
    expect(extendedTo(own, context([own, { ...before, leftAt: local('18:30') }]))).toBe(local('23:59'));
  });

  it('counts from the booked end, so extending again with the same book changes nothing', () => {
    const ctx = context([own, neighbour('23:00')]);
    const once = extend(own, ctx);
    expect(once.ok).toBe(true);
    if (!once.ok) return;
    const twice = extend(once.reservation, { ...ctx, reservations: [once.reservation, neighbour('23:00')] });
    expect(twice.ok && twice.reservation).toBe(once.reservation);
  });

  it('refuses when the guest already left or the reservation was deleted', () => {
    expect(extendedTo(reservation('r1', { leftAt: local('20:00') }), context())).toBe('guest_already_left');
    expect(extendedTo(reservation('r1', { deletedAt: local('12:00') }), context())).toBe('reservation_deleted');
  });

  it('extends a booking on joined tables only as far as every table allows', () => {
    const primary = reservation('r1', { tableNumber: '1' });
    const linked = reservation('r1-2', { tableNumber: '2', linkedReservationId: 'r1' });
    const book = [
      primary,
      linked,
      reservation('n1', { tableNumber: '1', startTime: local('23:30'), endTime: local('23:59') }),
      reservation('n2', { tableNumber: '2', startTime: local('22:30'), endTime: local('23:30') }),
    ];
    expect(extendedTo(primary, context(book))).toBe(local('22:15'));
    expect(extendedTo(linked, context(book))).toBe(local('22:15'));
    // Its own rows never block it.
    expect(extendedTo(primary, context([primary, linked]))).toBe(local('23:59'));
  });

  it('refuses at the day end and stops before a neighbour just after midnight', () => {
    const lastMinute = reservation('r1', { startTime: local('22:00'), endTime: local('23:59') });
    expect(extendedTo(lastMinute, context([lastMinute]))).toBe('extension_at_day_end');
    const late = reservation('r1', { startTime: local('22:00'), endTime: local('23:30') });
    const nextDay = reservation('n1', { startTime: local('00:05', '2026-06-11'), endTime: local('02:00', '2026-06-11') });
    expect(extendedTo(late, context([late, nextDay]))).toBe(local('23:50'));
  });

  it('caps at 23:59 restaurant-local on the daylight-saving days', () => {
    const spring = reservation('r1', { startTime: local('19:00', springForward), endTime: local('21:00', springForward) });
    expect(extendedTo(spring, context([spring]))).toBe('2026-03-29T21:59:00.000Z');
    const autumn = reservation('r1', { startTime: local('19:00', fallBack), endTime: local('21:00', fallBack) });
    expect(extendedTo(autumn, context([autumn]))).toBe('2026-10-25T22:59:00.000Z');
    expect(dayEndCap(local('01:00', fallBack), 'Europe/Berlin')).toBe(ms('2026-10-25T22:59:00.000Z'));
  });

  it('reports the limit without applying it', () => {
    const end = extensionEnd(own, context([own, neighbour('23:00')]));
    expect(end).toEqual({ ok: true, until: ms(local('22:45')) });
  });
});

describe('unextend (spec §4: end back to the original end)', () => {
  it('clears extendedTo so the effective end returns to the end before the extension', () => {
    const extended = extend(own, context([own]));
    expect(extended.ok).toBe(true);
    if (!extended.ok) return;
    const back = unextend(extended.reservation, context());
    expect(back.ok && back.reservation.extendedTo).toBeNull();
    expect(back.ok && effectiveEnd(back.reservation)).toBe(ms(local('21:00')));
    expect(unextend(own, context())).toEqual({ ok: true, reservation: own });
  });
});
