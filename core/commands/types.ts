// What every command's plan reads and returns (design.md rule 1: the tablet and the server run one rule). A plan is a
// pure function of the day the command touches, the command and the caller's clock; it answers the rows to write or a
// refusal made of an error code and its parameters. It never words a refusal: the server keeps its English `message`
// (server/services/command-refusals.ts) and the tablet owns what the host reads.
import type { ErrorCode, ReasonParams } from '../errors';
import type { Collision, FieldClock } from '../reservations';
import type { Blocker } from '../schemas/front-of-house';
import type { Reservation } from '../schemas/reservations';

/** A table of the floor as a plan sees it: its id (moves name tables by id), its area and its number. */
export interface FloorTable {
  _id: string;
  level: string;
  tableNumber: string;
}

/**
 * The day a command touches: the reservations and blockers around it (a superset of the day is fine), the floor and
 * what the rules read of the restaurant's settings. The server always knows the floor; a tablet that has not loaded it
 * yet leaves `areas` undefined and `tables` empty, and the server decides what it could not check.
 */
export interface DayState {
  restaurantId: string;
  timeZone: string;
  reservations: readonly Reservation[];
  blockers: readonly Blocker[];
  tables: readonly FloorTable[];
  /** The restaurant's area names; undefined when unknown. */
  areas?: readonly string[] | undefined;
  /** The restaurant's specials' ids; undefined when unknown. */
  specialIds?: ReadonlySet<string> | undefined;
  /** Each booking's field clock by its primary id (docs/decisions/005 rule 3): the server's; the tablet has none. */
  fieldClocks?: ReadonlyMap<string, FieldClock> | undefined;
}

export interface PlanContext {
  /** Epoch ms: the server's clock, or the device time of a queued command on the tablet. */
  now: number;
  /** Who acts: stamped as creatorId, editorId, deletedBy. */
  actorId: string | null;
  /** The command's id (Idempotency-Key): orders two edits of a field made in the same millisecond. */
  actionId?: string | undefined;
  /** Names rows the command creates that it does not name itself (extra tables, a blocker made on the server). */
  newId(): string;
}

/** Why a plan refused, in words a client chooses: one of these and the code's parameters. */
export type RefusalReason =
  | 'end_not_after_start'
  | 'too_long'
  | 'no_area'
  | 'table_named_twice'
  | 'unknown_tables'
  | 'unknown_special'
  | 'id_taken'
  | 'table_taken'
  | 'no_reservation'
  | 'reservation_deleted'
  | 'swap_with_itself'
  | 'no_table'
  | 'holds_table'
  | 'needs_action_id'
  | 'blocker_end_not_after_start'
  | 'blocker_too_long'
  | 'blocker_tables_without_level'
  | 'no_blocker'
  | 'blocker_id_mismatch'
  /** The command does not match its schema (a client's own check; the server answers the schema's issues). */
  | 'invalid_command'
  | 'action';

export interface RefusalParams {
  reason: RefusalReason;
  /** The reservation, blocker, table or special the refusal names. */
  id?: string | undefined;
  level?: string | undefined;
  tableNumbers?: string[] | undefined;
  /** The instant the refusal is about (a start, a departure, the next booking). */
  at?: string | undefined;
  /** For a taken table: what holds it. */
  collisions?: Collision[] | undefined;
  /** For a host action's refusal: the rule's own parameters (core/reservations). */
  detail?: Record<string, string> | undefined;
}

export interface Refusal {
  code: ErrorCode;
  params: RefusalParams;
}

/** The rows a command writes: reservations and blockers to upsert, blockers to remove. */
export interface Changes {
  reservations: Reservation[];
  blockers: Blocker[];
  removedBlockers: string[];
  /** An edit's booking clock after it, and the rows that carry it (server only: the tablet keeps no clock). */
  fieldClock?: { clock: FieldClock; rowIds: string[] } | undefined;
}

export type Plan = { changes: Changes } | { refusal: Refusal };

export const planned = (changes: Partial<Changes> = {}): Plan => ({
  changes: { reservations: [], blockers: [], removedBlockers: [], ...changes },
});

export const refused = (code: ErrorCode, params: RefusalParams): Plan => ({ refusal: { code, params } });

export const isRefusal = (plan: Plan): plan is { refusal: Refusal } => 'refusal' in plan;

/** A refusal's reason and figures as an error body carries them (`params`); what holds a table travels on its own. */
export function reasonParams({ params }: Refusal): ReasonParams {
  const { collisions: _collisions, detail: _detail, ...figures } = params;
  return figures;
}

/** The day after a plan's changes (to apply several commands in a row). */
export function withChanges<S extends DayState>(state: S, changes: Changes): S {
  if (!changes.reservations.length && !changes.blockers.length && !changes.removedBlockers.length) return state;
  const rows = new Map(state.reservations.map((row) => [row._id, row]));
  for (const row of changes.reservations) rows.set(row._id, row);
  const blockers = new Map(state.blockers.map((b) => [b._id, b]));
  for (const b of changes.blockers) blockers.set(b._id, b);
  for (const id of changes.removedBlockers) blockers.delete(id);
  return { ...state, reservations: [...rows.values()], blockers: [...blockers.values()] };
}
