// How the email outbox worker paces itself (docs/decisions/007); tests tune these, production uses the defaults.
import { performance, type EventLoopUtilization } from 'node:perf_hooks';

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
export const sendBudgetMs = 60_000;

export interface OutboxLogger {
  warn(details: unknown, message?: string): void;
  error(details: unknown, message?: string): void;
}

/** What the outbox worker's parts share (./outbox.ts sets it as it starts and stops). */
export interface OutboxWorkerState {
  log: OutboxLogger;
  /** Set when shutdown's drain time is up: no further send begins. */
  halted: boolean;
  /** While shutdown drains: no claim after this time (ms since the epoch), and no wait between claims. */
  drainUntil: number | undefined;
}
