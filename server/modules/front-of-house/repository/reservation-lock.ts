// The lock every command on a booking takes first (../command-executor.ts): host actions, edits and moves read the
// booking's rows after locking them, so the plan sees what no concurrent change can alter under it.
import { eq, or, sql } from 'drizzle-orm';
import { AppError } from '../../../../core/errors';
import type { Transaction } from '../../../platform/db/connection';
import { reservations } from '../../../platform/db/schema';
import { restaurantReservations, type ReservationRow } from '../../booking';

/**
 * Locks the booking a reservation id belongs to (the row and its linked rows) and returns its rows, in one statement:
 * the row itself, its primary, and every row linked to that primary.
 */
export async function lockBooking(tx: Transaction, restaurantId: string, id: string): Promise<{ target: ReservationRow; rows: ReservationRow[] }> {
  const primaryOf = sql`(select ${reservations.linkedReservationId} from ${reservations} where ${reservations.restaurantId} = ${restaurantId} and ${reservations.id} = ${id})`;
  const rows = await tx
    .select()
    .from(reservations)
    .where(restaurantReservations(restaurantId, or(eq(reservations.id, id), sql`${reservations.id} = ${primaryOf}`, sql`${reservations.linkedReservationId} = coalesce(${primaryOf}, ${id})`)))
    .for('update');
  const target = rows.find((row) => row.id === id);
  if (!target) throw new AppError('not_found', `No reservation ${id}`);
  return { target, rows };
}
