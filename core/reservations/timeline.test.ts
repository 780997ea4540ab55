import { describe, expect, it } from 'vitest';
import { formatMinutes } from '../time';
import { blocker, day, fallBack, local, ms, reservation, springForward, zone } from './test-kit';
import { dayCells, dayTimeline, occupantsAt, occupantsForSlot, tableTimeline, type TimelineInput } from './timeline';

const table = { level: 'Main', tableNumber: '1' };
/** The morning before: nothing of the day is past yet. */
const morning = ms(local('08:00'));
const input = (over: Partial<TimelineInput> = {}): TimelineInput => ({
  date: day,
  timeZone: zone,
  now: morning,
  reservations: [],
  blockers: [],
  ...over,
});
const states = (over: Partial<TimelineInput>) =>
  Object.fromEntries(tableTimeline(input(over), table).cells.map((c) => [formatMinutes(c.minute), c.state]));

describe('table timeline cells (spec §4)', () => {
  it('has 96 quarter-hour cells on an ordinary day, 92 and 100 on the daylight-saving days', () => {
    expect(dayCells(day, zone)).toHaveLength(96);
    expect(dayCells(springForward, zone)).toHaveLength(92);
    const autumn = dayCells(fallBack, zone);
    expect(autumn).toHaveLength(100);
    // 02:00–03:00 happens twice; its cells carry the same local minutes twice, one real hour apart.
    const twoAm = autumn.filter((c) => c.minute === 120);
    expect(twoAm.map((c) => new Date(c.start).toISOString())).toEqual(['2026-10-25T00:00:00.000Z', '2026-10-25T01:00:00.000Z']);
    expect(dayCells(springForward, zone).some((c) => c.minute === 150)).toBe(false);
  });

  it('shows a reservation until its effective end, partial cells included', () => {
    const s = states({ reservations: [reservation('r1', { startTime: local('19:10'), endTime: local('20:50') })] });
    expect([s['18:45'], s['19:00'], s['20:45'], s['21:00']]).toEqual(['free', 'reservation', 'reservation', 'free']);
    const extended = states({ reservations: [reservation('r1', { extendedTo: local('22:00') })] });
    expect([extended['21:45'], extended['22:00']]).toEqual(['reservation', 'free']);
    const left = states({ reservations: [reservation('r1', { leftAt: local('20:00') })] });
    expect([left['19:45'], left['20:00']]).toEqual(['reservation', 'free']);
    const cancelled = states({ reservations: [reservation('r1', { deletedAt: local('07:00') })] });
    expect(cancelled['19:00']).toBe('free');
    const elsewhere = states({ reservations: [reservation('r1', { tableNumber: '2' })] });
    expect(elsewhere['19:00']).toBe('free');
  });

  it('shows blockers of the table, its area and the restaurant; a reservation wins over a blocker', () => {
    const s = states({
      reservations: [reservation('r1')],
      blockers: [blocker('b1', local('20:30'), local('22:00'), 'Main', []), blocker('b2', local('12:00'), local('13:00'), null, [])],
    });
    expect([s['12:00'], s['20:45'], s['21:00'], s['22:00']]).toEqual(['blocker', 'reservation', 'blocker', 'free']);
    const cell = tableTimeline(input({ reservations: [reservation('r1')], blockers: [blocker('b1', local('20:30'), local('22:00'))] }), table)
      .cells.find((c) => c.start === local('20:45'));
    expect(cell).toMatchObject({ state: 'reservation', reservationIds: ['r1'], blockerIds: ['b1'] });
  });

  it('lists colliding reservations in a cell, earliest first', () => {
    const cells = tableTimeline(
      input({ reservations: [reservation('r2', { startTime: local('20:00'), endTime: local('22:00') }), reservation('r1')] }),
      table,
    ).cells;
    expect(cells.find((c) => c.start === local('20:15'))?.reservationIds).toEqual(['r1', 'r2']);
  });

  it('shows every cell of a past day as past', () => {
    const s = states({ now: ms(local('09:00', '2026-06-11')), reservations: [reservation('r1')] });
    expect(new Set(Object.values(s))).toEqual(new Set(['past']));
  });

  it('on today ignores the cells that are over: they are past and name no occupant', () => {
    const cells = tableTimeline(input({ now: ms(local('19:30')), reservations: [reservation('r1')] }), table).cells;
    const at = (time: string) => cells.find((c) => c.start === local(time));
    expect(at('19:15')).toMatchObject({ state: 'past', reservationIds: [] });
    expect(at('19:30')?.state).toBe('reservation');
    expect(at('21:00')?.state).toBe('free');
  });

  it('marks free cells of today as cutoff once the same-day cutoff hour has passed', () => {
    const s = states({ now: ms(local('18:10')), sameDayCutoffHour: 18, reservations: [reservation('r1')] });
    // The cell holding now (18:00–18:15) is not over yet.
    expect([s['17:45'], s['18:00'], s['19:00'], s['22:00']]).toEqual(['past', 'cutoff', 'reservation', 'cutoff']);
    const before = states({ now: ms(local('17:50')), sameDayCutoffHour: 18 });
    expect(before['22:00']).toBe('free');
    const tomorrow = states({ date: '2026-06-11', now: ms(local('18:10')), sameDayCutoffHour: 18 });
    expect(tomorrow['22:00']).toBe('free');
  });

  it('builds every table of the day in the given order', () => {
    const tables = [table, { level: 'Main', tableNumber: '2' }, { level: 'Patio', tableNumber: '1' }];
    const timelines = dayTimeline(input({ reservations: [reservation('r1', { tableNumber: '2' })] }), tables);
    expect(timelines.map((t) => [t.tableNumber, t.level, t.cells.some((c) => c.state === 'reservation')])).toEqual([
      ['1', 'Main', false],
      ['2', 'Main', true],
      ['1', 'Patio', false],
    ]);
  });
});

