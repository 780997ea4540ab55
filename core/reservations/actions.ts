// One entry point for every reservation action (spec §4): the server applies a request with it, and the tablet applies
// a queued action locally with it and the server applies the same intent again on sync, against its own current state
// (design.md rule 3). An action names only its reservation; what it sets is computed here from the state.
import type { ReservationAction, ReservationActionType } from '../schemas/reservation-actions';
import { checkIn, checkOut, markLate, markLeft, markNotLate, markNotLeft, softDelete } from './attendance';
import { extend, unextend } from './extend';
import { groupOf } from './occupancy';
import { refuse } from './result';
import type { ActionContext, ActionFailure, ActionResult, BlockerFacts, ReservationFacts } from './types';

export type ReservationRule = <T extends ReservationFacts>(reservation: T, ctx: ActionContext<T>) => ActionResult<T>;

export const reservationRules: Record<ReservationActionType, ReservationRule> = {
  checkIn,
  checkOut,
  markLate,
  markNotLate,
  extend,
  unextend,
  markLeft,
  markNotLeft,
  softDelete,
};

/** The part of the book an action is evaluated against: the restaurant's zone, the day's reservations and blockers. */
export interface ReservationState<T extends ReservationFacts = ReservationFacts> {
  timeZone: string;
  reservations: readonly T[];
  blockers: readonly BlockerFacts[];
}

export type AppliedAction<T extends ReservationFacts> =
  | {
      ok: true;
      /** Every row of the booking after the action: the reservation and its linked rows (extra tables). */
      reservations: T[];
      /** The rows that actually changed (to write, to put into the local store); empty for a repeated action. */
      changed: T[];
      state: ReservationState<T>;
    }
  | ActionFailure;

/**
 * The actions whose rule looks past the booking's own rows, at the other bookings and blockers on its tables: extend
 * (to just before the next occupant) and guest did not leave (refused when the freed time was taken). Every other rule
 * reads only the booking, so a caller may hand it just the booking's rows.
 */
export const actionsReadingNeighbours: ReadonlySet<ReservationActionType> = new Set<ReservationActionType>(['extend', 'markNotLeft']);

/**
 * Applies an action to the booking it names: the row with that id and every row linked with it (a booking on joined
 * tables is one booking: checked in, extended, deleted together; extended only as far as every table allows). All rows
 * succeed or nothing changes. `now` is the caller's clock; `actorId` is who acts (editorId, deletedBy).
 */
export function applyReservationAction<T extends ReservationFacts>(
  state: ReservationState<T>,
  action: ReservationAction,
  now: number | Date,
  actorId: string | null = null,
): AppliedAction<T> {
  const target = state.reservations.find((row) => row._id === action.reservationId);
  if (!target) return refuse('not_found', `No reservation ${action.reservationId}`, undefined, { reservationId: action.reservationId });
  const ctx: ActionContext<T> = {
    now: typeof now === 'number' ? now : now.getTime(),
    timeZone: state.timeZone,
    actorId,
    reservations: state.reservations,
    blockers: state.blockers,
  };
  // A linked row deleted on its own (a table dropped from the booking) stays deleted; only delete itself touches it.
  const rows = groupOf(target, state.reservations).filter(
    (row) => row === target || action.type === 'softDelete' || row.deletedAt === null,
  );
  const rule = reservationRules[action.type];
  const next: T[] = [];
  for (const row of rows) {
    const result = rule(row, ctx);
    if (!result.ok) return result;
    next.push(result.reservation);
  }
  const changed = next.filter((row, i) => row !== rows[i]);
  const byId = new Map(changed.map((row) => [row._id, row]));
  return {
    ok: true,
    reservations: next,
    changed,
    state: changed.length ? { ...state, reservations: state.reservations.map((row) => byId.get(row._id) ?? row) } : state,
  };
}
