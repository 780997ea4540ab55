// Reads a restaurant's book (reservations and blockers) for the front-of-house rules in core/reservations: the day
// around a reservation for an action, a restaurant-local day for the lists, the grid and collisions.
import { and, asc, eq, gt, gte, inArray, isNull, lt, or, type SQL } from 'drizzle-orm';
import { localDay } from '../../../../core/availability/calendar';
import type { Blocker } from '../../../../core/schemas/front-of-house';
import type { Reservation } from '../../../../core/schemas/reservations';
import { addDays, localDateOf } from '../../../../core/time';
import type { Queryable } from '../../../platform/db/connection';
import { blockers, reservations } from '../../../platform/db/schema';
import { reservationDto, restaurantReservations, type ReservationRow } from '../../booking';

export type BlockerRow = typeof blockers.$inferSelect;

export function blockerDto(row: BlockerRow): Blocker {
  return {
    _id: row.id,
    start: row.start.toISOString(),
    end: row.end.toISOString(),
    level: row.level,
    tableNumbers: row.tableNumbers,
    note: row.note,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Restaurant-local midnight to the next midnight (23 or 25 hours on DST days). */
export function dayBounds(date: string, timeZone: string): { start: Date; end: Date } {
  const day = localDay(date, timeZone);
  return { start: new Date(day.start), end: new Date(day.end) };
}

export interface Book {
  rows: ReservationRow[];
  reservations: Reservation[];
  blockers: Blocker[];
}

/**
 * Live reservations starting in [from, to) and the blockers overlapping it. Reservations of a late sitting that began
 * the day before are covered by starting the window a day early, as the callers do.
 */
export async function loadBook(q: Queryable, restaurantId: string, from: Date, to: Date, extra?: SQL): Promise<Book> {
  const rows = await q
    .select()
    .from(reservations)
    .where(restaurantReservations(restaurantId, or(and(isNull(reservations.deletedAt), gte(reservations.startTime, from), lt(reservations.startTime, to)), extra)))
    .orderBy(asc(reservations.startTime), asc(reservations.level), asc(reservations.tableNumber), asc(reservations.id));
  const blockerRows = await q
    .select()
    .from(blockers)
    .where(and(eq(blockers.restaurantId, restaurantId), lt(blockers.start, to), gt(blockers.end, from)))
    .orderBy(asc(blockers.start), asc(blockers.id));
  return { rows, reservations: rows.map(reservationDto), blockers: blockerRows.map(blockerDto) };
}

/**
 * The book an action on a reservation starting at `start` is evaluated against (core ActionContext: "the day's book;
 * a superset is fine"): from the local day before to the end of the day after, plus the given rows (the booking
 * itself, even if deleted).
 */
export function loadBookAround(q: Queryable, restaurantId: string, starts: readonly Date[], timeZone: string, includeIds: readonly string[] = []): Promise<Book> {
  const dates = starts.map((start) => localDateOf(start, timeZone)).sort();
  const from = dayBounds(addDays(dates[0] as string, -1), timeZone).start;
  const to = dayBounds(addDays(dates[dates.length - 1] as string, 1), timeZone).end;
  const extra = includeIds.length ? inArray(reservations.id, [...includeIds]) : undefined;
  return loadBook(q, restaurantId, from, to, extra);
}

/** Spec §7 "returns the day's list": the live reservations starting on a restaurant-local date, by start and table. */
export async function dayList(q: Queryable, restaurantId: string, date: string, timeZone: string): Promise<Reservation[]> {
  const { start, end } = dayBounds(date, timeZone);
  const rows = await q
    .select()
    .from(reservations)
    .where(restaurantReservations(restaurantId, isNull(reservations.deletedAt), gte(reservations.startTime, start), lt(reservations.startTime, end)))
    .orderBy(asc(reservations.startTime), asc(reservations.level), asc(reservations.tableNumber), asc(reservations.id));
  return rows.map(reservationDto);
}
