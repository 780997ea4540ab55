// The outbox worker's send loop (docs/decisions/007): claim due rows, send the batch (./outbox-batch.ts), and claim again
// until nothing is due, pausing between claims while the process is busy (emails yield to guests' requests) or while a
// burst of emails is still gathering. One pass at a time; ./outbox.ts wakes it.
import { performance } from 'node:perf_hooks';
import { cutShortWait } from '../../platform/timing/cut-short-wait';
import type { ClaimedBatches } from './outbox-batch';
import type { EmailOutboxOptions, OutboxWorkerState } from './outbox-options';
import type { ClaimedRow, OutboxRepository } from './repository/outbox';

export function sendLoop(deps: {
  outbox: OutboxRepository;
  batches: Pick<ClaimedBatches, 'deliverBatch'>;
  options: EmailOutboxOptions;
  worker: OutboxWorkerState;
}) {
  const { outbox, options, worker } = deps;
  let pass: Promise<void> | undefined;
  let again = false;
  /** Ends the wait between two claims at once (shutdown drains without waiting). */
  let endGathering: (() => void) | undefined;
  let prunedAt = Number.NEGATIVE_INFINITY;
  let claimsWithRows = 0;

  /** Deletes sent rows (and given-up ones) past their retention; at most once per `pruneEveryMs` per process. */
  async function prune(): Promise<void> {
    if (performance.now() - prunedAt < options.pruneEveryMs) return;
    prunedAt = performance.now();
    try {
      await outbox.prune(options.retentionMs);
    } catch (error) {
      worker.log.error({ err: error }, 'guest email: pruning the outbox failed');
    }
  }

  /** Claims and sends until nothing is due (or the shutdown's drain time is up). */
  async function sendDue(): Promise<void> {
    await prune();
    for (;;) {
      if (worker.halted || (worker.drainUntil !== undefined && Date.now() >= worker.drainUntil)) return;
      let rows: ClaimedRow[];
      const loadAtClaim = performance.eventLoopUtilization();
      try {
        rows = await outbox.claim(options.batchSize);
      } catch (error) {
        worker.log.error({ err: error }, 'guest email: claiming from the outbox failed');
        return;
      }
      if (rows.length === 0) return;
      claimsWithRows++;
      try {
        await deps.batches.deliverBatch(rows);
      } catch (error) {
        // The batch's reads failed (the database is away): its rows are due again when their lease ends.
        worker.log.error({ err: error }, 'guest email: reading a batch from the outbox failed');
        return;
      }
      const load = options.loadSince(loadAtClaim);
      if (load > options.busyLoad) await gather(options.busyPauseMs);
      else if (rows.length < options.batchSize) await gather(options.gatherMs);
    }
  }

  /** Waits `ms` before the next claim, unless shutdown is draining (or begins to meanwhile). */
  function gather(ms: number): Promise<void> {
    if (worker.drainUntil !== undefined || ms <= 0) return Promise.resolve();
    const wait = cutShortWait(ms, { unref: true });
    endGathering = wait.cut;
    return wait.done;
  }

  /** One pass at a time; a kick during a pass makes it look again before it ends. */
  function kick(): Promise<void> {
    if (pass) {
      again = true;
      return pass;
    }
    pass = (async () => {
      await null; // `pass` is set before anything below runs
      try {
        do {
          again = false;
          await sendDue();
        } while (again);
      } finally {
        // In the same tick as the last look at `again`: a kick from now on starts a new pass.
        pass = undefined;
      }
    })();
    return pass;
  }

  return {
    kick,
    /** Resolves when the current pass (if any) is over: what was due when it started has been sent or has failed. */
    settled: (): Promise<void> => pass ?? Promise.resolve(),
    /** Ends the wait before the next claim now (shutdown). */
    cutGathering: (): void => endGathering?.(),
    /** The claims that found rows so far. */
    claims: (): number => claimsWithRows,
  };
}
