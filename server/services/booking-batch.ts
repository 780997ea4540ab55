// Group commit for online bookings. Under load most of a booking's cost in the database is its transaction (a round
// trip, a commit, a WAL flush) rather than its row: bookings that arrive while a few inserts are already running wait
// for them and then go in together, in one transaction with one multi-row insert. A quiet restaurant never waits: a
// booking with nothing in flight is written at once, alone, exactly as before (./booking-insert.ts).
//
// ON CONFLICT DO NOTHING keeps one booking's taken table from failing the others: the exclusion constraint still
// decides (also between two bookings of the same batch), a refused row is simply not inserted, and its booking gets
// the same answer as a lone insert refused by the constraint (23P01), so ./booking.ts reads again and retries.
// Bookings of a combination (several rows that stand or fall together) are always written alone.
import type { Database } from '../db/connection';
import { emailOutbox, reservations } from '../db/schema';
import { outboxEntry } from './email-outbox';
import { insertBooking, type BookingRowsValues } from './booking-insert';
import type { ReservationRow } from './reservation-dto';

/** What a refused row of a batch answers: PostgreSQL's exclusion_violation, as a lone insert would have. */
export class TableTakenError extends Error {
  readonly code = '23P01';
  constructor() {
    super('the table was taken by another booking');
  }
}

export interface BookingWriterOptions {
  /** Inserts running at once; bookings arriving meanwhile wait and go in together with the next one. */
  maxInFlight: number;
  /** Bookings written by one statement at most. */
  maxBatch: number;
}

const defaults: BookingWriterOptions = { maxInFlight: 2, maxBatch: 32 };

interface Waiting {
  values: BookingRowsValues;
  resolve(rows: ReservationRow[]): void;
  reject(error: unknown): void;
}

/** The reservation row of a one-table booking, as the batch inserts it. */
function rowOf(values: BookingRowsValues): typeof reservations.$inferInsert {
  const { rows, ...shared } = values;
  const [only] = rows as [BookingRowsValues['rows'][number]];
  return { ...shared, ...only, originalStartTime: shared.startTime, originalEndTime: shared.endTime, linkedReservationId: null };
}

export type BookingWriter = ReturnType<typeof bookingWriter>;

export function bookingWriter(db: Database, options: Partial<BookingWriterOptions> = {}) {
  const { maxInFlight, maxBatch } = { ...defaults, ...options };
  const waiting: Waiting[] = [];
  let inFlight = 0;
  let batches = 0;

  async function writeBatch(batch: Waiting[]): Promise<void> {
    if (batch.length === 1) {
      const [alone] = batch as [Waiting];
      await insertBooking(db, alone.values).then(alone.resolve, alone.reject);
      return;
    }
    let inserted: ReservationRow[];
    try {
      inserted = await db.transaction(async (tx) => {
        const rows = await tx.insert(reservations).values(batch.map((entry) => rowOf(entry.values))).onConflictDoNothing().returning();
        if (rows.length > 0) {
          await tx.insert(emailOutbox).values(rows.map((row) => outboxEntry(row.restaurantId, row.id, 'confirmation', row.language)));
        }
        return rows;
      });
    } catch {
      // Something other than a taken table failed the batch (a restaurant deleted meanwhile, the connection …): each
      // booking is written on its own, so that one cannot fail the others and each gets its own answer.
      await Promise.all(batch.map((entry) => insertBooking(db, entry.values).then(entry.resolve, entry.reject)));
      return;
    }
    batches++;
    const byId = new Map(inserted.map((row) => [row.id, row]));
    for (const entry of batch) {
      const row = byId.get(entry.values.rows[0]?.id ?? '');
      if (row) entry.resolve([row]);
      else entry.reject(new TableTakenError());
    }
  }

  function pump(): void {
    while (inFlight < maxInFlight && waiting.length > 0) {
      const batch = waiting.splice(0, maxBatch);
      inFlight++;
      void writeBatch(batch).finally(() => {
        inFlight--;
        pump();
      });
    }
  }

  return {
    /** Writes the booking (its rows and its email's outbox row); rejects with 23P01 when a table was taken. */
    insert(values: BookingRowsValues): Promise<ReservationRow[]> {
      if (values.rows.length !== 1) return insertBooking(db, values);
      return new Promise<ReservationRow[]>((resolve, reject) => {
        waiting.push({ values, resolve, reject });
        pump();
      });
    },
    /** Batches of more than one booking written so far (tests check that a burst was batched). */
    get batches() {
      return batches;
    },
  };
}
