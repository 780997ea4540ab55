// The checks a walk-in, an edit and a move share (spec §5 Timeslot, Area, Table; spec §7 table_occupied): each answers
// a refusal, or undefined when the command passes it.
import { findCollisions, type Collision } from '../reservations';
import type { Reservation } from '../schemas/reservations';
import type { DayState, Refusal } from './types';

/** Spec §9: a new reservation lasts two hours unless its end is given. */
export const defaultLengthMs = 2 * 3_600_000;
/** A stay longer than a day is a typo, not a reservation. */
export const maxLengthMs = 24 * 3_600_000;

export const iso = (ms: number): string => new Date(ms).toISOString();
/** createdAt is stamped with seconds and milliseconds zeroed (spec §3). */
export const createdAtOf = (ms: number): string => iso(Math.floor(ms / 60_000) * 60_000);

const refusal = (code: Refusal['code'], params: Refusal['params']): Refusal => ({ code, params });

/** Spec §5 Timeslot: start and end, with the defaults of spec §9 (now, two hours), or the refusal of a bad slot. */
export function timesOf(
  input: { startTime?: string | undefined; endTime?: string | undefined },
  fallbackStart: number,
  lengthMs: number,
): { start: number; end: number } | Refusal {
  const start = input.startTime ? Date.parse(input.startTime) : fallbackStart;
  const end = input.endTime ? Date.parse(input.endTime) : start + lengthMs;
  if (end <= start) return refusal('invalid_request', { reason: 'end_not_after_start' });
  if (end - start > maxLengthMs) return refusal('invalid_request', { reason: 'too_long' });
  return { start, end };
}

/** The area exists and every table is one of its tables, each named once (as far as the state knows the floor). */
export function placeRefusal(state: DayState, level: string, tableNumbers: readonly string[]): Refusal | undefined {
  if (state.areas && !state.areas.includes(level)) return refusal('invalid_request', { reason: 'no_area', level });
  if (new Set(tableNumbers).size !== tableNumbers.length) return refusal('invalid_request', { reason: 'table_named_twice' });
  if (!state.areas && !state.tables.length) return undefined;
  const known = new Set(state.tables.filter((t) => t.level === level).map((t) => t.tableNumber));
  const missing = tableNumbers.filter((n) => !known.has(n));
  return missing.length ? refusal('invalid_request', { reason: 'unknown_tables', level, tableNumbers: missing }) : undefined;
}

export function specialRefusal(state: DayState, specialId: string | null | undefined): Refusal | undefined {
  if (!specialId || !state.specialIds || state.specialIds.has(specialId)) return undefined;
  return refusal('invalid_request', { reason: 'unknown_special', id: specialId });
}

/**
 * Spec §7: a table taken at that time — by another reservation or a blocker, as findCollisions sees it — refuses the
 * planned rows without the override; with it, the rows that overlap another reservation are marked allowOverlap
 * (which keeps them out of the exclusion constraint, docs/decisions/002; a blocker needs the override, not the flag).
 * `ownIds` are rows of the planned booking that the plan replaces or leaves (an edit's dropped tables).
 */
export function settleOverlaps(planned: readonly Reservation[], state: DayState, ownIds: ReadonlySet<string>, allowOverlap: boolean): Reservation[] | Refusal {
  const ids = new Set(planned.map((row) => row._id));
  const others = state.reservations.filter((row) => !ids.has(row._id) && !ownIds.has(row._id));
  const involves = (c: Collision) => (c.kind === 'reservations' ? c.reservationIds.some((id) => ids.has(id)) : ids.has(c.reservationId));
  const collisions = findCollisions([...others, ...planned], state.blockers).filter(involves);
  if (collisions.length && !allowOverlap) return refusal('table_occupied', { reason: 'table_taken', collisions });
  return planned.map((row) => ({
    ...row,
    allowOverlap: collisions.some((c) => c.kind === 'reservations' && c.reservationIds.includes(row._id)),
  }));
}

export const isRefusalValue = (value: object): value is Refusal => 'code' in value && 'params' in value;
