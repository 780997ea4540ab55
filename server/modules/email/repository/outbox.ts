// The email outbox's statements (docs/decisions/007): claiming due rows under a lease, renewing it, recording what was
// sent or failed, handing unsent rows back and pruning. The worker (../outbox.ts) decides when; these say how.
import { and, asc, eq, getTableColumns, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../platform/db/connection';
import type { ReservationRow } from '../../../platform/db/rows';
import { emailOutbox, reservations, vouchers, waitlist } from '../../../platform/db/schema';

export type OutboxRow = typeof emailOutbox.$inferSelect;
/** A row as claimed: with its position in the table, where the claim's lock kept it (`markSent` finds it there). */
export type ClaimedRow = OutboxRow & { tid: string };

const keyOf = (restaurantId: string, id: string) => `${restaurantId}\u0000${id}`;
const leaseEnd = (leaseMs: number) => sql`now() + (${leaseMs}::integer * interval '1 millisecond')`;

export type OutboxRepository = ReturnType<typeof outboxRepository>;

export function outboxRepository(db: Database, leaseMs: number) {
  /**
   * Claims up to `limit` due rows (optionally only those matching `only`) and leases them to this worker. Across
   * restaurants on purpose: the worker serves the whole database, and addresses each row by its restaurant from here on.
   * The rows are addressed by their physical position (ctid), which the lock keeps still until the lease is written:
   * a queue's statistics are rarely current (it fills and empties between two analyzes), and joining back by key then
   * scanned the whole restaurant's outbox for every batch.
   */
  function claim(limit: number, only?: SQL): Promise<ClaimedRow[]> {
    const due = db
      .select({ tid: sql`ctid` })
      .from(emailOutbox)
      .where(and(lte(emailOutbox.nextAttemptAt, sql`now()`), only))
      .orderBy(asc(emailOutbox.nextAttemptAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    return db
      .update(emailOutbox)
      .set({ attempts: sql`${emailOutbox.attempts} + 1`, nextAttemptAt: leaseEnd(leaseMs) })
      .where(sql`ctid = any(array(${due}))`)
      .returning({ ...getTableColumns(emailOutbox), tid: sql<string>`ctid::text` });
  }

  /** Claims the due rows of one reservation's emails. */
  const claimFor = (limit: number, restaurantId: string, reservationId: string) =>
    claim(limit, and(eq(emailOutbox.restaurantId, restaurantId), eq(emailOutbox.reservationId, reservationId)));

  /**
   * Extends the lease of the rows this process still holds, found where the claim (or the last renewal) left them: a
   * row recorded since, or claimed anew by another process after its lease lapsed, has moved and is left alone. Keeps
   * each row's new position for the statements that follow.
   */
  async function renewLease(rows: ClaimedRow[]): Promise<void> {
    if (rows.length === 0) return;
    const tids = sql.join(rows.map((row) => sql`${row.tid}::tid`), sql`, `);
    const ids = sql.join(rows.map((row) => sql`${row.id}`), sql`, `);
    const renewed = await db
      .update(emailOutbox)
      .set({ nextAttemptAt: leaseEnd(leaseMs) })
      .where(sql`ctid in (${tids}) and ${emailOutbox.id} in (${ids}) and ${emailOutbox.sentAt} is null`)
      .returning({ restaurantId: emailOutbox.restaurantId, id: emailOutbox.id, tid: sql<string>`ctid::text` });
    const moved = new Map(renewed.map((row) => [keyOf(row.restaurantId, row.id), row.tid]));
    for (const row of rows) row.tid = moved.get(keyOf(row.restaurantId, row.id)) ?? row.tid;
  }

  /**
   * Sent: the rows and their reservations' notified_at (for a waitlist email, the entry's too; for a voucher's
   * recipient, the voucher's delivered_at) in one statement for
   * a group of emails sent one after another (../outbox-batch.ts deliverBatch), not one write per email. Found by the position
   * the claim left them at (a lease that ran out and was claimed anew moved the row: then that claim records it) and
   * guarded by id and sent_at, so a late second sender changes nothing. Answers the waitlist entries stamped.
   */
  async function markSent(rows: ClaimedRow[]): Promise<{ restaurant_id: string; id: string }[]> {
    if (rows.length === 0) return [];
    const tids = sql.join(rows.map((row) => sql`${row.tid}::tid`), sql`, `);
    const claimedIds = sql.join(rows.map((row) => sql`${row.id}`), sql`, `);
    const result = await db.execute(sql`with sent as (
        update ${emailOutbox} set sent_at = now(), next_attempt_at = null, last_error = null
         where ctid in (${tids}) and ${emailOutbox.id} in (${claimedIds}) and ${emailOutbox.sentAt} is null
        returning restaurant_id, reservation_id, voucher_id, kind),
      stamped as (
        update ${reservations} set notified_at = now() from sent
         where ${reservations.restaurantId} = sent.restaurant_id and ${reservations.id} = sent.reservation_id),
      delivered as (
        update ${vouchers} set delivered_at = now() from sent
         where sent.kind = 'voucher-recipient' and ${vouchers.restaurantId} = sent.restaurant_id and ${vouchers.id} = sent.voucher_id)
      update ${waitlist} set notified_at = now() from sent
       where sent.kind = 'waitlist' and ${waitlist.restaurantId} = sent.restaurant_id and ${waitlist.reservationId} = sent.reservation_id
      returning ${waitlist.restaurantId} as restaurant_id, ${waitlist.id} as id`);
    // Both drivers answer a raw statement with `{ rows }`; the database type cannot say which.
    return (result as unknown as { rows: { restaurant_id: string; id: string }[] }).rows;
  }

  /** Not sent: due again after `retryInMs`, or given up (null), keeping the error. */
  async function markFailed(row: OutboxRow, message: string, retryInMs: number | null): Promise<void> {
    await db
      .update(emailOutbox)
      .set({ lastError: message, nextAttemptAt: retryInMs === null ? null : sql`now() + (${retryInMs}::integer * interval '1 millisecond')` })
      .where(and(eq(emailOutbox.restaurantId, row.restaurantId), eq(emailOutbox.id, row.id), sql`${emailOutbox.sentAt} is null`));
  }

  /** Due now with the claim not counted, only while the claim is still this one (attempts unchanged). */
  async function handBack(row: OutboxRow): Promise<void> {
    await db
      .update(emailOutbox)
      .set({ attempts: sql`${emailOutbox.attempts} - 1`, nextAttemptAt: sql`now()` })
      .where(and(eq(emailOutbox.restaurantId, row.restaurantId), eq(emailOutbox.id, row.id), eq(emailOutbox.attempts, row.attempts), sql`${emailOutbox.sentAt} is null`));
  }

  /** Deletes sent rows (and given-up ones) older than `retentionMs`. */
  async function prune(retentionMs: number): Promise<void> {
    const before = sql`now() - (${retentionMs}::bigint * interval '1 millisecond')`;
    await db
      .delete(emailOutbox)
      .where(sql`(${emailOutbox.sentAt} < ${before}) or (${emailOutbox.sentAt} is null and ${emailOutbox.nextAttemptAt} is null and ${emailOutbox.createdAt} < ${before})`);
  }

  /** The restaurant's reservations the emails are about. */
  const reservationsOf = async (restaurantId: string, ids: string[]): Promise<ReservationRow[]> =>
    ids.length === 0 ? [] : db.select().from(reservations).where(and(eq(reservations.restaurantId, restaurantId), inArray(reservations.id, ids)));

  return { claim, claimFor, renewLease, markSent, markFailed, handBack, prune, reservationsOf };
}
