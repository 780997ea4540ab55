// The reservations rows a host command writes (../command-executor.ts), inside the change's transaction and always
// keyed by the restaurant.
import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../../platform/db/connection';
import { reservations } from '../../../platform/db/schema';
import type { ReservationRow } from '../../booking';

/** Writes the changed columns of one row; nothing when none changed. */
export async function updateRow(tx: Transaction, restaurantId: string, id: string, columns: Partial<ReservationRow>): Promise<void> {
  if (!Object.keys(columns).length) return;
  await tx
    .update(reservations)
    .set(columns)
    .where(and(eq(reservations.restaurantId, restaurantId), eq(reservations.id, id)));
}

export async function insertReservations(tx: Transaction, rows: (typeof reservations.$inferInsert)[]): Promise<void> {
  await tx.insert(reservations).values(rows);
}
