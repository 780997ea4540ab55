// The database's last word on double bookings (reservations_no_overlap, docs/decisions/002), on PGlite and PostgreSQL:
// what it refuses and what it lets through, row by row, whatever wrote the row. Migration 0009 rebuilt its index
// around a hash of the table and 0010 put the time range right after it; these cases hold it to the same rule as before.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgErrorCode } from '../../server/platform/db/connection';
import { createTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const hour = 3_600_000;
const base = Date.UTC(2032, 2, 3, 17);

interface Row {
  restaurantId?: string;
  level?: string;
  table: string;
  from: number;
  to: number;
  leftAt?: number;
  extendedTo?: number;
  allowOverlap?: boolean;
  deleted?: boolean;
}

/** Inserts one reservation row as staff or a booking would; resolves 'written' or the PostgreSQL error code. */
async function insert(row: Row): Promise<string> {
  const start = new Date(base + row.from * hour).toISOString();
  const end = new Date(base + row.to * hour).toISOString();
  const at = (hours: number | undefined) => (hours === undefined ? null : new Date(base + hours * hour).toISOString());
  try {
    await server.database.db.execute(sql`
      insert into reservations (restaurant_id, id, token, customer_name, customer_phone, customer_email, level, table_number, party_size,
                                start_time, end_time, original_start_time, original_end_time, left_at, extended_to, allow_overlap, deleted_at, source)
      values (${row.restaurantId ?? 'demo'}, ${randomUUID()}, ${randomUUID()}, 'Overlap test', '+49 30 1234567', 'overlap@example.test',
              ${row.level ?? 'Overlap level'}, ${row.table}, 2, ${start}, ${end}, ${start}, ${end}, ${at(row.leftAt)}, ${at(row.extendedTo)},
              ${row.allowOverlap ?? false}, ${row.deleted ? start : null}, 'staff')`);
    return 'written';
  } catch (error) {
    return pgErrorCode(error) ?? String(error);
  }
}

describe('reservations_no_overlap', () => {
  it('refuses a second reservation of the same table at an overlapping time, and only that', async () => {
    expect(await insert({ table: 'N1', from: 0, to: 2 })).toBe('written');
    expect(await insert({ table: 'N1', from: 1, to: 3 })).toBe('23P01');
    expect(await insert({ table: 'N1', from: -1, to: 0.5 })).toBe('23P01');
    // Back to back: half-open ranges touch without overlapping.
    expect(await insert({ table: 'N1', from: 2, to: 4 })).toBe('written');
    expect(await insert({ table: 'N1', from: -2, to: 0 })).toBe('written');
    // The same time on another table, on the same table number in another area, or in another restaurant.
    expect(await insert({ table: 'N2', from: 0, to: 2 })).toBe('written');
    expect(await insert({ table: 'N1', level: 'Other level', from: 0, to: 2 })).toBe('written');
    expect(await insert({ table: 'N1', restaurantId: 'demo2', from: 0, to: 2 })).toBe('written');
    // An area and table whose names, run together, spell those of a taken table's are another table.
    expect(await insert({ table: '1', level: 'Overlap levelN', from: 0, to: 2 })).toBe('written');
  });

  it('reads a reservation to its effective end: left early frees the table, extended keeps it', async () => {
    expect(await insert({ table: 'E1', from: 0, to: 3, leftAt: 1 })).toBe('written');
    expect(await insert({ table: 'E1', from: 1, to: 2 })).toBe('written');
    expect(await insert({ table: 'E2', from: 0, to: 2, extendedTo: 3 })).toBe('written');
    expect(await insert({ table: 'E2', from: 2.5, to: 4 })).toBe('23P01');
  });

  it('leaves deleted reservations and staff overrides out', async () => {
    expect(await insert({ table: 'D1', from: 0, to: 2, deleted: true })).toBe('written');
    expect(await insert({ table: 'D1', from: 0, to: 2 })).toBe('written');
    expect(await insert({ table: 'D1', from: 1, to: 3, allowOverlap: true })).toBe('written');
    expect(await insert({ table: 'D1', from: 1, to: 3 })).toBe('23P01');
  });
});
