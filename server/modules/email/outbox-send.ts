// Sending one claimed outbox row and recording what came of it (docs/decisions/007): sent (recorded in groups by the
// batch, ./outbox-batch.ts), failed and due again after a back-off, or given up. ./outbox.ts runs the worker.
import { performance } from 'node:perf_hooks';
import type { ReservationRow } from '../../platform/db/rows';
import type { ChangeFeed } from '../live';
import type { ConfirmationService } from './confirmation';
import type { Mailer, OutgoingMail } from './mailer';
import { sendBudgetMs, type EmailOutboxOptions, type OutboxWorkerState } from './outbox-options';
import type { ClaimedRow, OutboxRepository, OutboxRow } from './repository/outbox';
import { isEmailKind, type EmailSender } from './reservation-email';
import type { InviteMailComposer } from './invite-mail';
import type { VoucherMailComposer } from './voucher-mail';

export type EmailSending = ReturnType<typeof emailSending>;

export function emailSending(deps: {
  outbox: OutboxRepository;
  mailer: Mailer;
  confirmation: Pick<ConfirmationService, 'compose'>;
  voucherMail?: VoucherMailComposer | undefined;
  inviteMail?: InviteMailComposer | undefined;
  feed: ChangeFeed;
  options: EmailOutboxOptions;
  worker: OutboxWorkerState;
  /** Looks for due rows again (a retry is due). */
  wake: () => void;
}) {
  const { outbox, options, worker } = deps;
  const retryTimers = new Set<NodeJS.Timeout>();

  /** Sent: recorded by the repository; the waitlist screen shows that the guest was told (live updates, docs/decisions/006). */
  async function markSent(rows: ClaimedRow[]): Promise<void> {
    const entries = await outbox.markSent(rows);
    const byRestaurant = new Map<string, string[]>();
    for (const entry of entries) byRestaurant.set(entry.restaurant_id, [...(byRestaurant.get(entry.restaurant_id) ?? []), entry.id]);
    for (const [restaurantId, ids] of byRestaurant) deps.feed.notify(restaurantId, { kind: 'waitlist', ids });
  }

  /** Not sent: due again after the back-off, or given up (`final`, or out of attempts), keeping the error. */
  async function markFailed(row: OutboxRow, error: unknown, final = false): Promise<void> {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
    const givenUp = final || row.attempts >= options.maxAttempts;
    const delayMs = Math.round(options.retryDelayMs(row.attempts));
    await outbox.markFailed(row, message, givenUp ? null : delayMs);
    const details = { restaurantId: row.restaurantId, emailId: row.id, reservationId: row.reservationId, kind: row.kind, attempts: row.attempts, error: message };
    if (givenUp) {
      worker.log.error(details, 'guest email given up');
      return;
    }
    worker.log.warn({ ...details, retryInMs: delayMs }, 'guest email failed; will retry');
    // Retries in this process come when due, not at the next poll.
    const timer = setTimeout(() => {
      retryTimers.delete(timer);
      deps.wake();
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
    const { voucherMail, inviteMail } = deps;
    const { restaurantId, voucherId, inviteId, language } = row;
    if (voucherId !== null) return deliverWritten(row, voucherMail && (() => voucherMail({ restaurantId, voucherId, kind: row.kind, language })), 'voucher', leasedAt, failed);
    if (inviteId !== null) return deliverWritten(row, inviteMail && (() => inviteMail({ restaurantId, inviteId, language })), 'invite', leasedAt, failed);
    const kind = row.kind;
    if (!isEmailKind(kind)) return failed(new Error(`unknown email kind ${kind}`), true);
    if (!reservation || reservation.deletedAt) return failed(new Error('the reservation was cancelled before its email went out'), true);
    if (!reservation.customerEmail) return failed(new Error('the reservation has no email address'), true);
    if (sender instanceof Error) return failed(sender);
    return sendComposed(row, leasedAt, () => deps.confirmation.compose(reservation, kind, sender, row.language));
  }

  /**
   * An email another module writes when it is due: a voucher's (the payments module, docs/decisions/012) or an
   * invite's (the accounts module, spec §6). Without its writer the row is given up.
   */
  async function deliverWritten(row: OutboxRow, write: (() => Promise<OutgoingMail | Error>) | undefined, what: string, leasedAt: () => number, failed: (error: Error, final?: boolean) => Promise<boolean>): Promise<boolean> {
    if (!write) return failed(new Error(`this process cannot write ${what} emails`), true);
    let mail: OutgoingMail | Error;
    try {
      mail = await write();
    } catch (error) {
      return failed(error instanceof Error ? error : new Error(String(error)));
    }
    if (mail instanceof Error) return failed(mail, true);
    const composed = mail;
    return sendComposed(row, leasedAt, () => composed);
  }

  /** Sends what `compose` makes unless the lease is nearly over; true when the mail server took it. */
  async function sendComposed(row: OutboxRow, leasedAt: () => number, compose: () => OutgoingMail): Promise<boolean> {
    // The lease may end before this send would: leave the row to the claim that follows it rather than risk two senders.
    if (performance.now() - leasedAt() > options.leaseMs - Math.min(sendBudgetMs, options.leaseMs / 2)) return false;
    try {
      await deps.mailer.send(compose());
    } catch (error) {
      // SMTP 5xx is the server's final answer (no such mailbox …); anything else may pass later.
      const code = (error as { responseCode?: unknown }).responseCode;
      await markFailed(row, error, typeof code === 'number' && code >= 500 && code < 600);
      return false;
    }
    return true;
  }

  /** Drops the retries this process had timed (shutdown: the rows wait in the table). */
  function cancelRetries(): void {
    for (const timer of retryTimers) clearTimeout(timer);
    retryTimers.clear();
  }

  return { markSent, deliverOne, cancelRetries };
}