describe('occupants at a slot (spec §4: current, previous, next)', () => {
  const lunch = reservation('l1', { startTime: local('12:00'), endTime: local('14:00') });
  const early = reservation('e1', { startTime: local('17:00'), endTime: local('19:00') });
  const dinner = reservation('d1', { startTime: local('19:00'), endTime: local('21:00') });
  const late = reservation('x1', { startTime: local('21:30'), endTime: local('23:00') });
  const book = [late, dinner, lunch, early];

  it('finds the current, previous and next reservation on the table', () => {
    const at = occupantsAt(book, table, ms(local('20:00')));
    expect([at.previous?._id, at.current?._id, at.next?._id]).toEqual(['e1', 'd1', 'x1']);
  });

  it('treats a reservation as gone at its effective end and coming at its start', () => {
    const at = occupantsAt(book, table, ms(local('19:00')));
    expect([at.previous?._id, at.current?._id, at.next?._id]).toEqual(['e1', 'd1', 'x1']);
    const gap = occupantsAt(book, table, ms(local('21:00')));
    expect([gap.previous?._id, gap.current, gap.next?._id]).toEqual(['d1', null, 'x1']);
    const leftEarly = occupantsAt([{ ...dinner, leftAt: local('20:00') }, late], table, ms(local('20:30')));
    expect([leftEarly.previous?._id, leftEarly.current, leftEarly.next?._id]).toEqual(['d1', null, 'x1']);
  });

  it('ignores deleted reservations and other tables; answers null when there is none', () => {
    const none = occupantsAt([{ ...dinner, deletedAt: local('08:00') }, { ...late, tableNumber: '9' }], table, ms(local('20:00')));
    expect(none).toEqual({ previous: null, current: null, next: null });
  });

  it('computes them at the start of a selected slot on a date', () => {
    const at = occupantsForSlot(book, table, day, { start: 13 * 60, end: 15 * 60 }, zone);
    expect([at.previous, at.current?._id, at.next?._id]).toEqual([null, 'l1', 'e1']);
  });
});
