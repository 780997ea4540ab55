// The queue as the host sees it: how many actions wait, which reservations and blockers are
// not yet synced, the conflicts to decide, the time of the last successful sync and the sync's state (offline,
// retrying, "sign in again").
import { offlineDb } from './db';
import type { Conflict, SendFailure } from './operations';
import { discardConflict, retryConflict } from './queue';
import { initialStatus, readSyncStatus, type SyncPhase } from './sync-status';
import { useLiveQuery } from './use-live-query';

export interface PendingSnapshot {
  count: number;
  /** Reservation and blocker ids with an entry still waiting: the per-reservation "not yet synced" mark. */
  pendingIds: string[];
  conflicts: Conflict[];
  phase: SyncPhase;
  lastSyncAt: number | null;
  lastError: SendFailure | null;
  nextRetryAt: number | null;
}

/** Everything waiting, for one restaurant or (null) the whole device. */
export async function readPending(restaurantId: string | null, db = offlineDb()): Promise<PendingSnapshot> {
  const [entries, conflicts, status] = await Promise.all([
    restaurantId ? db.queue.where('restaurantId').equals(restaurantId).toArray() : db.queue.toArray(),
    restaurantId ? db.conflicts.where('restaurantId').equals(restaurantId).sortBy('seq') : db.conflicts.orderBy('seq').toArray(),
    readSyncStatus(db),
  ]);
  return {
    count: entries.length,
    pendingIds: [...new Set(entries.flatMap((entry) => entry.targets))],
    conflicts,
    phase: status.phase,
    lastSyncAt: status.lastSyncAt,
    lastError: status.lastError,
    nextRetryAt: status.nextRetryAt,
  };
}

const empty: PendingSnapshot = { count: 0, pendingIds: [], conflicts: [], ...initialStatus };

export interface PendingActions extends PendingSnapshot {
  isPending(id: string): boolean;
  /** Sends a refused change again, placed over what holds the table when `override` (where the conflict allows it). */
  retry(conflictId: string, override?: boolean): ReturnType<typeof retryConflict>;
  discard(conflictId: string): Promise<void>;
}

export function usePendingActions(restaurantId: string | null = null): PendingActions {
  const snapshot = useLiveQuery(() => readPending(restaurantId), [restaurantId], empty);
  const ids = new Set(snapshot.pendingIds);
  return {
    ...snapshot,
    isPending: (id) => ids.has(id),
    retry: (conflictId, override = false) => retryConflict(conflictId, { override }),
    discard: (conflictId) => discardConflict(conflictId),
  };
}
