// A statement written with drizzle and run on the driver itself, its values passed in order. For the booking's group
// insert (../services/booking-batch.ts): executing a prepared drizzle statement looks every value up by its
// placeholder's name and maps it (hundreds of values for a batch of bookings), and under a burst of bookings that cost
// the API more than the database took to run the statement. drizzle still writes the SQL and encodes every value with
// its column's encoder, so the text and the values are exactly what drizzle would have sent.
import { PGlite } from '@electric-sql/pglite';
import { is, Param, Placeholder } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from './connection';

/** How one placeholder's value is read from the statement's input. */
export type ValueReader<Input> = (input: Input) => unknown;

export interface DriverStatement<Input> {
  /** Runs the statement; the rows as the driver returns them (column names as written in the SQL). */
  run(db: Database, input: Input): Promise<Record<string, unknown>[]>;
}

/**
 * Compiles `query` (a drizzle builder's `toSQL()`) once: `readerOf` says, for each placeholder's name, how its value is
 * read from the input. On PostgreSQL the statement is prepared once per connection under `name`.
 */
export function driverStatement<Input>(
  name: string,
  query: { sql: string; params: unknown[] },
  readerOf: (placeholder: string) => ValueReader<Input>,
): DriverStatement<Input> {
  const readers: ValueReader<Input>[] = query.params.map((param) => {
    if (is(param, Placeholder)) return readerOf(param.name);
    if (is(param, Param) && is(param.value, Placeholder)) {
      const read = readerOf(param.value.name);
      const { encoder } = param;
      return (input: Input) => encoder.mapToDriverValue(read(input));
    }
    return () => param;
  });
  const text = query.sql;
  return {
    async run(db, input) {
      const values = readers.map((read) => read(input));
      const client = driverOf(db);
      if (client instanceof pg.Pool) return (await client.query<Record<string, unknown>>({ name, text, values })).rows;
      return (await client.query<Record<string, unknown>>(text, values)).rows;
    },
  };
}

/** The driver under a drizzle database: both of drizzle's drivers keep it as `$client`, which the Database type omits. */
function driverOf(db: Database): pg.Pool | PGlite {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof pg.Pool || client instanceof PGlite) return client;
  throw new Error('driverStatement: the database has neither a pg Pool nor a PGlite client');
}
