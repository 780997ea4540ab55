// Host actions (spec §4: late, not late, extend, unextend, left, not left, check in/out, delete) applied on the
// server exactly as the tablet applies them: the intent goes through core's applyReservationAction against the current
// book, read inside the change's transaction after locking the booking's rows (design.md rule 3). An extension is
// therefore always computed against the neighbours that exist now, not those the tablet saw.
import { and, eq, or, sql } from 'drizzle-orm';
import { AppError } from '../../core/errors';
import { actionsReadingNeighbours, applyReservationAction } from '../../core/reservations';
import type { ReservationAction } from '../../core/schemas/reservation-actions';
import type { Reservation } from '../../core/schemas/reservations';
import type { Transaction } from '../platform/db/connection';
import { reservations } from '../platform/db/schema';
import type { Change } from '../modules/front-of-house/changes';
import { changeRules } from '../modules/booking/repository/restaurant-rules';
import { loadBookAround } from '../modules/front-of-house/reservation-book';
import { reservationDto, type ReservationRow } from '../modules/booking/reservation-dto';

const date = (iso: string | null) => (iso === null ? null : new Date(iso));

/**
 * Locks the booking a reservation id belongs to (the row and its linked rows) and returns its rows, in one statement:
 * the row itself, its primary, and every row linked to that primary.
 */
export async function lockBooking(tx: Transaction, restaurantId: string, id: string): Promise<{ target: ReservationRow; rows: ReservationRow[] }> {
  const primaryOf = sql`(select ${reservations.linkedReservationId} from ${reservations} where ${reservations.restaurantId} = ${restaurantId} and ${reservations.id} = ${id})`;
  const rows = await tx
    .select()
    .from(reservations)
    .where(
      and(
        eq(reservations.restaurantId, restaurantId),
        or(eq(reservations.id, id), sql`${reservations.id} = ${primaryOf}`, sql`${reservations.linkedReservationId} = coalesce(${primaryOf}, ${id})`),
      ),
    )
    .for('update');
  const target = rows.find((row) => row.id === id);
  if (!target) throw new AppError('not_found', `No reservation ${id}`);
  return { target, rows };
}

/** Writes what an action set (the fields core's rules may change) back to a row. */
async function writeActionFields(tx: Transaction, restaurantId: string, next: Reservation): Promise<void> {
  await tx
    .update(reservations)
    .set({
      checkedIn: next.checkedIn,
      checkedInAt: date(next.checkedInAt),
      // Unextend may return the end to the original one (core/reservations/extend.ts).
      endTime: new Date(next.endTime),
      extendedTo: date(next.extendedTo),
      leftAt: date(next.leftAt),
      deletedAt: date(next.deletedAt),
      deletedBy: next.deletedBy,
      editorId: next.editorId,
      updatedAt: new Date(next.updatedAt),
    })
    .where(and(eq(reservations.restaurantId, restaurantId), eq(reservations.id, next._id)));
}

/**
 * Applies a host action inside a change. Refused actions raise the core rule's code (409 extension_blocked …, 404
 * not_found); a repeated action whose result already holds changes and logs nothing.
 */
export async function applyHostAction(change: Change, action: ReservationAction): Promise<{ reservations: Reservation[]; timeZone: string; startTime: string }> {
  const { tx, restaurantId } = change;
  const { target, rows } = await lockBooking(tx, restaurantId, action.reservationId);
  const { timeZone } = await changeRules(tx, restaurantId);
  // Most actions read only the booking (core's actionsReadingNeighbours): the day's book is loaded when the rule needs it.
  const book = actionsReadingNeighbours.has(action.type)
    ? await loadBookAround(tx, restaurantId, [target.startTime], timeZone, rows.map((row) => row.id))
    : { reservations: rows.map(reservationDto), blockers: [] };
  const applied = applyReservationAction({ timeZone, reservations: book.reservations, blockers: book.blockers }, action, change.now, change.actorId);
  if (!applied.ok) throw new AppError(applied.code, applied.message, applied.at === undefined ? undefined : { at: applied.at });
  const before = new Map(book.reservations.map((row) => [row._id, row]));
  for (const next of applied.changed) await writeActionFields(tx, restaurantId, next);
  await change.record(
    ...applied.changed.map((next) => ({
      action: action.type,
      entity: 'reservation' as const,
      entityId: next._id,
      before: before.get(next._id) ?? null,
      after: next,
    })),
  );
  return { reservations: applied.reservations, timeZone, startTime: reservationDto(target).startTime };
}
