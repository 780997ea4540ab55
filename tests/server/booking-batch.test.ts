// Group commit of online bookings (server/modules/booking/repository/group-commit.ts): bookings that arrive while an
// insert runs go in together, and a batch answers each booking as a lone insert would: written with its email's outbox
// row, every field as sent. A batch in which a booking is refused: ./booking-batch-refusals.test.ts. Runs on PGlite
// and on PostgreSQL.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingWriter } from '../../server/modules/booking/repository/group-commit';
import { reservations } from '../../server/platform/db/schema';
import type { BookedRow, BookingRowsValues } from '../../server/modules/booking/repository/booking-insert';
import { booking, outboxReader, outcome, start } from './booking-batch-kit';
import { fileServer } from './file-server';

const server = await fileServer();
const outboxRowsFor = outboxReader(server.database.db);

describe('bookings written together', () => {
  it('a burst goes in as one batch: every booking is written with its outbox row', async () => {
    const writer = bookingWriter(server.database.db, { maxInFlight: 1 });
    const values = Array.from({ length: 12 }, (_, i) => booking(`A${i}`));
    // The first arrives on its own and goes in alone; the eleven behind it arrive in one turn and go in together.
    const [alone, ...burst] = values;
    const written = [await writer.insert(alone as BookingRowsValues), ...(await Promise.all(burst.map((value) => writer.insert(value))))];
    expect([writer.alone, writer.batches]).toEqual([1, 1]);
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
      source: 'affiliate' as const,
      platform: 'mobile' as const,
      areaGroupId: 'group-1',
      specialId: null,
      startTime: new Date(Date.UTC(2031, 0, 11, 17, 30, 15, 123)),
      endTime: new Date(Date.UTC(2031, 0, 11, 19, 30)),
      createdAt: new Date(Date.UTC(2030, 11, 31, 23, 59)),
      updatedAt: new Date(Date.UTC(2030, 11, 31, 23, 59, 58, 7)),
    };
    // The first goes in alone (./booking-insert.ts), the three behind it as one batch.
    const values = ['F0', 'F1', 'F2', 'F3'].map((table) => booking(table, { ...shared, customerEmail: `zoe.obrien+${table}@example.test` }));
    const [alone, ...burst] = values;
    await writer.insert(alone as BookingRowsValues);
    await Promise.all(burst.map((value) => writer.insert(value)));
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

  it('with nothing in flight and two inserts allowed at once, a burst read in one turn goes in as one statement', async () => {
    const writer = bookingWriter(server.database.db, { maxInFlight: 2 });
    const values = Array.from({ length: 8 }, (_, i) => booking(`E${i}`));
    const outcomes = await Promise.all(values.map((value) => outcome(writer.insert(value))));
    expect(outcomes).toEqual(values.map(() => 'written'));
    // Neither the first took the free slot alone nor the second the other: the rows of one statement share its
    // transaction (xmin), one transaction for the eight.
    expect(writer.alone).toBe(0);
    expect(writer.batches).toBe(1);
    const ids = values.map((value) => value.rows[0]?.id as string);
    const transactions = (await server.database.db.execute(
      sql`select count(distinct xmin::text)::int as n from reservations where restaurant_id = 'demo' and id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`,
    )) as unknown as { rows: { n: number }[] };
    expect(transactions.rows[0]?.n).toBe(1);
  });

});
