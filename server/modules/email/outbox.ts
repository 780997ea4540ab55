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
import { and, asc, eq, getTableColumns, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { performance, type EventLoopUtilization } from 'node:perf_hooks';
import type { Database } from '../../platform/db/connection';
import { emailOutbox, reservations, waitlist } from '../../platform/db/schema';
import type { Mailer } from './mailer';
import { isEmailKind, type EmailKind, type EmailSender } from './reservation-email';
import type { ChangeFeed } from '../live';
import type { ConfirmationService } from './confirmation';
import { cutShortWait } from '../../services/cut-short-wait';
import { batchUpkeep } from './outbox-batch-upkeep';
import type { ReservationRow } from '../../platform/db/rows';

export type OutboxRow = typeof emailOutbox.$inferSelect;
/** A row as claimed: with its position in the table, where the claim's lock kept it (`markSent` finds it there). */
type ClaimedRow = OutboxRow & { tid: string };

export interface EmailOutboxOptions {
  /** The timer that finds retries and rows left by other processes. */
  pollMs: number;
  /** Rows claimed at once (their reservations are read, and their outcome recorded, once for the batch). */
  batchSize: number;
  /**
   * After a claim that found some rows but not a batch's worth, the next claim waits this long: while emails keep
   * coming (a burst of bookings) each claim then takes what gathered meanwhile, instead of one or a few at a time.
   * A claim that found a full batch is followed at once.
   */
  gatherMs: number;
  /**
   * While the process is busy (its event loop was busy for more than `busyLoad` of the time since the last claim began),
   * the next claim waits `busyPauseMs`, full batch or not: the guests' requests come first, and the emails still go
   * out, a batch per pause at least.
   */
  busyLoad: number;
  busyPauseMs: number;
  /** The event loop's utilization (0 to 1) since `start` (tests give their own). */
  loadSince: (start: EventLoopUtilization) => number;
  /** Emails being sent at once: a burst of bookings must not become a burst of email work beside them. */
  concurrency: number;
  /**
   * How long a claim holds a row unless renewed. Renewed every third of it while the batch is being sent, so a send
   * may take longer (the mailer's timeouts, server/modules/email/mailer.ts); when the process dies, its rows are due again
   * once this has passed.
   */
  leaseMs: number;
  /**
   * A row whose send began longer ago than this is renewed no more: a send the mailer's timeouts should have ended by
   * now is treated as lost, and the row is due again once its lease lapses.
   */
  sendHoldMs: number;
  /** Sent emails are recorded once this many have gathered, or `markWithinMs` after the first of them was sent. */
  markGroup: number;
  markWithinMs: number;
  /** A row not yet sent after this many attempts is given up (kept, with its last error). */
  maxAttempts: number;
  /** Wait before attempt `attempt + 1`, after attempt `attempt` failed. */
  retryDelayMs: (attempt: number) => number;
  /** Shutdown waits at most this long for the due emails to go out; the rest waits in the table. */
  drainMs: number;
  /** Sent and given-up rows are deleted this long after they were sent (given up: created). */
  retentionMs: number;
  /** How often a worker deletes the rows past their retention. */
  pruneEveryMs: number;
}

export const defaultOutboxOptions: EmailOutboxOptions = {
  pollMs: 10_000,
  batchSize: 100,
  gatherMs: 100,
  busyLoad: 0.6,
  busyPauseMs: 1_000,
  loadSince: (start) => performance.eventLoopUtilization(start).utilization,
  concurrency: 2,
  leaseMs: 10_000,
  // The mailer's timeouts: 15 s to connect and greet, 60 s of a silent socket.
  sendHoldMs: 90_000,
  markGroup: 10,
  markWithinMs: 100,
  maxAttempts: 8,
  // 30 s, 1, 2, 4 … 32 min: about an hour of retries before giving up.
  retryDelayMs: (attempt) => Math.min(30_000 * 2 ** (attempt - 1), 60 * 60_000),
  drainMs: 5_000,
  retentionMs: 30 * 24 * 60 * 60_000,
  pruneEveryMs: 60 * 60_000,
};

/** A send begun this close to the lease's end (its renewal failing meanwhile) is left for the next claim instead. */
const sendBudgetMs = 60_000;

export interface OutboxLogger {
  warn(details: unknown, message?: string): void;
  error(details: unknown, message?: string): void;
}

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

  /**
   * Claims up to `limit` due rows (optionally only those matching `only`) and leases them to this worker. Across
   * restaurants on purpose: the worker serves the whole database, and addresses each row by its restaurant from here on.
   * The rows are addressed by their physical position (ctid), which the lock keeps still until the lease is written:
   * a queue's statistics are rarely current (it fills and empties between two analyzes), and joining back by key then
   * scanned the whole restaurant's outbox for every batch.
   */
  function claim(limit: number, only?: SQL): Promise<ClaimedRow[]> {
    const due = db
      .select({ tid: sql`ctid` })
      .from(emailOutbox)
      .where(and(lte(emailOutbox.nextAttemptAt, sql`now()`), only))
      .orderBy(asc(emailOutbox.nextAttemptAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    return db
      .update(emailOutbox)
      .set({ attempts: sql`${emailOutbox.attempts} + 1`, nextAttemptAt: sql`now() + (${options.leaseMs}::integer * interval '1 millisecond')` })
      .where(sql`ctid = any(array(${due}))`)
      .returning({ ...getTableColumns(emailOutbox), tid: sql<string>`ctid::text` });
  }

  /**
   * Extends the lease of the rows this process still holds, found where the claim (or the last renewal) left them: a
   * row recorded since, or claimed anew by another process after its lease lapsed, has moved and is left alone. Keeps
   * each row's new position for the statements that follow.
   */
  async function renewLease(rows: ClaimedRow[]): Promise<void> {
    if (rows.length === 0) return;
    const tids = sql.join(rows.map((row) => sql`${row.tid}::tid`), sql`, `);
    const ids = sql.join(rows.map((row) => sql`${row.id}`), sql`, `);
    const renewed = await db
      .update(emailOutbox)
      .set({ nextAttemptAt: sql`now() + (${options.leaseMs}::integer * interval '1 millisecond')` })
      .where(sql`ctid in (${tids}) and ${emailOutbox.id} in (${ids}) and ${emailOutbox.sentAt} is null`)
      .returning({ restaurantId: emailOutbox.restaurantId, id: emailOutbox.id, tid: sql<string>`ctid::text` });
    const moved = new Map(renewed.map((row) => [keyOf(row.restaurantId, row.id), row.tid]));
    for (const row of rows) row.tid = moved.get(keyOf(row.restaurantId, row.id)) ?? row.tid;
  }

  /**
   * Sent: the rows and their reservations' notified_at (for a waitlist email, the entry's too) in one statement for
   * a group of emails sent one after another (./outbox.ts deliverBatch), not one write per email. Found by the position the claim left them at (a lease that ran out and
   * was claimed anew moved the row: then that claim records it) and guarded by id and sent_at, so a late second
   * sender changes nothing.
   */
  async function markSent(rows: ClaimedRow[]): Promise<void> {
    if (rows.length === 0) return;
    const tids = sql.join(rows.map((row) => sql`${row.tid}::tid`), sql`, `);
    const claimedIds = sql.join(rows.map((row) => sql`${row.id}`), sql`, `);
    const result = await db.execute(sql`with sent as (
        update ${emailOutbox} set sent_at = now(), next_attempt_at = null, last_error = null
         where ctid in (${tids}) and ${emailOutbox.id} in (${claimedIds}) and ${emailOutbox.sentAt} is null
        returning restaurant_id, reservation_id, kind),
      stamped as (
        update ${reservations} set notified_at = now() from sent
         where ${reservations.restaurantId} = sent.restaurant_id and ${reservations.id} = sent.reservation_id)
      update ${waitlist} set notified_at = now() from sent
       where sent.kind = 'waitlist' and ${waitlist.restaurantId} = sent.restaurant_id and ${waitlist.reservationId} = sent.reservation_id
      returning ${waitlist.restaurantId} as restaurant_id, ${waitlist.id} as id`);
    // Both drivers answer a raw statement with `{ rows }`; the database type cannot say which.
    const entries = (result as unknown as { rows: { restaurant_id: string; id: string }[] }).rows;
    // The waitlist screen shows that the guest was told (live updates, docs/decisions/006).
    const byRestaurant = new Map<string, string[]>();
    for (const entry of entries) byRestaurant.set(entry.restaurant_id, [...(byRestaurant.get(entry.restaurant_id) ?? []), entry.id]);
    for (const [restaurantId, ids] of byRestaurant) deps.feed.notify(restaurantId, { kind: 'waitlist', ids });
  }

  /** Not sent: due again after the back-off, or given up (`final`, or out of attempts), keeping the error. */
  async function markFailed(row: OutboxRow, error: unknown, final = false): Promise<void> {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
    const givenUp = final || row.attempts >= options.maxAttempts;
    const delayMs = Math.round(options.retryDelayMs(row.attempts));
    await db
      .update(emailOutbox)
      .set({ lastError: message, nextAttemptAt: givenUp ? null : sql`now() + (${delayMs}::integer * interval '1 millisecond')` })
      .where(and(eq(emailOutbox.restaurantId, row.restaurantId), eq(emailOutbox.id, row.id), sql`${emailOutbox.sentAt} is null`));
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
      await db
        .update(emailOutbox)
        .set({ attempts: sql`${emailOutbox.attempts} - 1`, nextAttemptAt: sql`now()` })
        .where(and(eq(emailOutbox.restaurantId, row.restaurantId), eq(emailOutbox.id, row.id), eq(emailOutbox.attempts, row.attempts), sql`${emailOutbox.sentAt} is null`));
    }
  }

  /** Deletes sent rows (and given-up ones) past their retention; at most once per `pruneEveryMs` per process. */
  async function prune(): Promise<void> {
    if (performance.now() - prunedAt < options.pruneEveryMs) return;
    prunedAt = performance.now();
    const before = sql`now() - (${options.retentionMs}::bigint * interval '1 millisecond')`;
    try {
      await db
        .delete(emailOutbox)
        .where(sql`(${emailOutbox.sentAt} < ${before}) or (${emailOutbox.sentAt} is null and ${emailOutbox.nextAttemptAt} is null and ${emailOutbox.createdAt} < ${before})`);
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
            db
              .select()
              .from(reservations)
              .where(and(eq(reservations.restaurantId, restaurantId), inArray(reservations.id, group.map((row) => row.reservationId)))),
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
    const rows = await claim(options.batchSize, and(eq(emailOutbox.restaurantId, restaurantId), eq(emailOutbox.reservationId, reservationId)));
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
