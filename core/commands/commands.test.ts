import { describe, expect, it } from 'vitest';
import { Command, isRefusal, plan, withChanges, type CommandInput, type DayState, type Plan } from './index';
import { blockerRow, context, dayState, local, row } from './test-kit';

const run = (state: DayState, input: CommandInput, ctx = context()): Plan => plan(state, Command.parse(input), ctx);
const rowsOf = (p: Plan) => {
  if (isRefusal(p)) throw new Error(`refused: ${JSON.stringify(p.refusal)}`);
  return p.changes.reservations;
};
type WalkInInput = Extract<CommandInput, { kind: 'createReservation' }>['input'];
const walkIn = (over: Partial<WalkInInput> = {}): CommandInput => ({
  kind: 'createReservation',
  input: { _id: 'w1', customer: { name: ' Bea ', email: 'BEA@Example.com' }, level: 'Main', tableNumbers: ['3'], ...over },
});

describe('walk-in', () => {
  it('starts now, lasts two hours, takes two guests and stamps createdAt to the minute', () => {
    const [made] = rowsOf(run(dayState(), walkIn()));
    expect(made).toMatchObject({ _id: 'w1', partySize: 2, startTime: new Date(context().now).toISOString(), creatorId: 'staff-1', customer: { name: 'Bea', phone: '', email: 'bea@example.com' } });
    expect(Date.parse(made?.endTime ?? '') - Date.parse(made?.startTime ?? '')).toBe(2 * 3_600_000);
    expect(made?.createdAt).toBe(local('18:30'));
  });

  it('links extra tables to the first', () => {
    const rows = rowsOf(run(dayState(), walkIn({ tableNumbers: ['2', '3'] })));
    expect(rows.map((r) => [r._id, r.tableNumber, r.linkedReservationId])).toEqual([
      ['w1', '2', null],
      ['new-1', '3', 'w1'],
    ]);
  });

  it('records a walk-in for a guest at the door and a staff booking for later, on every table (docs/decisions/010)', () => {
    const now = context().now;
    const soon = rowsOf(run(dayState(), walkIn({ tableNumbers: ['2', '3'], startTime: new Date(now + 15 * 60_000).toISOString(), endTime: local('20:30') })));
    expect(soon.map((r) => [r.source, r.platform])).toEqual([['walk-in', 'staff'], ['walk-in', 'staff']]);
    const later = rowsOf(run(dayState(), walkIn({ startTime: new Date(now + 16 * 60_000).toISOString(), endTime: local('20:30') })));
    expect(later.map((r) => [r.source, r.platform])).toEqual([['staff', 'staff']]);
  });

  it('refuses a stay longer than a day, as the server always did', () => {
    expect(run(dayState(), walkIn({ startTime: local('12:00'), endTime: new Date(Date.parse(local('12:00')) + 25 * 3_600_000).toISOString() }))).toEqual({
      refusal: { code: 'invalid_request', params: { reason: 'too_long' } },
    });
  });

  it('refuses a table named twice, a table not in the area, an unknown area', () => {
    expect(run(dayState(), walkIn({ tableNumbers: ['3', '3'] }))).toMatchObject({ refusal: { params: { reason: 'table_named_twice' } } });
    expect(run(dayState(), walkIn({ tableNumbers: ['9'] }))).toMatchObject({ refusal: { params: { reason: 'unknown_tables', tableNumbers: ['9'], level: 'Main' } } });
    expect(run(dayState(), walkIn({ level: 'Cellar' }))).toMatchObject({ refusal: { params: { reason: 'no_area', level: 'Cellar' } } });
  });

  it('leaves the floor to the server when the tablet does not know it', () => {
    const unknown = { ...dayState(), areas: undefined, tables: [] };
    expect(rowsOf(run(unknown, walkIn({ tableNumbers: ['9'] })))).toHaveLength(1);
  });

  it('refuses a taken table without the override and marks the overlap with it', () => {
    const state = dayState([row('a', { tableNumber: '3', startTime: local('18:00'), endTime: local('19:00') })]);
    const refused = run(state, walkIn());
    expect(refused).toMatchObject({ refusal: { code: 'table_occupied', params: { reason: 'table_taken', collisions: [{ kind: 'reservations', reservationIds: ['a', 'w1'] }] } } });
    expect(rowsOf(run(state, walkIn({ allowOverlap: true })))[0]?.allowOverlap).toBe(true);
  });

  it('refuses an id that is taken', () => {
    expect(run(dayState([row('w1')]), walkIn())).toMatchObject({ refusal: { code: 'conflict', params: { reason: 'id_taken', id: 'w1' } } });
  });
});

