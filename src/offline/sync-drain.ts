// One drain of the queue under the sync lock (./sync.ts): batches read in order, each sent with a fresh token in
// groups (./sync-answers.ts), the answers stored as they come, until the queue is empty or a failure stops it.
import type { OfflineDb } from './db';
import { bookStores, recomputeView, timeZoneOf } from './day-store';
import type { QueueEntry } from './operations';
import { storeAnswers, storeRefusal, type Answered } from './answers';
import type { Transport } from './transport';
import { sendBatch } from './send-batch';
import { classify, groupFrom, networkFailure, type Classified } from './sync-answers';
import type { RetrySchedule } from './sync-retry';
import { patchSyncStatus, readSyncStatus, type SyncStatus } from './sync-status';

export interface DrainReport {
  sent: number;
  acknowledged: number;
  replayed: number;
  rejected: number;
  stopped: 'empty' | 'transient' | 'signInRequired' | 'offline';
}

export interface DrainOptions {
  db: OfflineDb;
  transport: Transport;
  getToken(forceRefresh: boolean): Promise<string | null>;
  now: () => number;
  isOnline: () => boolean;
  batchSize: number;
  retry: Pick<RetrySchedule, 'schedule' | 'succeeded'>;
  /** The engine was stopped: the drain ends at the next batch. */
  isStopped(): boolean;
}

/** Why a drain ended, and what the status says of it. */
type Stop = { stoppedBy: DrainReport['stopped']; patch: Partial<SyncStatus> };

/** What one drain has done so far. */
interface Drain {
  options: DrainOptions;
  report: DrainReport;
  /** The restaurants whose views are rebuilt at the end. */
  touched: Set<string>;
  lastAcknowledgedAt: number | null;
  zones: Map<string, string>;
}

type GroupReply = { answers: Classified[]; fallBack?: boolean };

/**
 * Sends a group as one batch. Answers the entries from the first, in order — fewer than the group when the server
 * stopped at one to retry later — and `fallBack` when the batch as a whole was refused in a way smaller batches
 * answer better (each entry alone gets its own answer).
 */
