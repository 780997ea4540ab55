// Group commit for online bookings. Under load most of a booking's cost in the database is its transaction (a round
// trip, a commit, a WAL flush) rather than its row: bookings that arrive while a few inserts are already running wait
// for them and then go in together, in one multi-row insert. A quiet restaurant never waits: a booking with nothing in
// flight is written at once, alone, exactly as before (./booking-insert.ts).
//
// ON CONFLICT DO NOTHING keeps one booking's taken table from failing the others: the exclusion constraint still
// decides (also between two bookings of the same batch), a refused row is simply not inserted, and its booking gets
// the same answer as a lone insert refused by the constraint (23P01), so ./booking.ts reads again and retries. One
// statement writes the batch's rows and their outbox rows (atomic without a transaction, like the lone insert).
// Bookings of a combination (several rows that stand or fall together) are always written alone.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { driverStatement, type DriverStatement } from '../db/driver-statement';
import { emailOutbox, reservations } from '../db/schema';
import { bookedRows, insertBooking, sharedPlaceholders, type BookedRow, type BookingRowsValues } from './booking-insert';

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
  resolve(rows: BookedRow[]): void;
  reject(error: unknown): void;
}

const p = sql.placeholder;

/** The placeholders of one booking of the batch: its shared fields, and its one row's id, table and token. */
const rowFields = new Set(['id', 'tableNumber', 'token']);
const sharedFields = new Set<string>();
sharedPlaceholders((field) => (sharedFields.add(field), field));

/**
 * The batch's one statement for `size` bookings, compiled once per size: drizzle writes it, the driver runs it with its
 * values in order (../db/driver-statement.ts). The outbox rows are inserted from what the insert returned, so a refused
 * booking gets no email row; the booking rows and their outbox rows commit together.
 */
function batchStatement(db: Database, size: number): DriverStatement<BookingRowsValues[]> {
  const inserted = db.$with('inserted').as(
    db
      .insert(reservations)
      .values(
        Array.from({ length: size }, (_, i) => ({
          ...sharedPlaceholders((field) => `${field}${i}`),
          id: p(`id${i}`),
          tableNumber: p(`tableNumber${i}`),
          token: p(`token${i}`),
          linkedReservationId: null,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: reservations.id, restaurantId: reservations.restaurantId, language: reservations.language }),
  );
  const queued = db.$with('queued', {}).as(
    sql`insert into ${emailOutbox} (restaurant_id, kind, reservation_id, language) select restaurant_id, 'confirmation', id, language from inserted`,
  );
  const query = db.with(inserted, queued).select({ id: inserted.id }).from(inserted).toSQL();
  return driverStatement<BookingRowsValues[]>(`booking_batch_${size}`, query, (placeholder) => {
    const [, field = '', index = ''] = /^([A-Za-z]+)(\d+)$/.exec(placeholder) ?? [];
    const i = Number(index);
    if (!rowFields.has(field) && !sharedFields.has(field)) throw new Error(`booking batch: unknown placeholder ${placeholder}`);
    if (rowFields.has(field)) {
      const key = field as keyof BookingRowsValues['rows'][number];
      return (batch) => batch[i]?.rows[0]?.[key];
    }
    const key = field as keyof Omit<BookingRowsValues, 'rows'>;
    return (batch) => batch[i]?.[key];
  });
}

/** Compiled statements by size; one set serves every database handle (the text does not depend on the handle). */
const statements = new Map<number, DriverStatement<BookingRowsValues[]>>();

/** Runs the batch; resolves with the ids of the rows that went in (a refused booking's row is missing). */
async function insertBatch(db: Database, batch: BookingRowsValues[]): Promise<{ id: string }[]> {
  let statement = statements.get(batch.length);
  if (!statement) statements.set(batch.length, (statement = batchStatement(db, batch.length)));
  return (await statement.run(db, batch)) as { id: string }[];
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
    let inserted: { id: string }[];
    try {
      inserted = await insertBatch(db, batch.map((entry) => entry.values));
    } catch {
      // Something other than a taken table failed the batch (a restaurant deleted meanwhile, the connection …): each
      // booking is written on its own, so that one cannot fail the others and each gets its own answer.
      await Promise.all(batch.map((entry) => insertBooking(db, entry.values).then(entry.resolve, entry.reject)));
      return;
    }
    batches++;
    const written = new Set(inserted.map((row) => row.id));
    for (const entry of batch) {
      if (written.has(entry.values.rows[0]?.id ?? '')) entry.resolve(bookedRows(entry.values));
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
    insert(values: BookingRowsValues): Promise<BookedRow[]> {
      if (values.rows.length !== 1) return insertBooking(db, values);
      return new Promise<BookedRow[]>((resolve, reject) => {
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
