import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/connection';

/** Resolves when the database answers a trivial statement, rejects when it cannot. */
export async function databaseAnswers(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
