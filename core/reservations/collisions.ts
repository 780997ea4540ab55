// Spec §2 collisions page: live reservations that hold the same table at the same time (by their effective ends), and
// reservations on a table a blocker covers. Overlaps come from staff overrides (allowOverlap walk-ins), extensions
// and blockers placed over existing bookings; online bookings cannot produce them (docs/decisions/002).
import { compareTableNumbers } from '../availability/natural-order';
import { blockerCovers, engineBlocker, isoOf, occupancyOf } from './occupancy';
import type { BlockerFacts, ReservationFacts, TableRef } from './types';

interface CollisionBase extends TableRef {
  /** The overlap, [start, end). */
  start: string;
  end: string;
}

export type Collision =
  | (CollisionBase & {
      kind: 'reservations';
      /** Each pair once: the earlier-starting reservation first (then the smaller id). */
      reservationIds: [string, string];
    })
  | (CollisionBase & { kind: 'blocker'; reservationId: string; blockerId: string });

interface Held extends TableRef {
  id: string;
  start: number;
  end: number;
}

const compareIds = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const compareHeld = (a: Held, b: Held) => a.start - b.start || a.end - b.end || compareIds(a.id, b.id);
const tableKey = (t: TableRef) => JSON.stringify([t.level, t.tableNumber]);

function orderOf(c: Collision): [string, string] {
  return c.kind === 'reservations' ? c.reservationIds : [c.reservationId, c.blockerId];
}

/** Every collision, ordered by area, table (natural order), overlap start, reservation pairs before blockers, ids. */
export function findCollisions(reservations: readonly ReservationFacts[], blockers: readonly BlockerFacts[]): Collision[] {
  const byTable = new Map<string, Held[]>();
  for (const r of reservations) {
    if (r.deletedAt !== null) continue;
    const o = occupancyOf(r);
    if (o.end <= o.start) continue;
    const key = tableKey(r);
    const list = byTable.get(key) ?? [];
    list.push({ id: r._id, ...o });
    byTable.set(key, list);
  }
  const live = blockers.map((b) => ({ id: b._id, ...engineBlocker(b) })).filter((b) => b.end > b.start);
  const collisions: Collision[] = [];
  for (const held of byTable.values()) {
    held.sort(compareHeld);
    // Sweep: a later-starting reservation overlaps an earlier one iff it starts before the earlier one ends.
    for (let i = 0; i < held.length; i++) {
      const a = held[i] as Held;
      for (let j = i + 1; j < held.length && (held[j] as Held).start < a.end; j++) {
        const b = held[j] as Held;
        collisions.push({
          kind: 'reservations',
          level: a.level,
          tableNumber: a.tableNumber,
          reservationIds: [a.id, b.id],
          start: isoOf(b.start),
          end: isoOf(Math.min(a.end, b.end)),
        });
      }
      for (const blocker of live) {
        if (!(blocker.start < a.end && blocker.end > a.start && blockerCovers(blocker, a))) continue;
        collisions.push({
          kind: 'blocker',
          level: a.level,
          tableNumber: a.tableNumber,
          reservationId: a.id,
          blockerId: blocker.id,
          start: isoOf(Math.max(a.start, blocker.start)),
          end: isoOf(Math.min(a.end, blocker.end)),
        });
      }
    }
  }
  return collisions.sort(
    (x, y) =>
      compareIds(x.level, y.level) ||
      compareTableNumbers(x.tableNumber, y.tableNumber) ||
      Date.parse(x.start) - Date.parse(y.start) ||
      (x.kind === y.kind ? 0 : x.kind === 'reservations' ? -1 : 1) ||
      compareIds(orderOf(x)[0], orderOf(y)[0]) ||
      compareIds(orderOf(x)[1], orderOf(y)[1]),
  );
}
