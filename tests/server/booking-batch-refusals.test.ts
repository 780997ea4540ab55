// Group commit of online bookings (server/modules/booking/repository/group-commit.ts) when one booking of a batch is
// refused: with 23P01 when its table was taken (within the batch, or by an insert a moment before), or with its own
// error; the rest of the batch is written, each booking with its email's outbox row. Runs on PGlite and on PostgreSQL.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingWriter } from '../../server/modules/booking/repository/group-commit';
import type { BookingRowsValues } from '../../server/modules/booking/repository/booking-insert';
import { booking, outboxReader, outcome } from './booking-batch-kit';
import { fileServer } from './file-server';

const server = await fileServer();
const outboxRowsFor = outboxReader(server.database.db);

describe('bookings written together', () => {
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
    const [alone, ...behind] = values;
    const outcomes = [await outcome(writer.insert(alone as BookingRowsValues)), ...(await Promise.all(behind.map((value) => outcome(writer.insert(value)))))];
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
