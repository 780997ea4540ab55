// What the tests of the group commit of online bookings share (server/modules/booking/repository/group-commit.ts): a
// booking's values on a table of its own, the outbox rows written with bookings, and how an insert ended.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { BookingRowsValues } from '../../server/modules/booking/repository/booking-insert';
import { pgErrorCode, type Database } from '../../server/platform/db/connection';

export const start = new Date(Date.UTC(2031, 0, 10, 18));
export const booking = (tableNumber: string, overrides: Partial<BookingRowsValues> = {}): BookingRowsValues => ({
  restaurantId: 'demo',
  specialId: null,
  areaGroupId: null,
  customerName: `Batch ${tableNumber}`,
  customerPhone: '+49 151 1000000',
  // One guest each: a guest's second booking of a time is refused (reservations_no_duplicate_guest).
  customerEmail: `batch-${tableNumber}-${randomUUID()}@example.test`,
  level: 'Batch level',
  partySize: 2,
  startTime: start,
  endTime: new Date(start.getTime() + 2 * 3_600_000),
  note: null,
  referralCode: null,
  referredAt: null,
  language: 'de',
  source: 'online',
  platform: 'mobile',
  createdAt: new Date(Math.floor(Date.now() / 60_000) * 60_000),
  updatedAt: new Date(),
  rows: [{ id: randomUUID(), tableNumber, token: randomUUID() }],
  ...overrides,
});

/** The outbox rows of these reservations' emails, in order of reservation id. */
export function outboxReader(db: Database) {
  return async function outboxRowsFor(ids: string[]): Promise<{ reservation_id: string; kind: string; language: string | null }[]> {
    const result = (await db.execute(
      sql`select reservation_id, kind, language from email_outbox where restaurant_id = 'demo' and reservation_id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) order by reservation_id`,
    )) as unknown as { rows: { reservation_id: string; kind: string; language: string | null }[] };
    return result.rows;
  };
}

/** 'written', or the PostgreSQL error code the insert failed with. */
export const outcome = (promise: Promise<unknown>) =>
  promise.then(
    () => 'written',
    (error: unknown) => pgErrorCode(error) ?? String(error),
  );
