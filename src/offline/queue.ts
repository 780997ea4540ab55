// The action queue (docs/decisions/005): every host change is a core command, applied to the day store at once through the plan
// the server runs (core/commands) and appended to a durable queue with a UUID v7 and the device time — both in one
// Dexie transaction, so the screen and the queue never disagree, across reloads and browser restarts. The sync
// (./sync.ts) sends the queue in order; refused entries become conflicts the host retries (with override) or discards.
import { groupKey, type Collision } from '../../core/reservations';
import type { ErrorCode, ReasonParams } from '../../core/errors';
import type { ReservationAction, ReservationActionType } from '../../core/schemas/reservation-actions';
import type { Reservation } from '../../core/schemas/reservations';
import { offlineDb, type OfflineDb } from './db';
import { isRefusal, reasonParams } from '../../core/commands';
import { bookStores, planEntry, readLocalState, recomputeView, storedBlocker, storedReservation } from './day-store';
import { targetsOf, withOverride, type BlockerBody, type Conflict, type Operation, type QueueEntry, type ReservationChanges, type WalkInInput } from './operations';
import { uuidV7, uuidV7Time } from './uuid-v7';

export type EnqueueResult =
  | { ok: true; id: string }
  /** Refused on the tablet already by the same rule the server applies: nothing was queued. */
  | { ok: false; code: ErrorCode; reason?: ReasonParams; collisions?: Collision[]; at?: string };

export interface EnqueueOptions {
  db?: OfflineDb;
  /** The device time (epoch ms); now by default. */
  now?: number;
  actorId?: string | null;
}

let actor: string | null = null;
/** Who acts on this device (the signed-in user's id): stamped locally as the server stamps its caller. */
export function setOfflineActor(id: string | null): void {
  actor = id;
}

const enqueuedListeners = new Set<(restaurantId: string) => void>();
/** The sync engine listens here so an enqueue starts a send at once. */
export function onEnqueued(listener: (restaurantId: string) => void): () => void {
  enqueuedListeners.add(listener);
  return () => enqueuedListeners.delete(listener);
}

/**
 * An edit is dated by its entry's id: the time of the UUID v7 is its device time, made strictly increasing on the device
 * with the id (./uuid-v7.ts), so a tablet's own edits of one field keep their queue order on the server even across a
 * clock stepping back (docs/decisions/005 rule 3). A retried edit is a new entry, dated anew.
 */
function datedEdit(op: Operation, id: string): Operation {
  return op.kind === 'updateReservation' ? { ...op, deviceTime: new Date(uuidV7Time(id)).toISOString() } : op;
}

/**
 * startTime and endTime are one timeslot: an edit of either sends both as the day store applied them (the end moved
 * with the start, or the start kept), so the slot the server writes never depends on what it holds.
 */
function withWholeSlot(op: Operation, rows: readonly Reservation[]): Operation {
  if (op.kind !== 'updateReservation' || (op.changes.startTime === undefined) === (op.changes.endTime === undefined)) return op;
  const primary = rows.find((row) => row.linkedReservationId === null && row.deletedAt === null);
  return primary ? { ...op, changes: { ...op.changes, startTime: primary.startTime, endTime: primary.endTime } } : op;
}

/**
 * Applies an operation to the day store and queues it, in one transaction. A refusal by the rules (a deleted
 * reservation, a blocked extension, a taken table without override …) queues nothing and is returned; an operation on
 * a reservation this device does not hold is queued as it is (the server decides).
 */
