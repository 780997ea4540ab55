// The sync: the page — not Workbox's background sync, which drops requests answered 401/500 and replays stale
// Authorization headers — sends the queue in order, one sender across tabs (Web Locks), started by an enqueue, the
// `online` event, app start, the page becoming visible and a backoff timer. Each batch takes a fresh ID token; a 401
// is retried once with a force-refreshed token and a second 401 pauses everything in "sign in again", queue kept.
// An answer is stored and its entry removed in one transaction. A permanent refusal (a rule's 409, 404 gone, 403 no
// longer allowed, 400) becomes a conflict and the queue goes on; a transient failure (network, 5xx, 429) stops the
// batch and retries later with backoff. Nothing is dropped silently.
import type { OfflineDb } from './db';
import { maxSyncBatchItems } from '../../core/schemas/sync-batch';
import type { Transport } from './transport';
import { drainQueue, type DrainReport } from './sync-drain';
import { defaultTimers, realmLocks, type LocksLike, type Timers } from './sync-locks';
import { createRetrySchedule } from './sync-retry';
import { patchSyncStatus, readSyncStatus } from './sync-status';

export { realmLocks, type LocksLike, type Timers } from './sync-locks';
export type { DrainReport } from './sync-drain';

export interface SyncEngineOptions {
  db: OfflineDb;
  transport: Transport;
  /** The signed-in user's Firebase ID token; `forceRefresh` after a 401. Null when nobody is signed in. */
  getToken(forceRefresh: boolean): Promise<string | null>;
  /** Defaults to `navigator.locks`, else a lock within this JavaScript realm. */
  locks?: LocksLike;
  now?: () => number;
  /** Defaults to `navigator.onLine` (true where there is no navigator). */
  isOnline?: () => boolean;
  /** Entries sent with one token before the next token is asked for. */
  batchSize?: number;
  backoff?: { baseMs: number; maxMs: number };
  timers?: Timers;
  random?: () => number;
}

export const syncLockName = 'covers-offline-sync';

export type SyncEngine = ReturnType<typeof createSyncEngine>;

/** The options with their defaults filled in. */
function withDefaults(options: SyncEngineOptions) {
  return {
    ...options,
    locks: options.locks ?? (globalThis.navigator as { locks?: LocksLike } | undefined)?.locks ?? realmLocks(),
    now: options.now ?? Date.now,
    isOnline: options.isOnline ?? (() => (globalThis.navigator as { onLine?: boolean } | undefined)?.onLine ?? true),
    batchSize: options.batchSize ?? maxSyncBatchItems,
    backoff: options.backoff ?? { baseMs: 1_000, maxMs: 60_000 },
    timers: options.timers ?? defaultTimers,
    random: options.random ?? Math.random,
  };
}

/** Listens to the page: back online, gone offline, made visible. Answers how to stop listening. */
function listenToPage(on: { online(): void; offline(): void; visible(): void }): () => void {
  const onOnline = () => on.online();
  const onOffline = () => on.offline();
  const onVisible = () => {
    if (globalThis.document?.visibilityState === 'visible') on.visible();
  };
  globalThis.addEventListener?.('online', onOnline);
  globalThis.addEventListener?.('offline', onOffline);
  globalThis.document?.addEventListener('visibilitychange', onVisible);
  return () => {
    globalThis.removeEventListener?.('online', onOnline);
    globalThis.removeEventListener?.('offline', onOffline);
    globalThis.document?.removeEventListener('visibilitychange', onVisible);
  };
}

export function createSyncEngine(options: SyncEngineOptions) {
  const settings = withDefaults(options);
  const { db, locks } = settings;

  let running: Promise<DrainReport> | undefined;
  let again = false;
  let stopped = false;
  const detach: (() => void)[] = [];
  const retry = createRetrySchedule(settings, () => void kick());
  const drainLocked = () => drainQueue({ ...settings, retry, isStopped: () => stopped });

  /** Starts a drain unless one is running in this tab (then it runs again when that one is done). */
  function kick(): Promise<DrainReport> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let report: DrainReport;
      do {
        again = false;
        try {
          report = await locks.request(syncLockName, drainLocked);
        } catch (error) {
          // The store failed under us (storage closed, quota): every entry is still queued; try again later.
          console.error('offline sync failed', error);
          retry.schedule();
          return { sent: 0, acknowledged: 0, replayed: 0, rejected: 0, stopped: 'transient' as const };
        }
      } while (again && report.stopped === 'empty' && !stopped);
      return report;
    })().finally(() => {
      running = undefined;
    });
    return running;
  }

  /** After signing in again (or a new token): leaves "sign in again" and sends. */
  async function resume(): Promise<DrainReport> {
    const status = await readSyncStatus(db);
    if (status.phase === 'signInRequired') await patchSyncStatus(db, { phase: 'idle' });
    return kick();
  }

  /** Listens to the page: online/offline, visibility; sends what is queued now. */
  function start(): void {
    stopped = false;
    detach.push(
      listenToPage({
        online: () => {
          retry.succeeded();
          retry.cancel();
          void kick();
        },
        offline: () => void patchSyncStatus(db, { phase: 'offline' }),
        visible: () => void kick(),
      }),
    );
    void (async () => {
      // A tab closed mid-send leaves "syncing" behind; the state is recomputed by this drain.
      const status = await readSyncStatus(db);
      if (status.phase === 'syncing' || status.phase === 'retrying') await patchSyncStatus(db, { phase: 'idle' });
      await kick();
    })();
  }

  function stop(): void {
    stopped = true;
    retry.cancel();
    for (const off of detach.splice(0)) off();
  }

  return { kick, drain: kick, resume, start, stop };
}
