// The offline layer: the day store the front-of-house screens read, the action queue they write to, and the
// sync that sends the queue. docs/decisions/005-offline-actions.md explains the rules.
export { offlineDb, OfflineDb } from './db';
export { readDay, refreshDay, type DaySource, type DayView } from './day-store';
export type { BlockerBody, Conflict, ConflictKind, Operation, QueueEntry, ReservationChanges, WalkInInput } from './operations';
export {
  changesBetween,
  checkIn,
  createBlocker,
  createReservation,
  deleteBlocker,
  deleteReservation,
  discardConflict,
  enqueue,
  enqueueAction,
  hostAction,
  retryConflict,
  swapReservations,
  updateBlocker,
  updateReservation,
  type EnqueueResult,
} from './queue';
export { createSyncEngine } from './sync';
export { readSyncStatus, type SyncPhase, type SyncStatus } from './sync-status';
export { useDayStore, refreshDays, offlineDayKey, type DayStore } from './use-day-store';
export { usePendingActions, type PendingActions } from './use-pending-actions';
export { useOfflineSync, activeSyncEngine } from './use-offline-sync';
export { uuidV7 } from './uuid-v7';
