// The rows a claim leased to this process, while they are sent (docs/decisions/007): each batch's restaurant and
// reservations read once, its emails sent a few at a time, its lease renewed and its sent emails recorded in small
// groups as they go (./outbox-batch-upkeep.ts). Which rows are in flight (`deliverFor` waits for its reservation's) and
// which were claimed but never begun (shutdown hands them back) is kept here. ./outbox-loop.ts claims and loops.
import type { ConfirmationService } from './confirmation';
import { batchUpkeep } from './outbox-batch-upkeep';
import type { EmailOutboxOptions, OutboxWorkerState } from './outbox-options';
import type { EmailSending } from './outbox-send';
import type { ClaimedRow, OutboxRepository, OutboxRow } from './repository/outbox';

const keyOf = (restaurantId: string, id: string) => `${restaurantId}\u0000${id}`;

type Upkeep = ReturnType<typeof batchUpkeep<ClaimedRow>>;
type Job = () => Promise<void>;

export type ClaimedBatches = ReturnType<typeof claimedBatches>;

export function claimedBatches(deps: {
  outbox: OutboxRepository;
  confirmation: Pick<ConfirmationService, 'senderOf'>;
  sending: Pick<EmailSending, 'deliverOne' | 'markSent'>;
  options: EmailOutboxOptions;
  worker: OutboxWorkerState;
}) {
  const { outbox, options, worker } = deps;
  const ledger = claimLedger();

  /** A job per row, the restaurant's sender and the reservations read once per restaurant of the batch. */
  async function jobsOf(rows: ClaimedRow[], upkeep: Upkeep, release: (row: OutboxRow) => void): Promise<Job[]> {
    const byRestaurant = new Map<string, ClaimedRow[]>();
    for (const row of rows) byRestaurant.set(row.restaurantId, [...(byRestaurant.get(row.restaurantId) ?? []), row]);
    const jobs: Job[] = [];
    await Promise.all(
      [...byRestaurant].map(async ([restaurantId, group]) => {
        const [sender, found] = await Promise.all([
          deps.confirmation.senderOf(restaurantId).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error)))),
          outbox.reservationsOf(
            restaurantId,
            group.flatMap((row) => (row.reservationId === null ? [] : [row.reservationId])),
          ),
        ]);
        const byId = new Map(found.map((reservation) => [reservation.id, reservation]));
        for (const row of group) {
          jobs.push(() => {
            ledger.begun(row);
            upkeep.begun(row);
            return deps.sending.deliverOne(row, (row.reservationId === null ? undefined : byId.get(row.reservationId)), sender, upkeep.leasedAt).then(
              (wasSent) => {
                if (wasSent) return upkeep.sent(row);
                upkeep.dropped(row);
                release(row);
              },
              (error: unknown) => {
                worker.log.error({ err: error, restaurantId, emailId: row.id }, 'guest email: recording the outcome failed');
                upkeep.dropped(row);
                release(row);
              },
            );
          });
        }
      }),
    );
    return jobs;
  }

  /**
   * Sends claimed rows, a few at a time; the restaurant and its reservations are read once for the batch. While it is
   * sent the batch's lease is renewed, and the emails the mail server took are recorded in small groups as they go
   * (`markGroup`, `markWithinMs`), so a process that dies mid-batch leaves only its sends in flight unrecorded.
   */
  async function deliverBatch(rows: ClaimedRow[]): Promise<void> {
    const release = ledger.track(rows);
    const upkeep = batchUpkeep(rows, options, {
      renew: outbox.renewLease,
      record: deps.sending.markSent,
      // A sent row is done once it is recorded as sent.
      recorded: (group) => group.forEach(release),
      halted: () => worker.halted,
      failed: (error, what, group) => worker.log.error({ err: error, emailIds: group.map((row) => row.id) }, `guest email: ${what} failed`),
    });
    try {
      const jobs = await jobsOf(rows, upkeep, release);
      let next = 0;
      const lane = async () => {
        while (next < jobs.length && !worker.halted) await (jobs[next++] as Job)();
      };
      await Promise.all(Array.from({ length: Math.min(options.concurrency, jobs.length) }, lane));
      await upkeep.finish();
    } finally {
      upkeep.stop();
      // Rows that never reached a job (the reads failed) stay leased; `deliverFor` must not wait for them. After a halt
      // the rows not begun stay listed: shutdown hands them back.
      for (const row of rows) {
        if (!worker.halted) ledger.begun(row);
        release(row);
      }
    }
  }

  /**
   * Hands the claimed rows this process never began to send back to the table (due now, the claim not counted), so
   * the next process sends them at once. A row whose send began keeps its lease: the mail server may have taken it.
   */
  async function releaseNotStarted(): Promise<void> {
    for (const row of ledger.takeNotStarted()) {
      // Only while the claim is still this one (attempts unchanged): a lease that ran out may have been claimed anew.
      await outbox.handBack(row);
    }
  }

  return { deliverBatch, inFlightFor: ledger.inFlightFor, releaseNotStarted };
}

/** Which claimed rows this process has in flight, and which it claimed but never began to send. */
function claimLedger() {
  /** Rows this process is sending, by row, with their reservation: `deliverFor` waits for its reservation's. */
  const inFlight = new Map<string, { reservation: string; done: Promise<void> }>();
  /** Rows this process claimed and has not begun to send: handed back at shutdown instead of waiting out their lease. */
  const notStarted = new Map<string, OutboxRow>();
  return {
    /** Lists the batch's rows as claimed and in flight; answers the function that marks a row done. */
    track(rows: ClaimedRow[]): (row: OutboxRow) => void {
      const finished = new Map<string, () => void>();
      for (const row of rows) notStarted.set(keyOf(row.restaurantId, row.id), row);
      for (const row of rows) {
        let finish: () => void = () => undefined;
        const done = new Promise<void>((resolve) => (finish = resolve));
        inFlight.set(keyOf(row.restaurantId, row.id), { reservation: keyOf(row.restaurantId, row.reservationId ?? row.voucherId ?? row.inviteId ?? ''), done });
        finished.set(keyOf(row.restaurantId, row.id), finish);
      }
      return (row) => {
        inFlight.delete(keyOf(row.restaurantId, row.id));
        finished.get(keyOf(row.restaurantId, row.id))?.();
      };
    },
    /** The row's send began (or the batch is over): shutdown no longer hands it back. */
    begun(row: OutboxRow): void {
      notStarted.delete(keyOf(row.restaurantId, row.id));
    },
    /** The sends of this reservation's emails this process has in flight. */
    inFlightFor(restaurantId: string, reservationId: string): Promise<void>[] {
      const reservation = keyOf(restaurantId, reservationId);
      return [...inFlight.values()].filter((entry) => entry.reservation === reservation).map((entry) => entry.done);
    },
    /** The rows claimed and never begun, no longer listed. */
    takeNotStarted(): OutboxRow[] {
      const rows = [...notStarted.values()];
      notStarted.clear();
      return rows;
    },
  };
}
