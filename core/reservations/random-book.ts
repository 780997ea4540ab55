// Test support for the reservation rules' property tests: random books of rows and blockers around one booking on
// ordinary and daylight-saving days in Berlin, and the slow, obvious reading of a table's busy time.
import fc from 'fast-check';
import { addDays } from '../time';
import { blockerCovers, effectiveEnd } from './occupancy';
import type { Collision } from './collisions';
import { fallBack, local, ms, reservation, springForward, zone } from './test-kit';
import type { ActionContext, BlockerFacts, ReservationFacts, TableRef } from './types';

export const minute = 60_000;
export const tables: TableRef[] = [
  { level: 'Main', tableNumber: '1' },
  { level: 'Main', tableNumber: '2' },
  { level: 'Main', tableNumber: '3' },
  { level: 'Patio', tableNumber: '1' },
];
/** Ordinary days and Berlin's last Sundays of March and October. */
export const dates = ['2026-06-10', '2026-12-31', springForward, fallBack, '2027-03-28', '2027-10-31'];
export const iso = (instant: number) => new Date(instant).toISOString();
export const fiveMinutes = (max: number) => fc.integer({ min: 0, max: max / 5 }).map((x) => x * 5);

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

export const bookArb = fc.record({
  date: fc.constantFrom(...dates),
  rows: fc.array(rowArb, { maxLength: 14 }),
  blockers: fc.array(blockerArb, { maxLength: 4 }),
  target: targetArb,
});
export type Book = typeof bookArb extends fc.Arbitrary<infer B> ? B : never;

export interface Built {
  date: string;
  target: ReservationFacts;
  group: ReservationFacts[];
  others: ReservationFacts[];
  blockers: BlockerFacts[];
}

export function build(book: Book): Built {
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

export const ctxOf = (b: Built, now = ms(local('12:00', b.date))): ActionContext => ({
  now,
  timeZone: zone,
  actorId: 'staff',
  reservations: [...b.group, ...b.others],
  blockers: b.blockers,
});

/** Busy intervals on a table, the slow way. */
export function busyIntervals(b: Built, table: TableRef): { start: number; end: number }[] {
  const reservations = b.others
    .filter((r) => r.deletedAt === null && r.level === table.level && r.tableNumber === table.tableNumber)
    .map((r) => ({ start: ms(r.startTime), end: effectiveEnd(r) }));
  const blocked = b.blockers.filter((x) => blockerCovers(x, table)).map((x) => ({ start: ms(x.start), end: ms(x.end) }));
  return [...reservations, ...blocked].filter((x) => x.end > x.start);
}

export const pairKey = (c: Collision) => (c.kind === 'reservations' ? `R:${[...c.reservationIds].sort().join('+')}` : `B:${c.reservationId}+${c.blockerId}`);
export const runs = { numRuns: 300 };
