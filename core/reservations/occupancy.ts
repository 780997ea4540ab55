// When a reservation or blocker keeps a table busy, in the same terms as the availability engine
// (core/availability/types.ts `Occupancy`, `EngineBlocker`) and the database's exclusion constraint
// (docs/decisions/002): a reservation holds its table over [start, effective end), the effective end being leftAt,
// else extendedTo, else endTime, never before the start; half-open, so back-to-back stays touch without overlapping.
import type { EngineBlocker, Occupancy } from '../availability/types';
import type { BlockerFacts, ReservationFacts, TableRef } from './types';

export const instantOf = (iso: string): number => Date.parse(iso);
export const isoOf = (instant: number): string => new Date(instant).toISOString();

type Timed = Pick<ReservationFacts, 'startTime' | 'endTime' | 'extendedTo' | 'leftAt'>;

/** Epoch ms when the table is free again: the guest left, or staff extended the stay. */
export function effectiveEnd(reservation: Timed): number {
  const start = instantOf(reservation.startTime);
  const end = instantOf(reservation.leftAt ?? reservation.extendedTo ?? reservation.endTime);
  return end < start ? start : end;
}

/** The reservation as the availability engine's occupancy entry (what the server's engine input builds). */
export function occupancyOf(reservation: Timed & TableRef): Occupancy {
  return {
    level: reservation.level,
    tableNumber: reservation.tableNumber,
    start: instantOf(reservation.startTime),
    end: effectiveEnd(reservation),
  };
}

export function engineBlocker(blocker: BlockerFacts): EngineBlocker {
  return {
    start: instantOf(blocker.start),
    end: instantOf(blocker.end),
    level: blocker.level,
    tableNumbers: [...blocker.tableNumbers],
  };
}

/** The blocker scope rule of core/availability/occupancy.ts, for one table. */
export function blockerCovers(blocker: { level: string | null; tableNumbers: readonly string[] }, table: TableRef): boolean {
  if (blocker.level === null) return true;
  if (blocker.level !== table.level) return false;
  return blocker.tableNumbers.length === 0 || blocker.tableNumbers.includes(table.tableNumber);
}

export const sameTable = (a: TableRef, b: TableRef): boolean => a.level === b.level && a.tableNumber === b.tableNumber;

/** A linked row (extra table of a combination) points at its primary; the primary's id names the whole booking. */
export const groupKey = (reservation: Pick<ReservationFacts, '_id' | 'linkedReservationId'>): string =>
  reservation.linkedReservationId ?? reservation._id;

/** The reservation and its linked rows (all tables of the booking), the reservation itself first. */
export function groupOf<T extends ReservationFacts>(reservation: T, rows: readonly T[]): T[] {
  const key = groupKey(reservation);
  return [reservation, ...rows.filter((row) => row._id !== reservation._id && groupKey(row) === key)];
}

/** Something that keeps a table busy over [start, end) (epoch ms, end > start). */
export interface Busy {
  kind: 'reservation' | 'blocker';
  id: string;
  start: number;
  end: number;
}

/**
 * What keeps any of `tables` busy, other than the booking `excludeGroup`: live reservations (effective ends) and
 * blockers. Empty intervals (a guest who left at the start) hold nothing.
 */
export function busyOn(
  tables: readonly TableRef[],
  reservations: readonly ReservationFacts[],
  blockers: readonly BlockerFacts[],
  excludeGroup: string,
): Busy[] {
  const busy: Busy[] = [];
  for (const other of reservations) {
    if (other.deletedAt !== null || groupKey(other) === excludeGroup) continue;
    if (!tables.some((table) => sameTable(table, other))) continue;
    const { start, end } = occupancyOf(other);
    if (end > start) busy.push({ kind: 'reservation', id: other._id, start, end });
  }
  for (const blocker of blockers) {
    const { start, end } = engineBlocker(blocker);
    if (end > start && tables.some((table) => blockerCovers(blocker, table))) busy.push({ kind: 'blocker', id: blocker._id, start, end });
  }
  return busy;
}
