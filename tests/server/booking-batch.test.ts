// Group commit of online bookings (server/modules/booking/repository/group-commit.ts): bookings that arrive while an insert runs go in
// together, and a batch answers each booking as a lone insert would: written with its email's outbox row, or refused
// with 23P01 when its table was taken, or its own error. Runs on PGlite and on PostgreSQL.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgErrorCode } from '../../server/platform/db/connection';
import { bookingWriter } from '../../server/modules/booking/repository/group-commit';
import { reservations } from '../../server/platform/db/schema';
import type { BookedRow, BookingRowsValues } from '../../server/modules/booking/repository/booking-insert';
import { createTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const start = new Date(Date.UTC(2031, 0, 10, 18));
const booking = (tableNumber: string, overrides: Partial<BookingRowsValues> = {}): BookingRowsValues => ({
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
  language: 'de',
  createdAt: new Date(Math.floor(Date.now() / 60_000) * 60_000),
  updatedAt: new Date(),
  rows: [{ id: randomUUID(), tableNumber, token: randomUUID() }],
  ...overrides,
});

async function outboxRowsFor(ids: string[]): Promise<{ reservation_id: string; kind: string; language: string | null }[]> {
  const result = (await server.database.db.execute(
    sql`select reservation_id, kind, language from email_outbox where restaurant_id = 'demo' and reservation_id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) order by reservation_id`,
  )) as unknown as { rows: { reservation_id: string; kind: string; language: string | null }[] };
  return result.rows;
}

const outcome = (promise: Promise<unknown>) =>
  promise.then(
    () => 'written',
    (error: unknown) => pgErrorCode(error) ?? String(error),
  );

describe('bookings written together', () => {
  it('a burst goes in as one batch: every booking is written with its outbox row', async () => {
    const writer = bookingWriter(server.database.db, { maxInFlight: 1 });
    const values = Array.from({ length: 12 }, (_, i) => booking(`A${i}`));
    const written = await Promise.all(values.map((value) => writer.insert(value)));
    // The first went in alone; the eleven that arrived meanwhile waited for it and went in together.
    expect(writer.batches).toBe(1);
    expect(written.map((rows) => rows.map((row) => [row.id, row.tableNumber, row.deletedAt]))).toEqual(
      values.map((value) => [[value.rows[0]?.id, value.rows[0]?.tableNumber, null]]),
    );
    // A booking answers from what it wrote: every column it answers is what the database now holds, for the lone
    // insert and the batched ones alike (dates as dates: the kept reads use them at once).
    expect(written[5]?.[0]?.startTime).toEqual(start);
    for (const [answered] of [written[0], written[5]] as [BookedRow][]) {
      const [stored] = await server.database.db.select().from(reservations).where(eq(reservations.id, answered.id));
      expect(stored && Object.fromEntries(Object.keys(answered).map((key) => [key, stored[key as keyof typeof stored]]))).toEqual(answered);
      expect(stored?.checkedIn).toBe(false);
    }
    const ids = values.map((value) => value.rows[0]?.id as string);
    expect(await outboxRowsFor(ids)).toEqual([...ids].sort().map((id) => ({ reservation_id: id, kind: 'confirmation', language: 'de' })));
  });

  it('a batch stores every field as a lone insert does, whatever the text (quotes, accents, emoji, line breaks)', async () => {
    const writer = bookingWriter(server.database.db, { maxInFlight: 1 });
    const shared = {
      customerName: `Zoë O'Brien "Zee" \\ 李`,
      customerPhone: '+34 600 123 456',
      partySize: 5,
      note: 'Birthday 🎂\nhigh chair, please; {"json": true} -- not SQL',
      referralCode: 'ref-ñ',
      language: null,
      areaGroupId: 'group-1',
      specialId: null,
      startTime: new Date(Date.UTC(2031, 0, 11, 17, 30, 15, 123)),
      endTime: new Date(Date.UTC(2031, 0, 11, 19, 30)),
      createdAt: new Date(Date.UTC(2030, 11, 31, 23, 59)),
      updatedAt: new Date(Date.UTC(2030, 11, 31, 23, 59, 58, 7)),
    };
    // The first goes in alone (./booking-insert.ts), the three behind it as one batch.
    const values = ['F0', 'F1', 'F2', 'F3'].map((table) => booking(table, { ...shared, customerEmail: `zoe.obrien+${table}@example.test` }));
    await Promise.all(values.map((value) => writer.insert(value)));
    expect(writer.batches).toBe(1);
    expect(writer.alone).toBe(1);
    const ids = values.map((value) => value.rows[0]?.id as string);
    const stored = await server.database.db.select().from(reservations).where(sql`${reservations.restaurantId} = 'demo' and ${reservations.id} in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
    expect(stored).toHaveLength(4);
    const byId = new Map(stored.map((row) => [row.id, row]));
    const comparable = (id: string) => {
      const { id: _id, token: _token, tableNumber: _table, customerEmail: _email, ...rest } = byId.get(id) as typeof reservations.$inferSelect;
      return rest;
    };
    const lone = comparable(ids[0] as string);
    expect(lone).toMatchObject({ ...shared, originalStartTime: shared.startTime, originalEndTime: shared.endTime, linkedReservationId: null, deletedAt: null, guestBooking: true });
    for (const id of ids.slice(1)) expect(comparable(id)).toEqual(lone);
    values.forEach((value) => {
      const row = byId.get(value.rows[0]?.id as string);
      expect([row?.token, row?.tableNumber, row?.customerEmail]).toEqual([value.rows[0]?.token, value.rows[0]?.tableNumber, value.customerEmail]);
    });
    expect((await outboxRowsFor(ids)).map((row) => [row.reservation_id, row.kind, row.language])).toEqual([...ids].sort().map((id) => [id, 'confirmation', null]));
  });

  it('with two inserts allowed at once, a burst read in one turn still goes in as one batch behind the first', async () => {
    const writer = bookingWriter(server.database.db, { maxInFlight: 2 });
    const values = Array.from({ length: 8 }, (_, i) => booking(`E${i}`));
    const outcomes = await Promise.all(values.map((value) => outcome(writer.insert(value))));
    expect(outcomes).toEqual(values.map(() => 'written'));
    // The first found nothing in flight and went in at once; the second did not take the free slot alone. The rows
    // of one statement share its transaction (xmin): two transactions, not three.
    expect(writer.alone).toBe(1);
    expect(writer.batches).toBe(1);
    const ids = values.map((value) => value.rows[0]?.id as string);
    const transactions = (await server.database.db.execute(
      sql`select count(distinct xmin::text)::int as n from reservations where restaurant_id = 'demo' and id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`,
    )) as unknown as { rows: { n: number }[] };
    expect(transactions.rows[0]?.n).toBe(2);
  });

  it('two bookings of a batch that want the same table: one is written, the other refused as a lone insert would be', async () => {
    const writer = bookingWriter(server.database.db, { maxInFlight: 1 });
    const first = booking('B0');
    const rivals = [booking('B1'), booking('B1', { customerName: 'Rival' }), booking('B2')];
    const outcomes = await Promise.all([first, ...rivals].map((value) => outcome(writer.insert(value))));
    expect(writer.batches).toBe(1);
    expect(outcomes).toEqual(['written', 'written', '23P01', 'written']);
    // The refused booking left nothing behind: no reservation, no email.
    const refused = rivals[1]?.rows[0]?.id as string;
    expect(await outboxRowsFor([refused])).toEqual([]);
    const rows = (await server.database.db.execute(sql`select count(*)::int as n from reservations where id = ${refused}`)) as unknown as { rows: { n: number }[] };
    expect(rows.rows[0]?.n).toBe(0);
  });

  it('a booking failing for another reason fails alone: the rest of its batch is written', async () => {
    const writer = bookingWriter(server.database.db, { maxInFlight: 1 });
    const values = [booking('C0'), booking('C1'), booking('C2', { restaurantId: 'no-such-restaurant' }), booking('C3')];
    const outcomes = await Promise.all(values.map((value) => outcome(writer.insert(value))));
    // 23503: the reservation's restaurant does not exist.
    expect(outcomes).toEqual(['written', 'written', '23503', 'written']);
    const ids = [values[1], values[3]].map((value) => value?.rows[0]?.id as string);
    expect((await outboxRowsFor(ids)).map((row) => row.reservation_id)).toEqual([...ids].sort());
  });

  it('a batch whose JSON PostgreSQL refuses (a lone surrogate in a name) is written booking by booking', async () => {
    const writer = bookingWriter(server.database.db, { maxInFlight: 1 });
    const values = [booking('S0'), booking('S1'), booking('S2', { customerName: 'Broken \ud800 name' }), booking('S3')];
    const outcomes = await Promise.all(values.map((value) => outcome(writer.insert(value))));
    expect(outcomes).toEqual(['written', 'written', 'written', 'written']);
    const ids = values.map((value) => value.rows[0]?.id as string);
    expect((await outboxRowsFor(ids)).map((row) => row.reservation_id)).toEqual([...ids].sort());
  });

  it('a batch with a table taken before it (a read from a moment ago) is written again without that booking', async () => {
    const writer = bookingWriter(server.database.db, { maxInFlight: 1 });
    // D0 goes in alone; the three behind it were assigned before it committed, one of them to D0's table.
    const values = [booking('D0'), booking('D0', { customerName: 'Late' }), booking('D1'), booking('D2')];
    const outcomes = await Promise.all(values.map((value) => outcome(writer.insert(value))));
    expect(outcomes).toEqual(['written', '23P01', 'written', 'written']);
    expect(writer.batches).toBe(1);
    // The first attempt of the batch left nothing behind: each written booking is there once with its one email.
    const ids = values.map((value) => value.rows[0]?.id as string);
    const stored = (await server.database.db.execute(
      sql`select id from reservations where restaurant_id = 'demo' and id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) order by id`,
    )) as unknown as { rows: { id: string }[] };
    const written = [ids[0], ids[2], ids[3]] as string[];
    expect(stored.rows.map((row) => row.id)).toEqual([...written].sort());
    expect((await outboxRowsFor(ids)).map((row) => row.reservation_id)).toEqual([...written].sort());
  });
});
