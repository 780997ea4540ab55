// The blockers table (spec §3 Blocker), read and written for ../blockers.ts: every write takes the restaurant in its
// key, and the reads that precede an edit or a delete lock the row.
import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { Database, Transaction } from '../../../platform/db/connection';
import { blockers } from '../../../platform/db/schema';
import type { BlockerRow } from './reservation-book';

type NewBlockerRow = typeof blockers.$inferInsert;

/** The restaurant's blockers overlapping [start, end), by start then id. */
export function blockersOverlapping(db: Database, restaurantId: string, window: { start: Date; end: Date }): Promise<BlockerRow[]> {
  return db
    .select()
    .from(blockers)
    .where(and(eq(blockers.restaurantId, restaurantId), lt(blockers.start, window.end), gt(blockers.end, window.start)))
    .orderBy(asc(blockers.start), asc(blockers.id));
}

export async function insertBlocker(tx: Transaction, row: NewBlockerRow): Promise<BlockerRow> {
  const [inserted] = await tx.insert(blockers).values(row).returning();
  return inserted as BlockerRow;
}

/** The blocker, locked for the rest of the transaction; undefined when the restaurant has none of that id. */
export async function lockBlocker(tx: Transaction, restaurantId: string, id: string): Promise<BlockerRow | undefined> {
  const [current] = await tx.select().from(blockers).where(and(eq(blockers.restaurantId, restaurantId), eq(blockers.id, id))).for('update');
  return current;
}

export async function updateBlocker(tx: Transaction, restaurantId: string, id: string, values: Partial<NewBlockerRow>): Promise<BlockerRow> {
  const [row] = await tx
    .update(blockers)
    .set(values)
    .where(and(eq(blockers.restaurantId, restaurantId), eq(blockers.id, id)))
    .returning();
  return row as BlockerRow;
}

export async function deleteBlocker(tx: Transaction, restaurantId: string, id: string): Promise<BlockerRow> {
  const [row] = await tx.delete(blockers).where(and(eq(blockers.restaurantId, restaurantId), eq(blockers.id, id))).returning();
  return row as BlockerRow;
}
