// What the offline queue holds (issue 7, docs/decisions/005-offline-actions.md): every host change as *intent* — a
// core reservation action, a walk-in, an edit of the fields the host changed, a move or swap, a blocker change — with
// its client-generated id (UUID v7: the server's actionId / Idempotency-Key) and the device time it was made at.
import type { ReservationAction } from '../../core/schemas/reservation-actions';
import type { Blocker } from '../../core/schemas/front-of-house';
import type { Reservation } from '../../core/schemas/reservations';
import type { Collision } from '../../core/reservations';

/** A staff reservation as the form sends it (core StaffReservationInput's input shape), its id chosen on the tablet. */
export interface WalkInInput {
  _id: string;
  customer: { name: string; phone?: string | undefined; email?: string | undefined };
  partySize?: number | undefined;
  startTime?: string | undefined;
  endTime?: string | undefined;
  level: string;
  tableNumbers: string[];
  note?: string | null | undefined;
  color?: string | null | undefined;
  language?: 'de' | 'en' | 'es' | null | undefined;
  specialId?: string | null | undefined;
  allowOverlap?: boolean | undefined;
}

/**
 * The fields of a booking a host edited, and only those (per-field merge: what the host did not touch is taken from
 * the server's current row when the edit is first sent). `null` clears note, colour, language or special.
 */
export interface ReservationChanges {
  customer?: { name?: string | undefined; phone?: string | undefined; email?: string | undefined } | undefined;
  partySize?: number | undefined;
  level?: string | undefined;
  tableNumbers?: string[] | undefined;
  startTime?: string | undefined;
  endTime?: string | undefined;
  note?: string | null | undefined;
  color?: string | null | undefined;
  language?: 'de' | 'en' | 'es' | null | undefined;
  specialId?: string | null | undefined;
}

export interface BlockerBody {
  start: string;
  end: string;
  level?: string | null | undefined;
  tableNumbers?: string[] | undefined;
  note?: string | null | undefined;
}

export type Operation =
  | { kind: 'action'; action: ReservationAction }
  | { kind: 'createReservation'; input: WalkInInput }
  | { kind: 'updateReservation'; reservationId: string; changes: ReservationChanges; allowOverlap?: boolean | undefined }
  | { kind: 'swap'; reservationIdA: string; reservationIdB?: string | undefined; tableId: string; allowOverlap?: boolean | undefined }
  /** `blockerId` is a local id until the server answers with the blocker's real id (then every later entry is remapped). */
  | { kind: 'createBlocker'; blockerId: string; input: BlockerBody }
  | { kind: 'updateBlocker'; blockerId: string; input: BlockerBody }
  | { kind: 'deleteBlocker'; blockerId: string };

export type OperationKind = Operation['kind'];

/** An HTTP request as the sync sends it; frozen on the entry before its first send so every resend is identical. */
export interface FrozenRequest {
  method: 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
}

export interface QueueEntry {
  /** Commit order of the optimistic change (IndexedDB auto-increment): the order the server receives entries in. */
  seq?: number;
  /** UUID v7: the host action's actionId, or the Idempotency-Key of any other change. */
  id: string;
  restaurantId: string;
  op: Operation;
  /** Epoch ms on the device when the host acted: the `now` of the core rules when re-applied locally. */
  deviceTime: number;
  /** Who acted (stamped locally as editorId / creatorId / deletedBy, as the server stamps its caller). */
  actorId: string | null;
  /** Reservation and blocker ids the entry changes: the "not yet synced" marks. */
  targets: string[];
  /**
   * The guest's name as the tablet showed it when the host acted: a refusal for a booking deleted meanwhile must still
   * say whose it was, and by then the day store no longer holds the booking.
   */
  guest?: string | undefined;
  attempts: number;
  lastError?: SendFailure | undefined;
  request?: FrozenRequest | undefined;
}

export interface SendFailure {
  status: number;
  code: string;
  message: string;
  at: number;
  /** The instant the refusal is about (the server's `at`: a start, a departure …), worded in local time on screen. */
  instant?: string | undefined;
  /** What holds the table, for a refusal of a taken table (the server's `collisions`). */
  collisions?: Collision[] | undefined;
}

/** Why the server refused an entry for good: 409 refused by a rule, 404 gone, 403 no longer allowed, 400 invalid. */
export type ConflictKind = 'refused' | 'gone' | 'forbidden' | 'invalid';

/** An entry the server refused permanently: out of the queue (it never blocks it), kept until the host decides. */
export interface Conflict extends Omit<QueueEntry, 'attempts' | 'lastError'> {
  kind: ConflictKind;
  status: number;
  code: string;
  message: string;
  rejectedAt: number;
  /** "Retry with override" makes sense: a table taken meanwhile (walk-in, edit or move with allowOverlap). */
  canOverride: boolean;
  instant?: string | undefined;
  collisions?: Collision[] | undefined;
  /**
   * Later changes to the same guest, folded into this conflict instead of standing as conflicts of their own: the
   * check-in of a refused walk-in cannot succeed without it. Retrying sends them after it, discarding drops them.
   */
  followUps?: FollowUp[] | undefined;
}

/** A queued change folded into a conflict (see Conflict.followUps). */
export type FollowUp = Pick<QueueEntry, 'id' | 'op' | 'deviceTime' | 'actorId' | 'targets' | 'guest'>;

/** A reservation row in the local store: the API's row plus the restaurant-local date it starts on. */
export interface StoredReservation extends Reservation {
  day: string;
  /** Local time the row was written from a server answer or refresh (older refresh answers never overwrite it). */
  receivedAt?: number | undefined;
}

export interface StoredBlocker extends Blocker {
  restaurantId: string;
  receivedAt?: number | undefined;
}

/** The reservation and blocker ids an operation changes (linked rows are added by the queue from the store). */
export function targetsOf(op: Operation): string[] {
  switch (op.kind) {
    case 'action':
      return [op.action.reservationId];
    case 'createReservation':
      return [op.input._id];
    case 'updateReservation':
      return [op.reservationId];
    case 'swap':
      return op.reservationIdB ? [op.reservationIdA, op.reservationIdB] : [op.reservationIdA];
    case 'createBlocker':
    case 'updateBlocker':
    case 'deleteBlocker':
      return [op.blockerId];
  }
}

/** Operations whose refusal for a taken table may be retried with `allowOverlap` (spec: staff may place over). */
export function overridable(op: Operation): boolean {
  return op.kind === 'createReservation' || op.kind === 'updateReservation' || op.kind === 'swap';
}

/** The same operation, placed over whatever holds the table (the conflict's "retry with override"). */
export function withOverride(op: Operation): Operation {
  switch (op.kind) {
    case 'createReservation':
      return { ...op, input: { ...op.input, allowOverlap: true } };
    case 'updateReservation':
    case 'swap':
      return { ...op, allowOverlap: true };
    default:
      return op;
  }
}