describe('edit', () => {
  const booking = () => dayState([row('p', { note: 'window' }), row('x', { tableNumber: '2', linkedReservationId: 'p', note: 'window' })]);

  it('writes the fields it names and keeps the others', () => {
    const rows = rowsOf(run(booking(), { kind: 'updateReservation', reservationId: 'x', changes: { partySize: 5 } }));
    expect(rows.map((r) => [r._id, r.partySize, r.note, r.customer.name])).toEqual([
      ['p', 5, 'window', 'Ada'],
      ['x', 5, 'window', 'Ada'],
    ]);
  });

  it('keeps the length when only the start moves, and clears an extension', () => {
    const state = dayState([row('p', { extendedTo: local('21:30') })]);
    const [edited] = rowsOf(run(state, { kind: 'updateReservation', reservationId: 'p', changes: { startTime: local('20:00') } }));
    expect(edited).toMatchObject({ startTime: local('20:00'), endTime: local('22:00'), extendedTo: null });
  });

  it('drops a table (soft delete) and adds a linked row for a new one', () => {
    const rows = rowsOf(run(booking(), { kind: 'updateReservation', reservationId: 'p', changes: { tableNumbers: ['1', '3'] } }, context()));
    expect(rows.map((r) => [r._id, r.tableNumber, r.deletedAt !== null])).toEqual([
      ['x', '2', true],
      ['new-1', '3', false],
    ]);
  });

  it('writes nothing for an edit that changes nothing', () => {
    expect(rowsOf(run(booking(), { kind: 'updateReservation', reservationId: 'p', changes: { note: 'window' } }))).toEqual([]);
  });

  it('gives a field edited on two devices to the later edit (device time), whatever the order of arrival', () => {
    const later = { kind: 'updateReservation', reservationId: 'p', changes: { note: 'later' }, deviceTime: local('18:10') } as const;
    const earlier = { kind: 'updateReservation', reservationId: 'p', changes: { note: 'earlier' }, deviceTime: local('18:05') } as const;
    let state = booking();
    const first = run(state, later);
    if (isRefusal(first)) throw new Error('refused');
    state = { ...withChanges(state, first.changes), fieldClocks: new Map([['p', first.changes.fieldClock?.clock ?? {}]]) };
    expect(rowsOf(run(state, earlier))).toEqual([]);
  });

  it('needs an action id to date a field', () => {
    expect(run(booking(), { kind: 'updateReservation', reservationId: 'p', changes: { note: 'n' }, deviceTime: local('18:10') }, context({ actionId: undefined }))).toMatchObject({
      refusal: { params: { reason: 'needs_action_id' } },
    });
  });

  it('refuses a deleted booking and an unknown one', () => {
    expect(run(dayState([row('p', { deletedAt: local('18:00') })]), { kind: 'updateReservation', reservationId: 'p', changes: {} })).toMatchObject({ refusal: { code: 'reservation_deleted' } });
    expect(run(dayState(), { kind: 'updateReservation', reservationId: 'p', changes: {} })).toMatchObject({ refusal: { code: 'not_found', params: { id: 'p' } } });
  });
});

describe('move', () => {
  it('moves A to the table and B to A’s former one', () => {
    const state = dayState([row('a'), row('b', { tableNumber: '3' })]);
    const rows = rowsOf(run(state, { kind: 'swap', reservationIdA: 'a', reservationIdB: 'b', tableId: 't3', allowOverlap: true }));
    expect(rows.map((r) => [r._id, r.tableNumber])).toEqual([
      ['a', '3'],
      ['b', '1'],
    ]);
  });

  it('refuses a table the booking already holds and a swap with itself; a move in place writes nothing', () => {
    const state = dayState([row('a'), row('x', { tableNumber: '2', linkedReservationId: 'a' })]);
    expect(run(state, { kind: 'swap', reservationIdA: 'a', tableId: 't2' })).toMatchObject({ refusal: { params: { reason: 'holds_table' } } });
    expect(run(state, { kind: 'swap', reservationIdA: 'a', reservationIdB: 'a', tableId: 't2' })).toMatchObject({ refusal: { params: { reason: 'swap_with_itself' } } });
    expect(rowsOf(run(state, { kind: 'swap', reservationIdA: 'a', tableId: 't1' }))).toEqual([]);
  });
});

describe('host action', () => {
  it('applies core’s rule and passes its refusal on as a code and parameters', () => {
    const state = dayState([row('a', { leftAt: local('20:00') })]);
    expect(run(state, { kind: 'action', action: { type: 'markLeft', reservationId: 'a' } })).toEqual({
      refusal: { code: 'guest_already_left', params: { reason: 'action', id: 'a', at: local('20:00') } },
    });
    expect(rowsOf(run(state, { kind: 'action', action: { type: 'checkIn', reservationId: 'a' } }))[0]?.checkedIn).toBe(true);
  });
});

describe('blockers', () => {
  it('creates, edits and deletes', () => {
    const created = run(dayState(), { kind: 'createBlocker', blockerId: 'b1', input: { start: local('12:00'), end: local('14:00'), level: 'Main', tableNumbers: ['1', '1'] } });
    expect(created).toMatchObject({ changes: { blockers: [{ _id: 'b1', tableNumbers: ['1'], createdBy: 'staff-1', note: null }] } });
    const state = dayState([], [blockerRow('b2')]);
    expect(run(state, { kind: 'updateBlocker', blockerId: 'b2', input: { start: local('12:00'), end: local('13:00'), note: 'x' } })).toMatchObject({
      changes: { blockers: [{ _id: 'b2', level: null, tableNumbers: [], note: 'x', createdBy: null }] },
    });
    expect(run(state, { kind: 'deleteBlocker', blockerId: 'b2' })).toMatchObject({ changes: { removedBlockers: ['b2'] } });
  });

  it('refuses what the server refuses', () => {
    const at = { start: local('12:00'), end: local('14:00') };
    expect(run(dayState(), { kind: 'createBlocker', input: { ...at, end: at.start } })).toMatchObject({ refusal: { params: { reason: 'blocker_end_not_after_start' } } });
    expect(run(dayState(), { kind: 'createBlocker', input: { ...at, tableNumbers: ['1'] } })).toMatchObject({ refusal: { params: { reason: 'blocker_tables_without_level' } } });
    expect(run(dayState(), { kind: 'createBlocker', input: { ...at, level: 'Main', tableNumbers: ['7'] } })).toMatchObject({ refusal: { params: { reason: 'unknown_tables' } } });
    expect(run(dayState(), { kind: 'deleteBlocker', blockerId: 'zz' })).toMatchObject({ refusal: { code: 'not_found', params: { reason: 'no_blocker' } } });
  });
});