export async function enqueue(restaurantId: string, asked: Operation, options: EnqueueOptions = {}): Promise<EnqueueResult> {
  let op = asked;
  const db = options.db ?? offlineDb();
  const deviceTime = options.now ?? Date.now();
  const id = uuidV7(deviceTime);
  const actorId = options.actorId === undefined ? actor : options.actorId;
  const result = await db.transaction('rw', bookStores(db), async (): Promise<EnqueueResult> => {
    const state = await readLocalState(db, restaurantId);
    const dated = datedEdit(op, id);
    const planned = planEntry(state, { id, deviceTime, actorId, op: dated });
    if (isRefusal(planned) && planned.refusal.code !== 'not_found') {
      const { code, params } = planned.refusal;
      return { ok: false, code, reason: reasonParams(planned.refusal), ...(params.collisions ? { collisions: params.collisions } : {}), ...(params.at === undefined ? {} : { at: params.at }) };
    }
    const changes = isRefusal(planned) ? undefined : planned.changes;
    op = withWholeSlot(dated, changes?.reservations ?? []);
    const targets = new Set(targetsOf(op));
    // The whole booking shows as not yet synced (its extra tables change with it).
    const bookings = new Set(state.reservations.filter((row) => targets.has(row._id)).map(groupKey));
    for (const row of state.reservations) if (bookings.has(groupKey(row))) targets.add(row._id);
    if (changes) {
      await db.reservations.bulkPut(changes.reservations.map((row) => storedReservation(row, state.timeZone)));
      await db.blockers.bulkPut(changes.blockers.map((b) => storedBlocker(b, restaurantId)));
      await db.blockers.bulkDelete(changes.removedBlockers.map((blockerId) => [restaurantId, blockerId] as [string, string]));
      for (const row of changes.reservations) targets.add(row._id);
    }
    const named = [...targets].map((target) => state.reservations.find((row) => row._id === target)).find(Boolean);
    const guest = op.kind === 'createReservation' ? op.input.customer.name : named?.customer.name;
    const entry: QueueEntry = { id, restaurantId, op, deviceTime, actorId, targets: [...targets], ...(guest ? { guest } : {}), attempts: 0 };
    await db.queue.add(entry);
    return { ok: true, id };
  });
  if (result.ok) for (const listener of enqueuedListeners) listener(restaurantId);
  return result;
}

// One function per host change (spec §4, §7); each returns what `enqueue` returns.
export const enqueueAction = (restaurantId: string, action: ReservationAction, options?: EnqueueOptions) => enqueue(restaurantId, { kind: 'action', action }, options);
export const hostAction = (restaurantId: string, type: ReservationActionType, reservationId: string, options?: EnqueueOptions) =>
  enqueueAction(restaurantId, { type, reservationId }, options);
export const checkIn = (restaurantId: string, reservationId: string, checkedIn = true) => hostAction(restaurantId, checkedIn ? 'checkIn' : 'checkOut', reservationId);
export const deleteReservation = (restaurantId: string, reservationId: string) => hostAction(restaurantId, 'softDelete', reservationId);

/** A walk-in or phone booking; its id is made here (UUID v7) unless given, so later actions can name it offline. */
export async function createReservation(restaurantId: string, input: Omit<WalkInInput, '_id'> & { _id?: string }, options?: EnqueueOptions): Promise<EnqueueResult & { reservationId: string }> {
  const reservationId = input._id ?? uuidV7(options?.now);
  const result = await enqueue(restaurantId, { kind: 'createReservation', input: { ...input, _id: reservationId } }, options);
  return { ...result, reservationId };
}
export const updateReservation = (restaurantId: string, reservationId: string, changes: ReservationChanges, allowOverlap?: boolean, options?: EnqueueOptions) =>
  enqueue(restaurantId, { kind: 'updateReservation', reservationId, changes, allowOverlap }, options);
export const swapReservations = (
  restaurantId: string,
  move: { reservationIdA: string; reservationIdB?: string | undefined; tableId: string; allowOverlap?: boolean | undefined },
  options?: EnqueueOptions,
) => enqueue(restaurantId, { kind: 'swap', ...move }, options);

/** A new blocker: named locally by a UUID v7 until the server answers with its id (later entries are remapped). */
export async function createBlocker(restaurantId: string, input: BlockerBody, options?: EnqueueOptions): Promise<EnqueueResult & { blockerId: string }> {
  const blockerId = uuidV7(options?.now);
  const result = await enqueue(restaurantId, { kind: 'createBlocker', blockerId, input }, options);
  return { ...result, blockerId };
}
export const updateBlocker = (restaurantId: string, blockerId: string, input: BlockerBody, options?: EnqueueOptions) =>
  enqueue(restaurantId, { kind: 'updateBlocker', blockerId, input }, options);