async function sendGroup({ transport, now }: DrainOptions, group: readonly QueueEntry[], token: string | null): Promise<GroupReply> {
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

async function finish(drain: Drain, { stoppedBy, patch }: Stop): Promise<DrainReport> {
  const { db } = drain.options;
  drain.report.stopped = stoppedBy;
  if (drain.lastAcknowledgedAt !== null) patch = { lastSyncAt: drain.lastAcknowledgedAt, ...patch };
  // Approximations made while entries were still pending (an extension next to a changed row) are settled now.
  for (const restaurantId of drain.touched) {
    await db.transaction('rw', bookStores(db), () => recomputeView(db, restaurantId));
  }
  await patchSyncStatus(db, patch);
  return drain.report;
}

/** Sends what is queued, batch after batch, until the queue is empty or something stops it. */
export async function drainQueue(options: DrainOptions): Promise<DrainReport> {
  const { db } = options;
  const drain: Drain = { options, report: { sent: 0, acknowledged: 0, replayed: 0, rejected: 0, stopped: 'empty' }, touched: new Set(), lastAcknowledgedAt: null, zones: new Map() };
  const status = await readSyncStatus(db);
  if (status.phase === 'signInRequired') return { ...drain.report, stopped: 'signInRequired' };
  if (!options.isOnline()) return finish(drain, { stoppedBy: 'offline', patch: { phase: 'offline' } });
  if (!(await db.queue.count())) return finish(drain, { stoppedBy: 'empty', patch: { phase: 'idle', nextRetryAt: null } });
  await patchSyncStatus(db, { phase: 'syncing', nextRetryAt: null });
  for (;;) {
    if (options.isStopped()) return finish(drain, { stoppedBy: 'empty', patch: { phase: 'idle' } });
    if (drain.lastAcknowledgedAt !== null) await patchSyncStatus(db, { lastSyncAt: drain.lastAcknowledgedAt });
    // The batch is read at once; entries enqueued meanwhile come in the next batch, in order.
    const batch = await db.queue.orderBy('seq').limit(options.batchSize).toArray();
    if (!batch.length) {
      options.retry.succeeded();
      return finish(drain, { stoppedBy: 'empty', patch: { phase: 'idle', lastError: null, nextRetryAt: null } });
    }
    const stop = await sendBatchOf(drain, batch);
    if (stop) return finish(drain, stop);
  }
}

/** Sends one batch read from the queue, group by group; answers why the drain must stop, if it must. */
async function sendBatchOf(drain: Drain, batch: readonly QueueEntry[]): Promise<Stop | undefined> {
  const { options, report } = drain;
  // A fresh token for every batch: the SDK hands back its cached token, or a new one when it is about to expire.
  let token = await options.getToken(false);
  if (!token) return { stoppedBy: 'signInRequired', patch: { phase: 'signInRequired' } };
  let singly = false;
  let index = 0;
  const launch = (start: number) => {
    const group = groupFrom(batch, start, singly);
    report.sent += group.length;
    return { group, reply: sendGroup(options, group, token) };
  };
  /** The next request, sent while the answers before it are stored. */
  let ahead: ReturnType<typeof launch> | undefined;
  while (index < batch.length) {
    const { group, reply } = ahead ?? launch(index);
    ahead = undefined;
    let { answers, fallBack } = await reply;
    if (fallBack) {
      singly = true;
      continue;
    }
    const refused = answers[0];
    if (refused?.kind === 'unauthorized') {
      token = await options.getToken(true);
      if (!token) return { stoppedBy: 'signInRequired', patch: { phase: 'signInRequired', lastError: refused.failure } };
      report.sent += group.length;
      ({ answers, fallBack } = await sendGroup(options, group, token));
      if (fallBack) {
        singly = true;
        continue;
      }
      const again = answers[0];
      if (again?.kind === 'unauthorized') return { stoppedBy: 'signInRequired', patch: { phase: 'signInRequired', lastError: again.failure } };
    }
    // When every answer is final and none gives a blocker its server id (which the entries after it must take), the
    // next request goes out now: the server works on it while the tablet stores these answers.
    // A refusal may fold the guest's later entries into its conflict (./answers.ts): those must not go out.
    const final = answers.length === group.length && answers.every((answer) => answer.kind === 'ok');
    if (final && group.every((entry) => entry.op.kind !== 'createBlocker') && index + group.length < batch.length) ahead = launch(index + group.length);
    const taken = await storeGroupAnswers(drain, group, answers);
    index += taken.count;
    if (taken.stop) return taken.stop;
    // A blocker made offline got its server id, or a refusal took later entries with it: the rest of the batch must
    // be read again.
    if (taken.readAgain) return undefined;
  }
  return undefined;
}

/**
 * Stores a group's answers in order, consecutive acknowledgements together. Answers how many entries were answered
 * (an entry whose token ran out within the batch is not: the next request starts with it, and refreshes the token).
 */
async function storeGroupAnswers(drain: Drain, group: readonly QueueEntry[], answers: readonly Classified[]): Promise<{ count: number; stop?: Stop; readAgain?: boolean }> {
  const { options, report } = drain;
  const { db, now } = options;
  const answered: Answered[] = [];
  const storeAnswered = async () => {
    if (!answered.length) return;
    const { restaurantId } = group[0] as QueueEntry;
    const zone = drain.zones.get(restaurantId) ?? (await timeZoneOf(db, restaurantId));
    drain.zones.set(restaurantId, zone);
    await storeAnswers(db, answered.splice(0), zone, now());
    drain.lastAcknowledgedAt = now();
    options.retry.succeeded();
  };
  let count = 0;
  let blockerCreated = false;
  let folded = false;
  for (const [i, result] of answers.entries()) {
    const entry = group[i] as QueueEntry;
    if (result.kind === 'unauthorized') {
      await storeAnswered();
      return { count };
    }
    drain.touched.add(entry.restaurantId);
    count++;
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
      if (!options.isOnline()) return { count, stop: { stoppedBy: 'offline', patch: { phase: 'offline', lastError: result.failure } } };
      const nextRetryAt = options.retry.schedule();
      return { count, stop: { stoppedBy: 'transient', patch: { phase: 'retrying', lastError: result.failure, nextRetryAt } } };
    }
  }
  await storeAnswered();
  return { count, readAgain: blockerCreated || folded };
}
