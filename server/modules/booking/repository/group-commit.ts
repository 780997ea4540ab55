// Group commit for online bookings. Under load most of a booking's cost in the database is its transaction (a round
// trip, a commit, a WAL flush) rather than its row: bookings go in together, in one multi-row insert.
//
// A booking is written at the end of the event loop's turn in which it reached the writer (setImmediate), together
// with every booking that reached it in the same turn: the requests read off the sockets in one turn arrive one after
// another. A quiet restaurant waits for nothing more than the rest of that turn; a booking alone in its turn is written
// alone (./booking-insert.ts). Up to `maxInFlight` statements run at once; bookings that arrive while they do wait for
// one of them and go in together with the next. Nothing is written before its turn ends, even with nothing in flight:
// PGlite runs a statement inside the API's own process without leaving the turn, so a booking written at once was
// read, written and answered before the next request was even read, one statement each (the booking bench on PGlite
// made a third of the bookings per second, at four times the p99); PostgreSQL's figures are the same either way.
//
// A batch is first written as a plain insert: when no table is taken, every booking goes in. When one is (23P01, or a
// deadlock between two batches waiting on each other's rows), the batch is written again with ON CONFLICT DO NOTHING,
// which keeps one booking's taken table from failing the others: the exclusion constraint still decides (also between
// two bookings of the same batch), a refused row is simply not inserted, and its booking gets the same answer as a
// lone insert refused by the constraint (23P01), so ../service.ts reads again and retries. A batch in which two
// bookings want the same table at the same time goes straight to the second form. The first form is not only a
// shortcut: with ON CONFLICT, PostgreSQL checks the exclusion constraint's GiST index twice per row (before and after
// the insert), and those searches were the largest part of the database's work under a burst of bookings. One
// statement writes the batch's rows and their outbox rows (atomic without a transaction, like the lone insert).
// Bookings of a combination (several rows that stand or fall together) are always written alone.
import { getTableName } from 'drizzle-orm';
import { pgErrorCode, type Database } from '../../../platform/db/connection';
import { runOnDriver } from '../../../platform/db/driver-statement';
import { emailOutbox, reservations } from '../../../platform/db/schema';
import { bookedRows, insertBooking, type BookedRow, type BookingRowsValues } from './booking-insert';

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

const tableName = getTableName(reservations);
const outboxName = getTableName(emailOutbox);

/**
 * The batch's one statement, the same text for every size: the bookings arrive as one JSON array, their fields as
 * BookingRowsValues names them (JSON.stringify writes the dates as ISO instants). Written as a list of values instead
 * (twenty per booking), each value was looked up, encoded and framed by the driver in JavaScript, and every batch size
 * was a statement of its own, prepared on every connection (64 of them). One CPU profile of the API under the booking
 * bench each way: the batch's writing went from 7.1 % to 6.2 % of the API's thread, the driver's submitting from 11.1 %
 * to 9.0 %; bookings per second did not move beyond the machine's noise. The outbox rows are inserted from what the
 * insert returned, so a refused booking gets no email row; the booking rows and their outbox rows commit together.
 */
function batchText(form: BatchForm): string {
  return `with input as (
  select * from json_to_recordset($1::json) as b(
    "restaurantId" text, "specialId" text, "areaGroupId" text, "customerName" text, "customerPhone" text, "customerEmail" text,
    "level" text, "partySize" integer, "startTime" timestamptz, "endTime" timestamptz, "note" text, "referralCode" text,
    "referredAt" timestamptz, "voucherCode" text, "language" text, "source" text, "platform" text, "smsToken" text, "createdAt" timestamptz, "updatedAt" timestamptz, "rows" json)
), inserted as (
  insert into ${tableName} (restaurant_id, id, table_number, token, special_id, area_group_id, customer_name, customer_phone,
    customer_email, level, party_size, start_time, end_time, original_start_time, original_end_time, note, referral_code,
    referred_at, voucher_code, language, source, platform, sms_token, created_at, updated_at, guest_booking)
  select "restaurantId", "rows"->0->>'id', "rows"->0->>'tableNumber', "rows"->0->>'token', "specialId", "areaGroupId",
    "customerName", "customerPhone", "customerEmail", "level", "partySize", "startTime", "endTime", "startTime", "endTime",
    "note", "referralCode", "referredAt", "voucherCode", "language", "source", "platform", "smsToken", "createdAt", "updatedAt", true
  from input${form === 'skipTaken' ? '\n  on conflict do nothing' : ''}
  returning id, restaurant_id, language
), queued as (
  insert into ${outboxName} (restaurant_id, kind, reservation_id, language) select restaurant_id, 'confirmation', id, language from inserted
)
select id from inserted`;
}

