// Reservations name their table by area name and table number (spec §3), and so do availability and the
// no-overlap constraint. When an area is renamed or a table renumbered or moved, reservations that have not ended go
// with it — otherwise they would stop occupying their table and it could be booked twice. Past ones stay as history.
import { and, count, eq, gt, isNull, type SQL } from 'drizzle-orm';
import { AppError } from '../../../../core/errors';
import type { StaffRefusal } from '../../../../core/staff-refusal';
import { pgErrorCode, type Transaction } from '../../../platform/db/connection';
import { reservations } from '../../../platform/db/schema';

function upcoming(restaurantId: string, level: string, tableNumber?: string): SQL | undefined {
  return and(
    eq(reservations.restaurantId, restaurantId),
    eq(reservations.level, level),
    tableNumber === undefined ? undefined : eq(reservations.tableNumber, tableNumber),
    isNull(reservations.deletedAt),
    gt(reservations.endTime, new Date()),
  );
}

export async function carryUpcomingReservations(
  tx: Transaction,
  restaurantId: string,
  from: { level: string; tableNumber?: string },
  to: { level: string; tableNumber?: string },
): Promise<void> {
  if (from.level === to.level && from.tableNumber === to.tableNumber) return;
  try {
    await tx
      .update(reservations)
      .set({ level: to.level, ...(to.tableNumber === undefined ? {} : { tableNumber: to.tableNumber }), updatedAt: new Date() })
      .where(upcoming(restaurantId, from.level, from.tableNumber));
  } catch (error) {
    if (pgErrorCode(error) === '23P01') {
      throw new AppError('conflict', 'Upcoming reservations of this table would overlap reservations already at the new place', { params: { reason: 'tableMoveOverlaps' } satisfies StaffRefusal });
    }
    throw error;
  }
}

export async function upcomingReservationCount(tx: Transaction, restaurantId: string, level: string, tableNumber: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(reservations).where(upcoming(restaurantId, level, tableNumber));
  return row?.n ?? 0;
}
