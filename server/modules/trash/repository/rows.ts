// What the trash's raw statements give back, read the same way on PGlite and PostgreSQL.
import type { SQL } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/connection';

export async function rowsOf<T>(q: Queryable, statement: SQL): Promise<T[]> {
  const result = await q.execute(statement);
  return (result as unknown as { rows: T[] }).rows;
}

/** An instant from either driver (a Date, or the text PostgreSQL sent) as the wire's ISO string. */
export const isoOf = (value: Date | string): string => new Date(value).toISOString();

/** What to call a user: their display name, else email, else username (a deleted-by or purged-by person). */
export const userName = (alias: string) =>
  `coalesce(nullif(${alias}.public_information->>'displayName', ''), ${alias}.email, ${alias}.username)`;
