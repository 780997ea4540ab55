import { describe, expect, it } from 'vitest';
import { dayMatrix } from './matrix';
import { blocker, day, local, ms, reservation, zone } from './test-kit';

const tables = [
  { _id: 't1', label: 'Window', level: 'Main', tableNumber: '1' },
  { _id: 't2', label: '', level: 'Main', tableNumber: '2' },
  { _id: 't3', label: '', level: 'Terrace', tableNumber: '1' },
];
const input = {
  date: day,
  timeZone: zone,
  now: ms(local('08:00')),
  sameDayCutoffHour: 24,
  timeslot: null,
  tables,
  reservations: [
    reservation('a', { startTime: local('19:00'), endTime: local('21:00') }),
    reservation('b', { level: 'Terrace', startTime: local('12:00'), endTime: local('13:00') }),
  ],
  blockers: [blocker('x', local('15:00'), local('16:00'), 'Main', ['2'])],
  areaNames: null,
};

describe('the day grid (spec §4, built alike by the server and the offline tablet)', () => {
  it('merges a table’s quarter-hour cells into runs of one state and holder', () => {
    const matrix = dayMatrix(input);
    const first = matrix.tables[0];
    expect(first?.key).toBe('Main-1');
    const held = first?.cells.filter((cell) => cell.state === 'reservation') ?? [];
    expect(held).toHaveLength(1);
    expect(held[0]).toMatchObject({ start: local('19:00'), end: local('21:00'), reservationIds: ['a'] });
    const blocked = matrix.tables[1]?.cells.filter((cell) => cell.state === 'blocker') ?? [];
    expect(blocked).toEqual([expect.objectContaining({ start: local('15:00'), end: local('16:00'), blockerIds: ['x'] })]);
    // Every run follows the last without a gap: the day is covered once.
    for (const table of matrix.tables) {
      table.cells.slice(1).forEach((cell, index) => expect(cell.start).toBe(table.cells[index]?.end));
    }
  });

  it('keeps only the chosen areas’ tables and reservations, and every blocker', () => {
    const matrix = dayMatrix({ ...input, areaNames: ['Terrace'] });
    expect(matrix.tables.map((table) => table.key)).toEqual(['Terrace-1']);
    expect(Object.keys(matrix.reservations)).toEqual(['b']);
    expect(Object.keys(matrix.blockers)).toEqual(['x']);
  });

  it('names the current, previous and next occupant of each table at a selected slot', () => {
    const matrix = dayMatrix({ ...input, timeslot: { start: 19 * 60 + 30, end: 20 * 60 } });
    expect(matrix.tables[0]?.occupants).toEqual({ current: 'a', previous: null, next: null });
    expect(matrix.tables[2]?.occupants).toEqual({ current: null, previous: 'b', next: null });
    expect(dayMatrix(input).tables[0]?.occupants).toBeUndefined();
  });

  it('marks free cells after today’s cutoff hour and past cells by the clock it is given', () => {
    const evening = dayMatrix({ ...input, now: ms(local('18:10')), sameDayCutoffHour: 17 });
    const states = new Set(evening.tables[1]?.cells.map((cell) => cell.state));
    expect(states).toEqual(new Set(['past', 'cutoff']));
    expect(evening.sameDayCutoffHour).toBe(17);
  });
});
