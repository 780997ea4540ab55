// What a batch of claimed outbox rows needs while it is being sent (docs/decisions/007): the lease of the rows still
// held renewed every third of the lease, so a process that dies leaves them due again within seconds; and the emails
// the mail server took recorded in small groups as they go, so a process that dies mid-batch leaves only the sends in
// flight unrecorded. The statements that find rows by their position (renewing, recording) run one after another:
// each may move a row, and the next must find it where the last one left it.
import { performance } from 'node:perf_hooks';

export interface BatchUpkeepOptions {
  leaseMs: number;
  /** A row whose send began longer ago than this is renewed no more. */
  sendHoldMs: number;
  /** Sent rows are recorded once this many have gathered, or `markWithinMs` after the first of them. */
  markGroup: number;
  markWithinMs: number;
}

export interface BatchUpkeepWork<Row> {
  /** Extends the lease of these rows (and keeps their new positions). */
  renew(rows: Row[]): Promise<void>;
  /** Records these rows as sent. */
  record(rows: Row[]): Promise<void>;
  /** After a group's recording (whether or not it succeeded): the rows are done. */
  recorded(rows: Row[]): void;
  /** True once the process stops: a stopped process renews nothing. */
  halted(): boolean;
  failed(error: unknown, what: 'renewing the lease' | 'recording the sent emails', rows: Row[]): void;
}

export function batchUpkeep<Row>(rows: readonly Row[], options: BatchUpkeepOptions, work: BatchUpkeepWork<Row>) {
  let leasedAt = performance.now();
  let writes = Promise.resolve();
  const inTurn = (write: () => Promise<void>) => (writes = writes.then(write));
  const held = new Set<Row>(rows);
  const begunAt = new Map<Row, number>();
  const stillHeld = () => [...held].filter((row) => performance.now() - (begunAt.get(row) ?? performance.now()) < options.sendHoldMs);
  const renewal = setInterval(
    () =>
      void inTurn(async () => {
        if (work.halted()) return;
        const renewing = stillHeld();
        try {
          await work.renew(renewing);
          leasedAt = performance.now();
        } catch (error) {
          // The database is away: the lease runs out and the rows are due again (delivery is at least once).
          work.failed(error, 'renewing the lease', renewing);
        }
      }),
    options.leaseMs / 3,
  );
  renewal.unref();

  let unrecorded: Row[] = [];
  let recordTimer: NodeJS.Timeout | undefined;
  function recordGathered(): Promise<void> {
    clearTimeout(recordTimer);
    recordTimer = undefined;
    const group = unrecorded;
    unrecorded = [];
    if (group.length === 0) return writes;
    return inTurn(async () => {
      try {
        await work.record(group);
      } catch (error) {
        // The database is away: the rows are due again when their lease ends (delivery is at least once).
        work.failed(error, 'recording the sent emails', group);
      }
      work.recorded(group);
    });
  }

  return {
    /** When the lease was last made (claimed or renewed): a send is begun only while it has time left. */
    leasedAt: () => leasedAt,
    begun(row: Row): void {
      begunAt.set(row, performance.now());
    },
    /** The mail server took the row's email: recorded with the next group. */
    sent(row: Row): void {
      held.delete(row);
      unrecorded.push(row);
      if (unrecorded.length >= options.markGroup) void recordGathered();
      else recordTimer ??= setTimeout(() => void recordGathered(), options.markWithinMs);
    },
    /** The row is done without a send to record (failed, given up, left for the next claim). */
    dropped(row: Row): void {
      held.delete(row);
    },
    /** Records what is left and waits for every statement begun; renews no more. */
    async finish(): Promise<void> {
      clearInterval(renewal);
      await recordGathered();
    },
    /** Renews and records no more (the batch failed). */
    stop(): void {
      clearInterval(renewal);
      clearTimeout(recordTimer);
    },
  };
}
