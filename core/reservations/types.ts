// What the reservation rules read and return. They take the API's reservation (core/schemas/reservations.ts) or any
// object with at least these fields, and give back the same type, so the server (DTOs) and the tablet (its Dexie day
// store) pass their own rows through unchanged apart from what the action sets.
import type { ErrorCode } from '../errors';
import type { Reservation } from '../schemas/reservations';

export type ReservationFacts = Pick<
  Reservation,
  | '_id'
  | 'linkedReservationId'
  | 'level'
  | 'tableNumber'
  | 'startTime'
  | 'endTime'
  | 'checkedIn'
  | 'checkedInAt'
  | 'extendedTo'
  | 'leftAt'
  | 'deletedAt'
  | 'deletedBy'
  | 'editorId'
  | 'updatedAt'
> &
  // The end the booking was made with (unextend returns to it); a row without one keeps its end.
  Partial<Pick<Reservation, 'originalEndTime'>>;

/**
 * Spec §3 Blocker (_id, start, end in UTC) with its scope as stored: level null blocks every table, a level without
 * table numbers the whole area, otherwise the listed tables of that area (as core/availability's EngineBlocker).
 */
export interface BlockerFacts {
  _id: string;
  start: string;
  end: string;
  level: string | null;
  tableNumbers: readonly string[];
}

/** A table as the rules see it: area name (`level`) and table number. */
export interface TableRef {
  level: string;
  tableNumber: string;
}

/** Everything an action may look at besides the reservation itself. */
export interface ActionContext<T extends ReservationFacts = ReservationFacts> {
  /** Epoch milliseconds; the caller's clock (server or tablet), never read inside core. */
  now: number;
  /** The restaurant's IANA time zone: the day end (1439) is a restaurant-local minute. */
  timeZone: string;
  /** Who acts: stamped as editorId, and as deletedBy on delete. */
  actorId: string | null;
  /**
   * The reservations around it (the day's book; a superset is fine): neighbours for extend and "did not leave", and
   * the reservation's linked rows (extra tables), which share its extension.
   */
  reservations: readonly T[];
  blockers: readonly BlockerFacts[];
}

export interface ActionFailure {
  ok: false;
  code: ErrorCode;
  message: string;
  /** The instant the refusal is about (a start, a departure, the next booking): clients word it in local time. */
  at?: string;
  /** What a client needs to word the refusal itself (the reservation, the table, what holds it). */
  params?: Record<string, string>;
}

export type ActionResult<T extends ReservationFacts> = { ok: true; reservation: T } | ActionFailure;
