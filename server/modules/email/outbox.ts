// The email outbox worker (issue 4, docs/decisions/007). A guest email is a row of email_outbox, written in the same
// statement or transaction as the change that calls for it (../booking/service.ts, ../front-of-house/waitlist-staff.ts), so a crash between the
// commit and the send loses nothing. This worker runs in every API process: woken in-process when a change commits,
// and on a timer for retries and for rows that another process left behind.
//
// Claiming is one statement, the same on PostgreSQL and PGlite: the due rows are locked with FOR UPDATE SKIP LOCKED and
// leased (attempts + 1, next_attempt_at = now + lease) in the statement that selects them. A concurrent claim skips rows
// another claim holds and, once that claim commits, finds them no longer due; so several API processes on one database
// never send an email twice. The lease, not an open transaction, holds a row while it is sent: no connection and no lock
// is kept across SMTP, which on PGlite's single connection would stall every request. The lease is short and renewed
// while the batch is being sent, so the rows of a process that died are due again within seconds; each email is
// recorded as sent in small groups as the sends resolve. Delivery is at least once: a crash re-sends only the emails
// whose send was in flight (or resolved a moment before and not yet recorded).
//
// Emails yield to guests' requests: while the process is busy, the worker pauses between claims (docs/decisions/007).
import { performance } from 'node:perf_hooks';
import type { Database } from '../../platform/db/connection';
import type { Mailer } from './mailer';
import { isEmailKind, type EmailKind, type EmailSender } from './reservation-email';
import type { ChangeFeed } from '../live';
import type { ConfirmationService } from './confirmation';
import { cutShortWait } from '../../platform/timing/cut-short-wait';
import { batchUpkeep } from './outbox-batch-upkeep';
import type { ReservationRow } from '../../platform/db/rows';
import { defaultOutboxOptions, sendBudgetMs, type EmailOutboxOptions, type OutboxLogger } from './outbox-options';
import { outboxRepository, type ClaimedRow, type OutboxRow } from './repository/outbox';

export { defaultOutboxOptions, type EmailOutboxOptions, type OutboxLogger } from './outbox-options';
export type { OutboxRow } from './repository/outbox';

/** The outbox row of an email about a reservation: insert it in the transaction that makes the change. */
export const outboxEntry = (restaurantId: string, reservationId: string, kind: EmailKind, language: string | null) => ({
  restaurantId,
  reservationId,
  kind,
  language,
});

export type EmailOutbox = ReturnType<typeof emailOutboxService>;

