// The guests' waitlist rows (spec §1): written when a guest joins, read by the staff's side.
import type { Database } from '../../../platform/db/connection';
import { waitlist } from '../../../platform/db/schema';

export type WaitlistRow = typeof waitlist.$inferSelect;
export type NewWaitlistRow = Omit<typeof waitlist.$inferInsert, 'id' | 'createdAt'>;

/** Adds the guest to the restaurant's waitlist; answers the row as stored. */
export async function insertWaitlistEntry(db: Database, values: NewWaitlistRow): Promise<WaitlistRow> {
  const [row] = await db.insert(waitlist).values(values).returning();
  return row as WaitlistRow;
}
