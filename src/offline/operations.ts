// What the offline queue holds (docs/decisions/005-offline-actions.md): every host change as a core command
// (core/commands) — a host action, a walk-in, an edit of the fields the host changed, a move or swap, a blocker change —
// with its client-generated id (UUID v7: the server's actionId / Idempotency-Key) and the device time it was made at.
// The tablet shows the command's plan applied to its day; the server executes the same command on sync.
import type { z } from 'zod';
import type { CommandInput, EditChanges, WalkIn } from '../../core/commands';
import type { Blocker, BlockerInput } from '../../core/schemas/front-of-house';
import type { Reservation } from '../../core/schemas/reservations';
import type { Collision } from '../../core/reservations';
import type { ReasonParams } from '../../core/errors';

/** A staff reservation as the form sends it (core StaffReservationInput's input shape), its id chosen on the tablet. */
export type WalkInInput = z.input<typeof WalkIn>['input'];

/**
 * The fields of a booking a host edited, and only those (per-field merge: what the host did not touch keeps the
 * server's value when the edit is executed there). `null` clears note, colour, language or special.
 */
export type ReservationChanges = z.input<typeof EditChanges>;

export type BlockerBody = Omit<z.input<typeof BlockerInput>, '_id'>;

/** A queued change: a core command as a client writes it. */
export type Operation = CommandInput;

export type OperationKind = Operation['kind'];

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
  /** The refusal's reason and figures (the server's `params`), from which the host reads it in their language. */
  reason?: ReasonParams | undefined;
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
  reason?: ReasonParams | undefined;
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

export { overridable, targetsOf, withOverride } from '../../core/commands';
