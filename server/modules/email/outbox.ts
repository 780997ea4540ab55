// The email outbox worker (docs/decisions/007). A guest email is a row of email_outbox, written in the same
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
//
// The parts: the send loop (./outbox-loop.ts), the claimed rows while they are sent (./outbox-batch.ts), one email's
// send and outcome (./outbox-send.ts); here they are put together and started and stopped.
import type { Database } from '../../platform/db/connection';
import type { ChangeFeed } from '../live';
import type { ConfirmationService } from './confirmation';
import type { Mailer } from './mailer';
import { claimedBatches } from './outbox-batch';
import { sendLoop } from './outbox-loop';
import { defaultOutboxOptions, type EmailOutboxOptions, type OutboxLogger, type OutboxWorkerState } from './outbox-options';
import { emailSending } from './outbox-send';
import { outboxRepository } from './repository/outbox';
import type { EmailKind } from './reservation-email';
import type { InviteMailComposer } from './invite-mail';
import type { VoucherMailComposer } from './voucher-mail';

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
  /** Writes a voucher's email (the payments module); without it voucher rows are given up. */
  voucherMail?: VoucherMailComposer | undefined;
  /** Writes an invite's email (the accounts module); without it invite rows are given up. */
  inviteMail?: InviteMailComposer | undefined;
  feed: ChangeFeed;
  options?: Partial<EmailOutboxOptions> | undefined;
}) {
  const options: EmailOutboxOptions = { ...defaultOutboxOptions, ...deps.options };
  const outbox = outboxRepository(deps.db, options.leaseMs);
  const worker: OutboxWorkerState = { log: { warn: () => undefined, error: () => undefined }, halted: false, drainUntil: undefined };
  const sending = emailSending({ ...deps, outbox, options, worker, wake });
  const batches = claimedBatches({ outbox, confirmation: deps.confirmation, sending, options, worker });
  const loop = sendLoop({ outbox, batches, options, worker });
  let running = false;
  let poll: NodeJS.Timeout | undefined;

  /** Something was committed to the outbox (or is due): send it soon. Never throws; a no-op unless started. */
  function wake(): void {
    if (running) void loop.kick();
  }

  /** Starts the worker: sends what is due now (rows a stopped process left) and then on every wake and poll. */
  function start(logger: OutboxLogger): void {
    if (running) return;
    worker.log = logger;
    running = true;
    worker.halted = false;
    worker.drainUntil = undefined;
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
    sending.cancelRetries();
    worker.drainUntil = Date.now() + options.drainMs;
    loop.cutGathering();
    let timeout: NodeJS.Timeout | undefined;
    await Promise.race([loop.kick(), new Promise<void>((resolve) => (timeout = setTimeout(resolve, options.drainMs)))]);
    clearTimeout(timeout);
    worker.halted = true;
    try {
      await batches.releaseNotStarted();
    } catch (error) {
      // The database is away: the rows are due again when their lease ends.
      worker.log.error({ err: error }, 'guest email: handing unsent emails back to the outbox failed');
    }
  }

  /**
   * Sends a reservation's due emails now and resolves when they are sent or have failed (the waitlist conversion
   * answers after its email). Rows this process is already sending are awaited; another process's are not.
   */
  async function deliverFor(restaurantId: string, reservationId: string): Promise<void> {
    if (!running) return;
    const rows = await outbox.claimFor(options.batchSize, restaurantId, reservationId);
    const busy = batches.inFlightFor(restaurantId, reservationId);
    await Promise.all([rows.length > 0 ? batches.deliverBatch(rows) : undefined, ...busy]);
  }

  return {
    start,
    stop,
    wake,
    deliverFor,
    /** Resolves when the current pass (if any) is over: what was due when it started has been sent or has failed. */
    settled: loop.settled,
    /** The worker's claims that found rows so far (tests check that emails arriving one after another are claimed together). */
    get claims() {
      return loop.claims();
    },
  };
}
