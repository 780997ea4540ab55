import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/connection';

/** Sends the payloads on `channel` in one statement (PostgreSQL only; docs/decisions/006). */
export async function notifyAll(db: Database, channel: string, payloads: readonly string[]): Promise<void> {
  await db.execute(sql`select ${sql.join(payloads.map((payload) => sql`pg_notify(${channel}, ${payload})`), sql`, `)}`);
}
