// The sync: the page — not Workbox's background sync, which drops requests answered 401/500 and replays stale
// Authorization headers — sends the queue in order, one sender across tabs (Web Locks), started by an enqueue, the
// `online` event, app start, the page becoming visible and a backoff timer. Each batch takes a fresh ID token; a 401
// is retried once with a force-refreshed token and a second 401 pauses everything in "sign in again", queue kept.
// An answer is stored and its entry removed in one transaction. A permanent refusal (a rule's 409, 404 gone, 403 no
// longer allowed, 400) becomes a conflict and the queue goes on; a transient failure (network, 5xx, 429) stops the
// batch and retries later with backoff. Nothing is dropped silently.
import type { OfflineDb } from './db';
import { bookStores, recomputeView, timeZoneOf } from './day-store';
import type { QueueEntry } from './operations';
import { storeAnswers, storeRefusal, type Answered } from './answers';
import { maxSyncBatchItems } from '../../core/schemas/sync-batch';
import type { Transport } from './transport';
import { sendBatch } from './send-batch';
import { classify, groupFrom, networkFailure, type Classified } from './sync-answers';
import { defaultTimers, realmLocks, type LocksLike, type Timers } from './sync-locks';
import { readSyncStatus, syncStatusKey, type SyncStatus } from './sync-status';

export { realmLocks, type LocksLike, type Timers } from './sync-locks';

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

export interface DrainReport {
  sent: number;
  acknowledged: number;
  replayed: number;
  rejected: number;
  stopped: 'empty' | 'transient' | 'signInRequired' | 'offline';
}

export const syncLockName = 'covers-offline-sync';

export type SyncEngine = ReturnType<typeof createSyncEngine>;

