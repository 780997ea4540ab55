// What the sync (./sync.ts) does with the server's final answers: a taken entry leaves the queue with its answer stored
// in the day store, a refused one becomes a conflict — each in one transaction with its removal from the queue, so a
// crash never keeps an answered entry nor loses an unanswered one.
import type { OfflineDb } from './db';
import { bookStores, recomputeView } from './day-store';
import type { Conflict, ConflictKind, FollowUp, QueueEntry, SendFailure, StoredBlocker, StoredReservation } from './operations';
import { overridable } from './operations';
import { absorbAnswer } from './absorb-answer';
import type { TransportResponse } from './transport';

/** An entry the server took, with its answer. */
export interface Answered {
  entry: QueueEntry;
  response: TransportResponse;
}

/**
 * Removes answered entries (one restaurant's, in queue order) and stores the server's answers, in one transaction.
 * Rows no still-pending entry touches show the answers at once, the latest answer for a row winning; the others keep
 * their optimistic state until the drain rebuilds the view. An entry gone already (another tab) writes nothing.
 */
export async function storeAnswers(db: OfflineDb, answered: readonly Answered[], timeZone: string, receivedAt: number): Promise<void> {
  await db.transaction('rw', [...bookStores(db), db.conflicts], async () => {
    const present: Answered[] = [];
    for (const item of answered) if (await db.queue.where('seq').equals(item.entry.seq as number).delete()) present.push(item);
    const restaurantId = present[0]?.entry.restaurantId;
    if (restaurantId === undefined) return;
    const rows = new Map<string, StoredReservation | null>();
    const blockers = new Map<string, StoredBlocker | null>();
    const named = new Set<string>();
    for (const { entry, response } of present) {
      const absorbed = await absorbAnswer(db, entry, response.body, receivedAt, timeZone);
      for (const row of absorbed.reservations) rows.set(row._id, row);
      for (const id of absorbed.removedReservations) rows.set(id, null);
      for (const blocker of absorbed.blockers) blockers.set(blocker._id, blocker);
      for (const id of absorbed.removedBlockers) blockers.set(id, null);
      for (const id of entry.targets) named.add(id);
    }
    for (const id of [...rows.keys(), ...blockers.keys()]) named.add(id);
    // One lookup per id: an anyOf over the multi-entry index walks every entry that shares a target, for each target.
    const pendingIds = await Promise.all([...named].map(async (id) => ((await db.queue.where('targets').equals(id).limit(1).primaryKeys()).length ? id : null)));
    const pending = new Set(pendingIds);
    const settled = (id: string) => !pending.has(id);
    const key = (id: string) => [restaurantId, id] as [string, string];
    const settledOf = <T>(written: Map<string, T | null>) => [...written].filter(([id]) => settled(id));
    await db.reservations.bulkPut(settledOf(rows).flatMap(([, row]) => (row ? [row] : [])));
    await db.reservations.bulkDelete(settledOf(rows).flatMap(([id, row]) => (row ? [] : [key(id)])));
    await db.blockers.bulkPut(settledOf(blockers).flatMap(([, blocker]) => (blocker ? [blocker] : [])));
    await db.blockers.bulkDelete(settledOf(blockers).flatMap(([id, blocker]) => (blocker ? [] : [key(id)])));
    for (const { entry } of present) {
      if ((entry.op.kind === 'createReservation' || entry.op.kind === 'updateReservation') && entry.targets.every(settled)) {
        // Extra-table rows the tablet had named itself: the server's rows (just written) replace them.
        await db.reservations.where('[restaurantId+_id]').between(key(`${entry.id}-`), key(`${entry.id}-\uffff`)).delete();
      }
    }
  });
}

/**
 * A permanent refusal: out of the queue into the conflicts, the view rebuilt without it — one transaction. One guest's
 * refusal is one conflict: when the refused change made the guest's booking (a walk-in) or the booking is gone, the
 * later changes to it cannot succeed on their own, so they leave the queue folded into the conflict; one refused
 * after such a conflict exists joins it. Answers whether it took later entries out of the queue.
 */
export async function storeRefusal(db: OfflineDb, entry: QueueEntry, failure: SendFailure, kind: ConflictKind): Promise<boolean> {
  return db.transaction('rw', [...bookStores(db), db.conflicts], async () => {
    if (!(await db.queue.get(entry.seq as number))) return false;
    await db.queue.delete(entry.seq as number);
    let taken = false;
    const holder = await foldingConflictOf(db, entry);
    if (holder) {
      await db.conflicts.put({ ...holder, followUps: [...(holder.followUps ?? []), followUpOf(entry)] });
    } else {
      const { attempts: _attempts, lastError: _lastError, ...rest } = entry;
      const folds = entry.op.kind === 'createReservation' || entry.op.kind === 'createBlocker' || kind === 'gone' || failure.code === 'reservation_deleted';
      const followUps = folds ? await takeFollowUps(db, entry) : [];
      const conflict: Conflict = {
        ...rest,
        kind,
        status: failure.status,
        code: failure.code,
        message: failure.message,
        rejectedAt: failure.at,
        canOverride: failure.code === 'table_occupied' && overridable(entry.op),
        ...(failure.instant === undefined ? {} : { instant: failure.instant }),
        ...(failure.collisions === undefined ? {} : { collisions: failure.collisions }),
        ...(failure.reason === undefined ? {} : { reason: failure.reason }),
        ...(followUps.length ? { followUps } : {}),
      };
      await db.conflicts.put(conflict);
      taken = followUps.length > 0;
    }
    await recomputeView(db, entry.restaurantId);
    return taken;
  });
}

const followUpOf = ({ id, op, deviceTime, actorId, targets, guest }: QueueEntry): FollowUp => ({ id, op, deviceTime, actorId, targets, ...(guest ? { guest } : {}) });

/** A conflict that already stands for this entry's guest and makes later changes to the guest pointless. */
async function foldingConflictOf(db: OfflineDb, entry: QueueEntry): Promise<Conflict | undefined> {
  const targets = new Set(entry.targets);
  return db.conflicts
    .where('restaurantId')
    .equals(entry.restaurantId)
    .filter((c) => (c.op.kind === 'createReservation' || c.op.kind === 'createBlocker' || c.kind === 'gone' || c.code === 'reservation_deleted') && c.targets.some((id) => targets.has(id)))
    .first();
}

/** The still-queued changes to the refused entry's guest, in queue order, taken out of the queue. */
async function takeFollowUps(db: OfflineDb, entry: QueueEntry): Promise<FollowUp[]> {
  const seqs = new Set<number>();
  for (const target of entry.targets) {
    for (const seq of await db.queue.where('targets').equals(target).primaryKeys()) seqs.add(seq);
  }
  const later = (await db.queue.bulkGet([...seqs].sort((a, b) => a - b))).filter((e): e is QueueEntry => e !== undefined && e.restaurantId === entry.restaurantId);
  await db.queue.bulkDelete(later.map((e) => e.seq as number));
  return later.map(followUpOf);
}