export function emailOutboxService(deps: {
  db: Database;
  mailer: Mailer;
  confirmation: Pick<ConfirmationService, 'senderOf' | 'compose'>;
  feed: ChangeFeed;
  options?: Partial<EmailOutboxOptions> | undefined;
}) {
  const { db } = deps;
  const options: EmailOutboxOptions = { ...defaultOutboxOptions, ...deps.options };
  const outbox = outboxRepository(db, options.leaseMs);
  const { claim, renewLease } = outbox;
  let log: OutboxLogger = { warn: () => undefined, error: () => undefined };
  let running = false;
  let drainUntil: number | undefined;
  let pass: Promise<void> | undefined;
  let again = false;
  let poll: NodeJS.Timeout | undefined;
  const retryTimers = new Set<NodeJS.Timeout>();
  /** Rows this process is sending, by row, with their reservation: `deliverFor` waits for its reservation's. */
  const inFlight = new Map<string, { reservation: string; done: Promise<void> }>();
  /** Rows this process claimed and has not begun to send: handed back at shutdown instead of waiting out their lease. */
  const notStarted = new Map<string, OutboxRow>();
  /** Set when shutdown's drain time is up: no further send begins. */
  let halted = false;
  /** Ends the wait between two claims at once (shutdown drains without waiting). */
  let endGathering: (() => void) | undefined;
  let prunedAt = Number.NEGATIVE_INFINITY;
  let claimsWithRows = 0;

  const keyOf = (restaurantId: string, id: string) => `${restaurantId}\u0000${id}`;

  /** Not sent: due again after the back-off, or given up (`final`, or out of attempts), keeping the error. */
  /** Sent: recorded by the repository; the waitlist screen shows that the guest was told (live updates, docs/decisions/006). */
  async function markSent(rows: ClaimedRow[]): Promise<void> {
    const entries = await outbox.markSent(rows);
    const byRestaurant = new Map<string, string[]>();
    for (const entry of entries) byRestaurant.set(entry.restaurant_id, [...(byRestaurant.get(entry.restaurant_id) ?? []), entry.id]);
    for (const [restaurantId, ids] of byRestaurant) deps.feed.notify(restaurantId, { kind: 'waitlist', ids });
  }

  async function markFailed(row: OutboxRow, error: unknown, final = false): Promise<void> {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
    const givenUp = final || row.attempts >= options.maxAttempts;
    const delayMs = Math.round(options.retryDelayMs(row.attempts));
    await outbox.markFailed(row, message, givenUp ? null : delayMs);
    const details = { restaurantId: row.restaurantId, emailId: row.id, reservationId: row.reservationId, kind: row.kind, attempts: row.attempts, error: message };
    if (givenUp) {
      log.error(details, 'guest email given up');
      return;
    }
    log.warn({ ...details, retryInMs: delayMs }, 'guest email failed; will retry');
    // Retries in this process come when due, not at the next poll.
    const timer = setTimeout(() => {
      retryTimers.delete(timer);
      wake();
    }, delayMs);
    timer.unref();
    retryTimers.add(timer);
  }

  /** Sends one email; true when the mail server took it (the caller records it with the rest of its batch). */
  async function deliverOne(row: OutboxRow, reservation: ReservationRow | undefined, sender: EmailSender | Error, leasedAt: () => number): Promise<boolean> {
    // A row claimed this often without an outcome made every process that sent it stop (a crash while sending):
    // sending it again would do the same.
    const failed = async (error: Error, final = false) => {
      await markFailed(row, error, final);
      return false;
    };
    if (row.attempts > options.maxAttempts) return failed(new Error(`no outcome after ${options.maxAttempts} attempts`), true);
    if (!isEmailKind(row.kind)) return failed(new Error(`unknown email kind ${row.kind}`), true);
    if (!reservation || reservation.deletedAt) return failed(new Error('the reservation was cancelled before its email went out'), true);
    if (!reservation.customerEmail) return failed(new Error('the reservation has no email address'), true);
    if (sender instanceof Error) return failed(sender);
    // The lease may end before this send would: leave the row to the claim that follows it rather than risk two senders.
    if (performance.now() - leasedAt() > options.leaseMs - Math.min(sendBudgetMs, options.leaseMs / 2)) return false;
    try {
      await deps.mailer.send(deps.confirmation.compose(reservation, row.kind, sender, row.language));
    } catch (error) {
      // SMTP 5xx is the server's final answer (no such mailbox …); anything else may pass later.
      const code = (error as { responseCode?: unknown }).responseCode;
      await markFailed(row, error, typeof code === 'number' && code >= 500 && code < 600);
      return false;
    }
    return true;
  }

  /**
   * Hands the claimed rows this process never began to send back to the table (due now, the claim not counted), so
   * the next process sends them at once. A row whose send began keeps its lease: the mail server may have taken it.
   */
  async function releaseNotStarted(): Promise<void> {
    const rows = [...notStarted.values()];
    notStarted.clear();
    for (const row of rows) {
      // Only while the claim is still this one (attempts unchanged): a lease that ran out may have been claimed anew.
      await outbox.handBack(row);
    }
  }

  /** Deletes sent rows (and given-up ones) past their retention; at most once per `pruneEveryMs` per process. */
  async function prune(): Promise<void> {
    if (performance.now() - prunedAt < options.pruneEveryMs) return;
    prunedAt = performance.now();
    try {
      await outbox.prune(options.retentionMs);
    } catch (error) {
      log.error({ err: error }, 'guest email: pruning the outbox failed');
    }
  }

  /**
   * Sends claimed rows, a few at a time; the restaurant and its reservations are read once for the batch. While it is
   * sent the batch's lease is renewed, and the emails the mail server took are recorded in small groups as they go
   * (`markGroup`, `markWithinMs`), so a process that dies mid-batch leaves only its sends in flight unrecorded.
   */
  async function deliverBatch(rows: ClaimedRow[]): Promise<void> {
    const finished = new Map<string, () => void>();
    for (const row of rows) notStarted.set(keyOf(row.restaurantId, row.id), row);
    for (const row of rows) {
      let finish: () => void = () => undefined;
      const done = new Promise<void>((resolve) => (finish = resolve));
      inFlight.set(keyOf(row.restaurantId, row.id), { reservation: keyOf(row.restaurantId, row.reservationId), done });
      finished.set(keyOf(row.restaurantId, row.id), finish);
    }
    const release = (row: OutboxRow) => {
      inFlight.delete(keyOf(row.restaurantId, row.id));
      finished.get(keyOf(row.restaurantId, row.id))?.();
    };
    const upkeep = batchUpkeep(rows, options, {
      renew: renewLease,
      record: markSent,
      // A sent row is done once it is recorded as sent.
      recorded: (group) => group.forEach(release),
      halted: () => halted,
      failed: (error, what, group) => log.error({ err: error, emailIds: group.map((row) => row.id) }, `guest email: ${what} failed`),
    });
    try {
      const byRestaurant = new Map<string, ClaimedRow[]>();
      for (const row of rows) byRestaurant.set(row.restaurantId, [...(byRestaurant.get(row.restaurantId) ?? []), row]);
      const jobs: (() => Promise<void>)[] = [];
      await Promise.all(
        [...byRestaurant].map(async ([restaurantId, group]) => {
          const [sender, found] = await Promise.all([
            deps.confirmation.senderOf(restaurantId).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error)))),
            outbox.reservationsOf(
              restaurantId,
              group.map((row) => row.reservationId),
            ),
          ]);
          const byId = new Map(found.map((reservation) => [reservation.id, reservation]));
          for (const row of group) {
            jobs.push(() => {
              notStarted.delete(keyOf(row.restaurantId, row.id));
              upkeep.begun(row);
              return deliverOne(row, byId.get(row.reservationId), sender, upkeep.leasedAt).then(
                (wasSent) => {
                  if (wasSent) return upkeep.sent(row);
                  upkeep.dropped(row);
                  release(row);
                },
                (error: unknown) => {
                  log.error({ err: error, restaurantId, emailId: row.id }, 'guest email: recording the outcome failed');
                  upkeep.dropped(row);
                  release(row);
                },
              );
            });
          }
        }),
      );
      let next = 0;
      const lane = async () => {
        while (next < jobs.length && !halted) await (jobs[next++] as () => Promise<void>)();
      };
      await Promise.all(Array.from({ length: Math.min(options.concurrency, jobs.length) }, lane));
      await upkeep.finish();
    } finally {
      upkeep.stop();
      // Rows that never reached a job (the reads failed) stay leased; `deliverFor` must not wait for them. After a halt
      // the rows not begun stay listed: shutdown hands them back.
      for (const row of rows) {
        if (!halted) notStarted.delete(keyOf(row.restaurantId, row.id));
        release(row);
      }
    }
  }

  /** Claims and sends until nothing is due (or the shutdown's drain time is up). */
  async function sendDue(): Promise<void> {
    await prune();
    for (;;) {
      if (halted || (drainUntil !== undefined && Date.now() >= drainUntil)) return;
      let rows: ClaimedRow[];
      const loadAtClaim = performance.eventLoopUtilization();
      try {
        rows = await claim(options.batchSize);
      } catch (error) {
        log.error({ err: error }, 'guest email: claiming from the outbox failed');
        return;
      }
      if (rows.length === 0) return;
      claimsWithRows++;
      try {
        await deliverBatch(rows);
      } catch (error) {
        // The batch's reads failed (the database is away): its rows are due again when their lease ends.
        log.error({ err: error }, 'guest email: reading a batch from the outbox failed');
        return;
      }
      const load = options.loadSince(loadAtClaim);
      if (load > options.busyLoad) await gather(options.busyPauseMs);
      else if (rows.length < options.batchSize) await gather(options.gatherMs);
    }
  }

  /** Waits `ms` before the next claim, unless shutdown is draining (or begins to meanwhile). */
  function gather(ms: number): Promise<void> {
    if (drainUntil !== undefined || ms <= 0) return Promise.resolve();
    const wait = cutShortWait(ms, { unref: true });
    endGathering = wait.cut;
    return wait.done;
  }

  /** One pass at a time; a wake during a pass makes it look again before it ends. */
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
        // In the same tick as the last look at `again`: a wake from now on starts a new pass.
        pass = undefined;
      }
    })();
    return pass;
  }

  /** Something was committed to the outbox (or is due): send it soon. Never throws; a no-op unless started. */
  function wake(): void {
    if (running) void kick();
  }

  /** Starts the worker: sends what is due now (rows a stopped process left) and then on every wake and poll. */
  function start(logger: OutboxLogger): void {
    if (running) return;
    log = logger;
    running = true;
    halted = false;
    drainUntil = undefined;
    poll = setInterval(wake, options.pollMs);
    poll.unref();
    wake();
  }

  /**
   * Stops claiming new work after a bounded drain: what is due goes out for up to `drainMs`; whatever is left stays
   * in the table for the next process. Rows claimed but not begun are due again at once; a row being sent when time is
   * up is due again once its lease ends.
   */
  async function stop(): Promise<void> {
    if (!running) return;
    running = false;
    clearInterval(poll);
    for (const timer of retryTimers) clearTimeout(timer);
    retryTimers.clear();
    drainUntil = Date.now() + options.drainMs;
    endGathering?.();
    let timeout: NodeJS.Timeout | undefined;
    await Promise.race([kick(), new Promise<void>((resolve) => (timeout = setTimeout(resolve, options.drainMs)))]);
    clearTimeout(timeout);
    halted = true;
    try {
      await releaseNotStarted();
    } catch (error) {
      // The database is away: the rows are due again when their lease ends.
      log.error({ err: error }, 'guest email: handing unsent emails back to the outbox failed');
    }
  }

  /**
   * Sends a reservation's due emails now and resolves when they are sent or have failed (the waitlist conversion
   * answers after its email). Rows this process is already sending are awaited; another process's are not.
   */
  async function deliverFor(restaurantId: string, reservationId: string): Promise<void> {
    if (!running) return;
    const rows = await outbox.claimFor(options.batchSize, restaurantId, reservationId);
    const reservation = keyOf(restaurantId, reservationId);
    const busy = [...inFlight.values()].filter((entry) => entry.reservation === reservation).map((entry) => entry.done);
    await Promise.all([rows.length > 0 ? deliverBatch(rows) : undefined, ...busy]);
  }

  /** Resolves when the current pass (if any) is over: what was due when it started has been sent or has failed. */
  function settled(): Promise<void> {
    return pass ?? Promise.resolve();
  }

  return {
    start,
    stop,
    wake,
    deliverFor,
    settled,
    /** The worker's claims that found rows so far (tests check that emails arriving one after another are claimed together). */
    get claims() {
      return claimsWithRows;
    },
  };
}
