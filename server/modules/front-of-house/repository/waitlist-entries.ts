// The waitlist rows staff read and change (../waitlist-staff.ts), and what a conversion writes beside its reservation:
// the guest's email in the outbox (docs/decisions/007) and the reservation read back.
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../../platform/db/connection';
import { emailOutbox, reservations, waitlist } from '../../../platform/db/schema';
import type { ReservationRow } from '../../booking';

export type WaitlistRow = typeof waitlist.$inferSelect;
type WaitlistQuery = { day?: string | undefined; level?: string | undefined; partySize?: number | undefined; limit: number; skip: number };

const byId = (restaurantId: string, id: string) => and(eq(waitlist.restaurantId, restaurantId), eq(waitlist.id, id));

/** Entries not yet turned into reservations, oldest first, and how many match in all. */
export async function waitlistPage(db: Database, restaurantId: string, query: WaitlistQuery): Promise<{ rows: WaitlistRow[]; total: number }> {
  const where = and(
    eq(waitlist.restaurantId, restaurantId),
    isNull(waitlist.reservationId),
    query.day === undefined ? undefined : eq(waitlist.day, query.day),
    query.level === undefined ? undefined : sql`(${waitlist.level} = ${query.level} or ${waitlist.level} is null)`,
    query.partySize === undefined ? undefined : eq(waitlist.partySize, query.partySize),
  );
  const [rows, [total]] = await Promise.all([
    db.select().from(waitlist).where(where).orderBy(asc(waitlist.day), asc(waitlist.createdAt), asc(waitlist.id)).limit(query.limit).offset(query.skip),
    db.select({ n: count() }).from(waitlist).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The entry, locked for the rest of the transaction; undefined when the restaurant has none of that id. */
export async function lockWaitlistEntry(tx: Transaction, restaurantId: string, id: string): Promise<WaitlistRow | undefined> {
  const [row] = await tx.select().from(waitlist).where(byId(restaurantId, id)).for('update');
  return row;
}

export async function updateWaitlistEntry(tx: Transaction, restaurantId: string, id: string, values: Partial<typeof waitlist.$inferInsert>): Promise<WaitlistRow> {
  const [row] = await tx.update(waitlist).set(values).where(byId(restaurantId, id)).returning();
  return row as WaitlistRow;
}

export async function deleteWaitlistEntry(tx: Transaction, restaurantId: string, id: string): Promise<WaitlistRow | undefined> {
  const [row] = await tx.delete(waitlist).where(byId(restaurantId, id)).returning();
  return row;
}

export async function queueGuestEmail(tx: Transaction, entry: typeof emailOutbox.$inferInsert): Promise<void> {
  await tx.insert(emailOutbox).values(entry);
}

export async function reservationById(tx: Transaction, restaurantId: string, id: string): Promise<ReservationRow> {
  const [reservation] = await tx.select().from(reservations).where(and(eq(reservations.restaurantId, restaurantId), eq(reservations.id, id)));
  return reservation as ReservationRow;
}
