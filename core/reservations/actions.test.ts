import { describe, expect, it } from 'vitest';
import { ReservationAction, reservationActionTypes } from '../schemas/reservation-actions';
import { applyReservationAction, reservationRules, type ReservationState } from './actions';
import { blocker, local, ms, reservation, zone } from './test-kit';
import type { ReservationFacts } from './types';

const primary = reservation('r1', { tableNumber: '1' });
const linked = reservation('r1-2', { tableNumber: '2', linkedReservationId: 'r1' });
const other = reservation('r2', { tableNumber: '3', startTime: local('18:00'), endTime: local('20:00') });
const state: ReservationState = { timeZone: zone, reservations: [primary, linked, other], blockers: [] };
const now = ms(local('20:00'));

describe('applyReservationAction', () => {
  it('has a rule for every action type of the schema', () => {
    expect(Object.keys(reservationRules).sort()).toEqual([...reservationActionTypes].sort());
  });

  it('applies an action to the whole booking, addressed by any of its rows', () => {
    for (const id of ['r1', 'r1-2']) {
      const result = applyReservationAction(state, { type: 'checkIn', reservationId: id }, now, 'staff-1');
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      expect(result.reservations.map((r) => [r._id, r.checkedIn])).toEqual(
        id === 'r1' ? [['r1', true], ['r1-2', true]] : [['r1-2', true], ['r1', true]],
      );
      expect(result.changed).toHaveLength(2);
      expect(result.state.reservations.find((r) => r._id === 'r2')).toBe(other);
      expect(result.state.reservations.filter((r) => r.checkedIn).map((r) => r._id)).toEqual(['r1', 'r1-2']);
    }
  });

  it('extends every row of a booking to the limit of the most constrained table', () => {
    const book: ReservationState = {
      ...state,
      blockers: [blocker('b1', local('22:00'), local('23:00'), 'Main', ['2'])],
    };
    const result = applyReservationAction(book, { type: 'extend', reservationId: 'r1' }, now);
    expect(result.ok && result.reservations.map((r) => r.extendedTo)).toEqual([local('21:45'), local('21:45')]);
  });

  it('changes nothing when one row refuses (all rows or none)', () => {
    const taken: ReservationState = {
      ...state,
      reservations: [
        { ...primary, leftAt: local('19:30') },
        { ...linked, leftAt: local('19:30') },
        reservation('w1', { tableNumber: '2', startTime: local('19:45'), endTime: local('20:45') }),
      ],
    };
    const result = applyReservationAction(taken, { type: 'markNotLeft', reservationId: 'r1' }, now);
    expect(result).toMatchObject({ ok: false, code: 'table_occupied' });
  });

  it('reports nothing changed for a repeated action and keeps the state object', () => {
    const once = applyReservationAction(state, { type: 'softDelete', reservationId: 'r1' }, new Date(now), 'staff-1');
    expect(once.ok).toBe(true);
    if (!once.ok) return;
    expect(once.reservations.every((r) => r.deletedAt === local('20:00') && r.deletedBy === 'staff-1')).toBe(true);
    const twice = applyReservationAction(once.state, { type: 'softDelete', reservationId: 'r1' }, now + 60_000, 'staff-2');
    expect(twice.ok && twice.changed).toEqual([]);
    expect(twice.ok && twice.state).toBe(once.state);
    const after = applyReservationAction(once.state, { type: 'checkIn', reservationId: 'r1' }, now);
    expect(after).toMatchObject({ ok: false, code: 'reservation_deleted' });
  });

  it('leaves a linked row deleted on its own out of later actions', () => {
    const dropped: ReservationState = { ...state, reservations: [primary, { ...linked, deletedAt: local('12:00') }] };
    const result = applyReservationAction(dropped, { type: 'checkIn', reservationId: 'r1' }, now);
    expect(result.ok && result.reservations.map((r: ReservationFacts) => r._id)).toEqual(['r1']);
  });

  it('answers not_found for an unknown reservation', () => {
    expect(applyReservationAction(state, { type: 'extend', reservationId: 'nope' }, now)).toMatchObject({ ok: false, code: 'not_found' });
  });
});

describe('ReservationAction schema (shared by the API and the offline queue)', () => {
  it('accepts an intent for every action type', () => {
    for (const type of reservationActionTypes) {
      expect(ReservationAction.parse({ type, reservationId: 'abc-123' })).toEqual({ type, reservationId: 'abc-123' });
    }
  });

  it('rejects unknown types, bad ids and computed values', () => {
    expect(ReservationAction.safeParse({ type: 'teleport', reservationId: 'a' }).success).toBe(false);
    expect(ReservationAction.safeParse({ type: 'extend', reservationId: 'a/b' }).success).toBe(false);
    expect(ReservationAction.safeParse({ type: 'extend' }).success).toBe(false);
    expect(ReservationAction.safeParse({ type: 'extend', reservationId: 'a', extendedTo: local('23:00') }).success).toBe(false);
  });
});