export const deleteBlocker = (restaurantId: string, blockerId: string, options?: EnqueueOptions) => enqueue(restaurantId, { kind: 'deleteBlocker', blockerId }, options);

type FormRow = { customer: { name: string; phone: string; email: string }; partySize: number; level: string; tableNumbers: string[]; startTime: string; endTime: string; note: string | null; color: string | null; language: string | null; specialId: string | null };

/**
 * The fields a form changed, for `updateReservation` (per-field merge, docs/decisions/005): the booking as it was shown
 * and as it is submitted; instants compare as instants.
 */
export function changesBetween(before: FormRow, after: Partial<FormRow>): ReservationChanges {
  const changes: ReservationChanges = {};
  const customer: NonNullable<ReservationChanges['customer']> = {};
  for (const key of ['name', 'phone', 'email'] as const) {
    const value = after.customer?.[key];
    if (value !== undefined && value !== before.customer[key]) customer[key] = value;
  }
  if (Object.keys(customer).length) changes.customer = customer;
  if (after.partySize !== undefined && after.partySize !== before.partySize) changes.partySize = after.partySize;
  if (after.level !== undefined && after.level !== before.level) changes.level = after.level;
  if (after.tableNumbers !== undefined && after.tableNumbers.join('\n') !== before.tableNumbers.join('\n')) changes.tableNumbers = [...after.tableNumbers];
  if (changes.level !== undefined && changes.tableNumbers === undefined) changes.tableNumbers = [...(after.tableNumbers ?? before.tableNumbers)];
  for (const key of ['startTime', 'endTime'] as const) {
    const value = after[key];
    if (value !== undefined && Date.parse(value) !== Date.parse(before[key])) changes[key] = value;
  }
  for (const key of ['note', 'color', 'specialId'] as const) {
    const value = after[key];
    if (value !== undefined && value !== before[key]) changes[key] = value;
  }
  if (after.language !== undefined && after.language !== before.language) changes.language = after.language as ReservationChanges['language'];
  return changes;
}

/**
 * The host's answer to a conflict: send it again (with `override`, placed over whatever holds the table, where that
 * makes sense). It is queued anew with a fresh id, applied locally again, and leaves the conflict list; the changes
 * folded into it follow.
 */
export async function retryConflict(id: string, options: { override?: boolean; db?: OfflineDb; now?: number } = {}): Promise<EnqueueResult> {
  const db = options.db ?? offlineDb();
  const conflict = await db.conflicts.get(id);
  if (!conflict) return { ok: false, code: 'not_found' };
  const op = options.override && conflict.canOverride ? withOverride(conflict.op) : conflict.op;
  const at = options.now === undefined ? {} : { now: options.now };
  const result = await enqueue(conflict.restaurantId, op, { db, actorId: conflict.actorId, ...at });
  if (!result.ok) return result;
  await db.conflicts.delete(id);
  // The guest's later changes go after it, in their order; one the rules now refuse is dropped with its reason unseen
  // (the host sees the guest's state on the grid).
  for (const followUp of conflict.followUps ?? []) await enqueue(conflict.restaurantId, followUp.op, { db, actorId: followUp.actorId, ...at });
  return result;
}

/** The host's other answer: the change is dropped for good (the day store already shows the server's state). */
export async function discardConflict(id: string, options: { db?: OfflineDb } = {}): Promise<void> {
  const db = options.db ?? offlineDb();
  await db.transaction('rw', [...bookStores(db), db.conflicts], async () => {
    const conflict = await db.conflicts.get(id);
    await db.conflicts.delete(id);
    if (conflict) await recomputeView(db, conflict.restaurantId);
  });
}

export const conflictsOf = (restaurantId: string, db: OfflineDb = offlineDb()): Promise<Conflict[]> => db.conflicts.where('restaurantId').equals(restaurantId).sortBy('seq');