export function createSyncEngine(options: SyncEngineOptions) {
  const { db, transport, getToken } = options;
  const locks: LocksLike = options.locks ?? (globalThis.navigator as { locks?: LocksLike } | undefined)?.locks ?? realmLocks();
  const now = options.now ?? Date.now;
  const isOnline = options.isOnline ?? (() => (globalThis.navigator as { onLine?: boolean } | undefined)?.onLine ?? true);
  const batchSize = options.batchSize ?? maxSyncBatchItems;
  const backoff = options.backoff ?? { baseMs: 1_000, maxMs: 60_000 };
  const timers = options.timers ?? defaultTimers;
  const random = options.random ?? Math.random;

  let running: Promise<DrainReport> | undefined;
  let again = false;
  let failures = 0;
  let retryTimer: unknown;
  let stopped = false;
  const detach: (() => void)[] = [];

  async function setStatus(patch: Partial<SyncStatus>): Promise<void> {
    await db.transaction('rw', db.meta, async () => {
      const current = await readSyncStatus(db);
      await db.meta.put({ key: syncStatusKey, value: { ...current, ...patch } });
    });
  }

  function scheduleRetry(): number {
    failures++;
    const delay = Math.min(backoff.maxMs, backoff.baseMs * 2 ** (failures - 1)) * (0.8 + 0.4 * random());
    if (retryTimer !== undefined) timers.clear(retryTimer);
    retryTimer = timers.set(() => {
      retryTimer = undefined;
      void kick();
    }, delay);
    return now() + delay;
  }

  /**
   * Sends a group as one batch. Answers the entries from the first, in order — fewer than the group when the server
   * stopped at one to retry later — and `fallBack` when the batch as a whole was refused in a way smaller batches
   * answer better (each entry alone gets its own answer).
   */
  async function sendGroup(group: readonly QueueEntry[], token: string | null): Promise<{ answers: Classified[]; fallBack?: boolean }> {
    const head = group[0] as QueueEntry;
    try {
      const answer = await sendBatch(transport, head.restaurantId, group, token);
      if (answer.kind === 'answers') return { answers: answer.responses.map((response, i) => classify(response, group[i] as QueueEntry, now())) };
      // 401 and transient failures of the batch are the head's, as they would be for it alone.
      const classified = classify(answer.response, head, now());
      return classified.kind === 'rejected' && group.length > 1 ? { answers: [], fallBack: true } : { answers: [classified] };
    } catch (error) {
      return { answers: [networkFailure(error, now())] };
    }
  }

  async function rebuildViews(restaurantIds: Iterable<string>): Promise<void> {
    for (const restaurantId of restaurantIds) {
      await db.transaction('rw', bookStores(db), () => recomputeView(db, restaurantId));
    }
  }

  async function drainLocked(): Promise<DrainReport> {
    const report: DrainReport = { sent: 0, acknowledged: 0, replayed: 0, rejected: 0, stopped: 'empty' };
    const touched = new Set<string>();
    let lastAcknowledgedAt: number | null = null;
    const zones = new Map<string, string>();
    const finish = async (stoppedBy: DrainReport['stopped'], patch: Partial<SyncStatus>) => {
      report.stopped = stoppedBy;
      if (lastAcknowledgedAt !== null) patch = { lastSyncAt: lastAcknowledgedAt, ...patch };
      // Approximations made while entries were still pending (an extension next to a changed row) are settled now.
      await rebuildViews(touched);
      await setStatus(patch);
      return report;
    };
    const status = await readSyncStatus(db);
    if (status.phase === 'signInRequired') return { ...report, stopped: 'signInRequired' };
    if (!isOnline()) return finish('offline', { phase: 'offline' });
    if (!(await db.queue.count())) return finish('empty', { phase: 'idle', nextRetryAt: null });
    await setStatus({ phase: 'syncing', nextRetryAt: null });
    for (;;) {
      if (stopped) return finish('empty', { phase: 'idle' });
      if (lastAcknowledgedAt !== null) await setStatus({ lastSyncAt: lastAcknowledgedAt });
      // The batch is read at once; entries enqueued meanwhile come in the next batch, in order.
      const batch = await db.queue.orderBy('seq').limit(batchSize).toArray();
      if (!batch.length) {
        failures = 0;
        return finish('empty', { phase: 'idle', lastError: null, nextRetryAt: null });
      }
      // A fresh token for every batch: the SDK hands back its cached token, or a new one when it is about to expire.
      let token = await getToken(false);
      if (!token) return finish('signInRequired', { phase: 'signInRequired' });
      let singly = false;
      let index = 0;
      const launch = (start: number) => {
        const group = groupFrom(batch, start, singly);
        report.sent += group.length;
        return { group, reply: sendGroup(group, token) };
      };
      /** The next request, sent while the answers before it are stored. */
      let ahead: ReturnType<typeof launch> | undefined;
      sending: while (index < batch.length) {
        const { group, reply } = ahead ?? launch(index);
        ahead = undefined;
        let { answers, fallBack } = await reply;
        if (fallBack) {
          singly = true;
          continue;
        }
        const refused = answers[0];
        if (refused?.kind === 'unauthorized') {
          token = await getToken(true);
          if (!token) return finish('signInRequired', { phase: 'signInRequired', lastError: refused.failure });
          report.sent += group.length;
          ({ answers, fallBack } = await sendGroup(group, token));
          if (fallBack) {
            singly = true;
            continue;
          }
          const again = answers[0];
          if (again?.kind === 'unauthorized') return finish('signInRequired', { phase: 'signInRequired', lastError: again.failure });
        }
        // When every answer is final and none gives a blocker its server id (which the entries after it must take), the
        // next request goes out now: the server works on it while the tablet stores these answers.
        // A refusal may fold the guest's later entries into its conflict (./answers.ts): those must not go out.
        const final = answers.length === group.length && answers.every((answer) => answer.kind === 'ok');
        if (final && group.every((entry) => entry.op.kind !== 'createBlocker') && index + group.length < batch.length) ahead = launch(index + group.length);
        // Answers taken in order; consecutive acknowledgements are stored together.
        const answered: Answered[] = [];
        const storeAnswered = async () => {
          if (!answered.length) return;
          const { restaurantId } = group[0] as QueueEntry;
          const zone = zones.get(restaurantId) ?? (await timeZoneOf(db, restaurantId));
          zones.set(restaurantId, zone);
          await storeAnswers(db, answered.splice(0), zone, now());
          lastAcknowledgedAt = now();
          failures = 0;
        };
        let blockerCreated = false;
        let folded = false;
        for (const [i, result] of answers.entries()) {
          const entry = group[i] as QueueEntry;
          if (result.kind === 'unauthorized') {
            // The token ran out within the batch: the next request starts with this entry, and refreshes it.
            await storeAnswered();
            continue sending;
          }
          touched.add(entry.restaurantId);
          index++;
          if (result.kind === 'ok') {
            answered.push({ entry, response: result.response });
            report.acknowledged++;
            if (result.response.replayed) report.replayed++;
            blockerCreated ||= entry.op.kind === 'createBlocker';
          } else if (result.kind === 'rejected') {
            await storeAnswered();
            folded = (await storeRefusal(db, entry, result.failure, result.conflict)) || folded;
            report.rejected++;
          } else {
            await storeAnswered();
            await db.queue.update(entry.seq as number, { attempts: entry.attempts + 1, lastError: result.failure });
            if (!isOnline()) return finish('offline', { phase: 'offline', lastError: result.failure });
            const nextRetryAt = scheduleRetry();
            return finish('transient', { phase: 'retrying', lastError: result.failure, nextRetryAt });
          }
        }
        await storeAnswered();
        // A blocker made offline got its server id, or a refusal took later entries with it: the rest of the batch must
        // be read again.
        if (blockerCreated || folded) break;
      }
    }
  }

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
          scheduleRetry();
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
    if (status.phase === 'signInRequired') await setStatus({ phase: 'idle' });
    return kick();
  }

  /** Listens to the page: online/offline, visibility; sends what is queued now. */
  function start(): void {
    stopped = false;
    const onOnline = () => {
      failures = 0;
      if (retryTimer !== undefined) timers.clear(retryTimer);
      retryTimer = undefined;
      void kick();
    };
    const onOffline = () => void setStatus({ phase: 'offline' });
    const onVisible = () => {
      if (globalThis.document?.visibilityState === 'visible') void kick();
    };
    globalThis.addEventListener?.('online', onOnline);
    globalThis.addEventListener?.('offline', onOffline);
    globalThis.document?.addEventListener('visibilitychange', onVisible);
    detach.push(
      () => globalThis.removeEventListener?.('online', onOnline),
      () => globalThis.removeEventListener?.('offline', onOffline),
      () => globalThis.document?.removeEventListener('visibilitychange', onVisible),
    );
    void (async () => {
      // A tab closed mid-send leaves "syncing" behind; the state is recomputed by this drain.
      const status = await readSyncStatus(db);
      if (status.phase === 'syncing' || status.phase === 'retrying') await setStatus({ phase: 'idle' });
      await kick();
    })();
  }

  function stop(): void {
    stopped = true;
    if (retryTimer !== undefined) timers.clear(retryTimer);
    retryTimer = undefined;
    for (const off of detach.splice(0)) off();
  }

  return { kick, drain: kick, resume, start, stop };
}
