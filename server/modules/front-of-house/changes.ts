// One way for a staff change to happen (design.md rules 2 and 3): a transaction that does the work, writes an
// actions-log entry for every record it changes, and — when the client sent an action id — claims that id in
// applied_actions first, so the change is applied at most once and every replay gets the first answer back. After the
// commit the availability file is republished and the change announced on the change feed.
//
// Idempotency (docs/decisions/003): the id is claimed with INSERT … ON CONFLICT DO NOTHING at the start of the
// transaction. A concurrent request with the same id waits on that row until the first commits, then finds it and
// returns its answer; if the first rolled back (refused), the second simply does the work itself. A refused request
// changes nothing and keeps nothing, so repeating it is evaluated afresh against the state of the moment. The same id
// with a different request (method, route, parameters, body) is refused with idempotency_key_reused.
import { AsyncLocalStorage } from 'node:async_hooks';
import { AppError } from '../../../core/errors';
import { pgErrorCode, type Database, type Transaction } from '../../platform/db/connection';
import { claimAction, storeAnswer, storedAction } from './repository/applied-actions';
import { writeLogEntries, type ActionsLogEntry } from './repository/actions-log';
import type { ChangeFeed, ChangeKind } from '../live';
import type { PublishingService } from '../publishing';
import { requestHashOf, type Applied, type Outcome } from '../../platform/http/idempotency';

export { requestHashOf, type Applied, type Outcome } from '../../platform/http/idempotency';

const maxAttempts = 4;

export interface ChangeLogger {
  error(details: unknown, message?: string): void;
}

export interface ChangeRequest {
  restaurantId: string;
  /** Who acts: stamped on the records (creatorId, editorId, deletedBy) and on the log entries. */
  actorId: string | null;
  /** The client-generated action id (Idempotency-Key header or a host action's actionId), if any. */
  actionId?: string | undefined;
  /** The admin override session the change is made under (spec §6), stamped on its log entries. */
  overrideSessionId?: string | null | undefined;
  /** What was asked: the same action id with another request is refused. */
  fingerprint: unknown;
  log?: ChangeLogger | undefined;
}

/** What a change's work gets: the transaction, the clock, and the way to log what it changed. */
export interface Change {
  tx: Transaction;
  restaurantId: string;
  actorId: string | null;
  /** The request's action id, if any: the tie-break of two edits of a field made at the same device time. */
  actionId?: string | undefined;
  now: Date;
  record(...entries: ActionsLogEntry[]): Promise<void>;
}

/** The log entry of a change to one record of `entity`: its DTO before and after (null when created or removed). */
export function logEntryOf<Dto extends { _id: string }>(entity: ActionsLogEntry['entity']) {
  return (action: string, before: Dto | null, after: Dto | null): ActionsLogEntry => ({ action, entity, entityId: (after ?? before)?._id as string, before, after });
}

const feedKinds: Record<ActionsLogEntry['entity'], ChangeKind> = { reservation: 'reservations', blocker: 'blockers', waitlist: 'waitlist' };

// What the published availability is made of (core/availability: occupancy and blockers). A check-in, a late mark or a
// new note moves none of it, so the file is not recomputed for them.
const occupancyFields = ['level', 'tableNumber', 'startTime', 'endTime', 'extendedTo', 'leftAt', 'deletedAt', 'allowOverlap'] as const;

export function movesAvailability(entry: ActionsLogEntry): boolean {
  if (entry.entity === 'waitlist') return false;
  if (entry.entity === 'blocker' || entry.before === null || entry.after === null) return true;
  const before = entry.before as Record<string, unknown>;
  const after = entry.after as Record<string, unknown>;
  return occupancyFields.some((field) => before[field] !== after[field]);
}


export type ChangeService = ReturnType<typeof changeService>;

