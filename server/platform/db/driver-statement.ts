// A statement run on the driver itself, with its values in order: for the booking's group insert
// (../../modules/booking/repository/group-commit.ts), whose SQL is written by hand for one JSON parameter. On PostgreSQL it is prepared
// once per connection under its name; PGlite (one connection, in process) runs the text.
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from './connection';

/** Runs `text` with `values`; the rows as the driver returns them (column names as written in the SQL). */
export async function runOnDriver(db: Database, name: string, text: string, values: unknown[]): Promise<Record<string, unknown>[]> {
  const client = driverOf(db);
  if (client instanceof pg.Pool) return (await client.query<Record<string, unknown>>({ name, text, values })).rows;
  return (await client.query<Record<string, unknown>>(text, values)).rows;
}

/** The driver under a drizzle database: both of drizzle's drivers keep it as `$client`, which the Database type omits. */
function driverOf(db: Database): pg.Pool | PGlite {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof pg.Pool || client instanceof PGlite) return client;
  throw new Error('runOnDriver: the database has neither a pg Pool nor a PGlite client');
}
