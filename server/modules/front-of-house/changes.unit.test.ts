import { describe, expect, it } from 'vitest';
import { movesAvailability } from './changes';

const reservation = { _id: 'r1', level: 'Terrace', tableNumber: '4', startTime: '2026-11-22T18:00:00.000Z', endTime: '2026-11-22T20:00:00.000Z', extendedTo: null, leftAt: null, deletedAt: null, allowOverlap: false, checkedIn: false, checkedInAt: null, note: null };
const entry = (before: object | null, after: object | null, entity: 'reservation' | 'blocker' | 'waitlist' = 'reservation') => ({ action: 'x', entity, entityId: 'r1', before, after });

describe('which changes republish the availability file', () => {
  it('a check-in, a late mark or a note moves nothing a guest can book', () => {
    expect(movesAvailability(entry(reservation, { ...reservation, checkedIn: true, checkedInAt: '2026-11-22T18:15:00.000Z' }))).toBe(false);
    expect(movesAvailability(entry(reservation, { ...reservation, note: 'window seat' }))).toBe(false);
  });

  it('an extension, a guest leaving, a move, a deletion, a new or removed reservation do', () => {
    expect(movesAvailability(entry(reservation, { ...reservation, extendedTo: '2026-11-22T21:00:00.000Z' }))).toBe(true);
    expect(movesAvailability(entry(reservation, { ...reservation, leftAt: '2026-11-22T19:00:00.000Z' }))).toBe(true);
    expect(movesAvailability(entry(reservation, { ...reservation, tableNumber: '5' }))).toBe(true);
    expect(movesAvailability(entry(reservation, { ...reservation, deletedAt: '2026-11-22T17:00:00.000Z' }))).toBe(true);
    expect(movesAvailability(entry(null, reservation))).toBe(true);
    expect(movesAvailability(entry(reservation, null))).toBe(true);
  });

  it('every blocker change does; a waitlist entry alone does not', () => {
    expect(movesAvailability(entry({ note: 'a' }, { note: 'b' }, 'blocker'))).toBe(true);
    expect(movesAvailability(entry({ note: 'a' }, { note: 'b' }, 'waitlist'))).toBe(false);
  });
});