export function changeService({ db, publishing, feed, now = () => new Date() }: { db: Database; publishing: PublishingService; feed: ChangeFeed; now?: () => Date }) {
  // POST /sync/batch (docs/decisions/005): the changes of a batch are announced once, when the batch is done — one
  // republish of the availability file, one change-feed notice per kind — instead of once per change.
  const held = new AsyncLocalStorage<HeldAnnouncements>();

  async function attempt<T>(
    request: ChangeRequest,
    work: (change: Change) => Promise<Outcome<T>>,
  ): Promise<Applied<T> & { touched: Map<ChangeKind, Set<string>>; availabilityMoved: boolean }> {
    const { restaurantId, actionId } = request;
    const touched = new Map<ChangeKind, Set<string>>();
    const touch = (kind: ChangeKind, id: string) => touched.set(kind, (touched.get(kind) ?? new Set()).add(id));
    let availabilityMoved = false;
    const requestHash = requestHashOf(request.fingerprint);
    return db.transaction(async (tx) => {
      if (actionId) {
        const claimed = await claimAction(tx, { restaurantId, id: actionId, requestHash, userId: request.actorId });
        if (!claimed) {
          const stored = await storedAction(tx, restaurantId, actionId);
          if (!stored) throw new AppError('conflict', `Action ${actionId} is being applied; try again`);
          if (stored.requestHash !== requestHash) {
            throw new AppError('idempotency_key_reused', `Action id ${actionId} was already used for a different request`);
          }
          return { status: stored.status, body: (stored.result as { body: T }).body, replayed: true, touched, availabilityMoved };
        }
      }
      const change: Change = {
        tx,
        restaurantId,
        actorId: request.actorId,
        actionId,
        now: now(),
        async record(...entries) {
          const logIds = await writeLogEntries(tx, restaurantId, request.actorId, actionId ?? null, entries, request.overrideSessionId ?? null);
          for (const entry of entries) touch(feedKinds[entry.entity], entry.entityId);
          if (entries.some(movesAvailability)) availabilityMoved = true;
          for (const id of logIds) touch('actionsLog', id);
        },
      };
      const outcome = await work(change);
      if (actionId) {
        await storeAnswer(tx, restaurantId, actionId, outcome);
      }
      return { ...outcome, replayed: false, touched, availabilityMoved };
    });
  }

  /**
   * Runs `work` as one change (see the file comment). A lost race with a concurrent booking (exclusion constraint
   * 23P01, deadlock, serialization failure) is retried against the new state; the work re-reads and re-decides.
   */
  async function apply<T>(request: ChangeRequest, work: (change: Change) => Promise<Outcome<T>>): Promise<Applied<T>> {
    for (let attemptNo = 1; ; attemptNo++) {
      try {
        const { touched, availabilityMoved, ...applied } = await attempt(request, work);
        if (touched.size > 0 && !held.getStore()?.hold(request, touched, availabilityMoved)) announce(request, touched, availabilityMoved);
        return applied;
      } catch (error) {
        const code = pgErrorCode(error);
        const raced = code === '23P01' || code === '40P01' || code === '40001';
        if (raced && attemptNo < maxAttempts) continue;
        if (code === '23P01') throw new AppError('table_occupied', 'The table was just taken at that time by another reservation');
        if (raced) throw new AppError('conflict', 'The change collided with another one; try again');
        throw error;
      }
    }
  }

  function announce(request: ChangeRequest, touched: Map<ChangeKind, Set<string>>, availabilityMoved: boolean): void {
    // The reply does not wait for the file (publishing is coalesced); a failure is logged, never the change's.
    if (availabilityMoved) {
      publishing
        .publishAvailability(request.restaurantId)
        .catch((error: unknown) => request.log?.error({ err: error, restaurantId: request.restaurantId }, 'availability publish failed'));
    }
    for (const [kind, ids] of touched) feed.notify(request.restaurantId, { kind, ids: [...ids] });
  }

  /** Runs `work` (a batch of changes) with the announcements of every change it applies held back until it ends. */
  async function holdingAnnouncements<T>(work: () => Promise<T>): Promise<T> {
    const announcements = new HeldAnnouncements();
    try {
      return await held.run(announcements, work);
    } finally {
      for (const { request, touched, availabilityMoved } of announcements.release()) announce(request, touched, availabilityMoved);
    }
  }

  return { apply, holdingAnnouncements };
}

/** Announcements held during a batch, merged per restaurant. */
class HeldAnnouncements {
  private readonly byRestaurant = new Map<string, { request: ChangeRequest; touched: Map<ChangeKind, Set<string>>; availabilityMoved: boolean }>();
  private released = false;

  /** Holds one change's announcement; false once released (a change that ends later announces itself). */
  hold(request: ChangeRequest, touched: Map<ChangeKind, Set<string>>, availabilityMoved: boolean): boolean {
    if (this.released) return false;
    const merged = this.byRestaurant.get(request.restaurantId) ?? { request, touched: new Map<ChangeKind, Set<string>>(), availabilityMoved: false };
    for (const [kind, ids] of touched) merged.touched.set(kind, new Set([...(merged.touched.get(kind) ?? []), ...ids]));
    merged.availabilityMoved ||= availabilityMoved;
    this.byRestaurant.set(request.restaurantId, merged);
    return true;
  }

  release() {
    this.released = true;
    return [...this.byRestaurant.values()];
  }
}
