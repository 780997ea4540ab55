// What the host sees of the sync, kept in the offline database so every tab reads the same status.
import type { OfflineDb } from './db';
import type { SendFailure } from './operations';

export type SyncPhase = 'idle' | 'syncing' | 'offline' | 'retrying' | 'signInRequired';

export interface SyncStatus {
  phase: SyncPhase;
  /** Local time of the last entry the server confirmed (or of the last drain that found nothing to send). */
  lastSyncAt: number | null;
  lastError: SendFailure | null;
  nextRetryAt: number | null;
}

export const syncStatusKey = 'sync-status';
export const initialStatus: SyncStatus = { phase: 'idle', lastSyncAt: null, lastError: null, nextRetryAt: null };

export async function readSyncStatus(db: OfflineDb): Promise<SyncStatus> {
  return { ...initialStatus, ...((await db.meta.get(syncStatusKey))?.value as Partial<SyncStatus> | undefined) };
}

/** Changes some of the status, the rest as it is (read and written in one transaction). */
export async function patchSyncStatus(db: OfflineDb, patch: Partial<SyncStatus>): Promise<void> {
  await db.transaction('rw', db.meta, async () => {
    const current = await readSyncStatus(db);
    await db.meta.put({ key: syncStatusKey, value: { ...current, ...patch } });
  });
}
