// Issue 4 "never a double booking": 100 guests ask for the last table that fits at the same moment. Exactly one gets
// it, the others are told the slot is gone, and the database holds no two overlapping live rows on a table. The file
// runs in both server projects, so this holds on PGlite and on PostgreSQL.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDateOf, toInstant } from '../../core/time';
import { createTestServer, type TestServer } from '../support/test-server';

const zone = 'Europe/Berlin';
const tomorrow = addDays(localDateOf(new Date(), zone), 1);
const slot = { startTime: toInstant(tomorrow, 18 * 60, zone).toISOString(), endTime: toInstant(tomorrow, 20 * 60, zone).toISOString() };
const bookingFor = (name: string) => ({
  customer: { name, phone: '+49 151 1000000', email: `race-${randomUUID()}@example.test` },
  partySize: 4,
  ...slot,
  level: 'Main',
  language: 'en',
});

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

/** Pairs of live rows on the same table whose effective periods overlap (the exclusion constraint's own rule). */
async function overlappingPairs(): Promise<unknown[]> {
  const result = (await server.database.db.execute(sql`
    select a.id as a, b.id as b, a.restaurant_id, a.level, a.table_number
    from reservations a
    join reservations b
      on a.restaurant_id = b.restaurant_id and a.level = b.level and a.table_number = b.table_number and a.id < b.id
    where a.deleted_at is null and b.deleted_at is null
      and tstzrange(a.start_time, greatest(a.start_time, coalesce(a.left_at, a.extended_to, a.end_time)), '[)')
       && tstzrange(b.start_time, greatest(b.start_time, coalesce(b.left_at, b.extended_to, b.end_time)), '[)')
  `)) as unknown as { rows: unknown[] };
  return result.rows;
}

describe('100 simultaneous requests for the last table', () => {
  it('give exactly one 201 and 99 × 409 slot_unavailable, and no overlapping rows', async () => {
    // demo2 has two four-tops (3, 4) and two two-tops; take one four-top first, so one table fits a party of four.
    const first = await server.call({ method: 'POST', url: '/api/reservations/request', restaurant: 'demo2', payload: bookingFor('First') });
    expect(first.statusCode, first.body).toBe(201);
    const firstTable = first.json().reservation.tables[0] as string;
    expect(['3', '4']).toContain(firstTable);
    const lastTable = firstTable === '3' ? '4' : '3';

    const replies = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        server.call({ method: 'POST', url: '/api/reservations/request', restaurant: 'demo2', payload: bookingFor(`Racer ${i}`) }),
      ),
    );
    const statuses = replies.map((reply) => reply.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    const losers = replies.filter((reply) => reply.statusCode !== 201);
    expect(losers.map((reply) => [reply.statusCode, reply.json().error])).toEqual(Array.from({ length: 99 }, () => [409, 'slot_unavailable']));
    const winner = replies.find((reply) => reply.statusCode === 201);
    expect(winner?.json().reservation.tables).toEqual([lastTable]);

    expect(await overlappingPairs()).toEqual([]);
    const live = (await server.database.db.execute(sql`
      select table_number from reservations
      where restaurant_id = 'demo2' and deleted_at is null and start_time = ${slot.startTime}::timestamptz
      order by table_number
    `)) as unknown as { rows: { table_number: string }[] };
    expect(live.rows.map((row) => row.table_number)).toEqual(['3', '4']);

    // The offer agrees: a party of four is no longer offered at 18:00, two still are.
    const availability = await server.call({ method: 'GET', url: '/api/reservations/availability', restaurant: 'demo2', query: { date: tomorrow } });
    expect(availability.json().availability[tomorrow].Main['1080-1200']).toEqual([1, 2]);
  });
});