/** `all`: every booking goes in or the statement fails; `skipTaken`: a booking whose table is taken is left out. */
type BatchForm = 'all' | 'skipTaken';

const texts: Record<BatchForm, string> = { all: batchText('all'), skipTaken: batchText('skipTaken') };

/** Runs the batch; resolves with the ids of the rows that went in (with `skipTaken`, a refused booking's is missing). */
async function insertBatch(db: Database, batch: BookingRowsValues[], form: BatchForm): Promise<{ id: string }[]> {
  return (await runOnDriver(db, `booking_batch_${form}`, texts[form], [JSON.stringify(batch)])) as { id: string }[];
}

/**
 * Whether two bookings of the batch want the same table at overlapping times (the exclusion constraint's rule for new
 * rows). Only chooses the statement: the constraint decides either way.
 */
export function clashWithin(batch: readonly BookingRowsValues[]): boolean {
  const seen = new Map<string, BookingRowsValues[]>();
  for (const booking of batch) {
    const key = `${booking.restaurantId}\u0000${booking.level}\u0000${booking.rows[0]?.tableNumber ?? ''}`;
    const same = seen.get(key);
    if (!same) {
      seen.set(key, [booking]);
      continue;
    }
    if (same.some((other) => other.startTime < booking.endTime && booking.startTime < other.endTime)) return true;
    same.push(booking);
  }
  return false;
}

/** A table taken meanwhile (23P01), or two batches that waited on each other's rows (40P01). */
const takenOrDeadlocked = (error: unknown) => {
  const code = pgErrorCode(error);
  return code === '23P01' || code === '40P01';
};

export type BookingWriter = ReturnType<typeof bookingWriter>;

export function bookingWriter(db: Database, options: Partial<BookingWriterOptions> = {}) {
  const { maxInFlight, maxBatch } = { ...defaults, ...options };
  const waiting: Waiting[] = [];
  let inFlight = 0;
  let batches = 0;
  let alone = 0;
  let pumpScheduled = false;

  async function writeBatch(batch: Waiting[]): Promise<void> {
    if (batch.length === 1) {
      const [only] = batch as [Waiting];
      alone++;
      await insertBooking(db, only.values).then(only.resolve, only.reject);
      return;
    }
    const values = batch.map((entry) => entry.values);
    let inserted: { id: string }[];
    try {
      if (clashWithin(values)) {
        inserted = await insertBatch(db, values, 'skipTaken');
      } else {
        inserted = await insertBatch(db, values, 'all').catch((error: unknown) => {
          if (takenOrDeadlocked(error)) return insertBatch(db, values, 'skipTaken');
          throw error;
        });
      }
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

  /** Once this turn of the event loop has read what else arrived with the booking. */
  function schedulePump(): void {
    if (pumpScheduled) return;
    pumpScheduled = true;
    setImmediate(() => {
      pumpScheduled = false;
      pump();
    });
  }

  return {
    /** Writes the booking (its rows and its email's outbox row); rejects with 23P01 when a table was taken. */
    insert(values: BookingRowsValues): Promise<BookedRow[]> {
      if (values.rows.length !== 1) return insertBooking(db, values);
      return new Promise<BookedRow[]>((resolve, reject) => {
        waiting.push({ values, resolve, reject });
        schedulePump();
      });
    },
    /** Batches of more than one booking written so far (tests check that a burst was batched). */
    get batches() {
      return batches;
    },
    /** Single bookings written on their own so far (a batch of one). */
    get alone() {
      return alone;
    },
  };
}
