// One reconciliation of a restaurant's commission ledger at a time, across every API process.
import { sql } from 'drizzle-orm';
import type { Transaction } from '../../../platform/db/connection';

/** Held until the transaction ends. */
export async function lockProgramme(tx: Transaction, restaurantId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`affiliates:${restaurantId}`}))`);
}
