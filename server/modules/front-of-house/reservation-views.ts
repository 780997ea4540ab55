// What staff read (spec §7): the paged reservation list, one reservation, the search, the day's reservations mapped by
// id, the table × time matrix (core dayTimeline and occupantsForSlot) and the collisions (core findCollisions).
import type { Slot } from '../../../core/availability/types';
import { AppError } from '../../../core/errors';
import { dayMatrix, effectiveEnd, findCollisions } from '../../../core/reservations';
import { parseTimeslot, timeslotParseError } from '../../../core/reservations/form';
import type { Blocker } from '../../../core/schemas/front-of-house';
import type { Reservation } from '../../../core/schemas/reservations';
import { addDays, isLocalDate, localDateOf, toInstant } from '../../../core/time';
import type { Database, Queryable } from '../../platform/db/connection';
import { restaurantRules, reservationDto } from '../booking';
import { dayBounds, loadBook, type Book } from './repository/reservation-book';
import { reservationPage, reservationRow, reservationsNamed, tablesInFloorOrder, type ListQuery } from './repository/staff-reservations';

export const reservationPageSize = 100;

/** Spec §5: "Failed to parse timeslot" for a timeslot query that is not start-end. */
export function timeslotOf(text: string | undefined): Slot | null {
  if (text === undefined) return null;
  const slot = parseTimeslot(text);
  if (!slot) throw new AppError('invalid_request', timeslotParseError);
  return slot;
}

function checkDate(date: string): string {
  if (!isLocalDate(date)) throw new AppError('invalid_request', `Not a calendar date: ${date}`);
  return date;
}

const byId = <T extends { _id: string }>(items: readonly T[]) => Object.fromEntries(items.map((item) => [item._id, item])) as Record<string, T>;

export type ReservationViews = ReturnType<typeof reservationViews>;

export function reservationViews({ db, now = () => new Date() }: { db: Database; now?: () => Date }) {
  async function get(restaurantId: string, id: string): Promise<Reservation> {
    const row = await reservationRow(db, restaurantId, id);
    if (!row) throw new AppError('not_found', `No reservation ${id}`);
    return reservationDto(row);
  }

  /**
   * Spec §7 GET /reservations: live reservations by start, optionally of one table (key = level-tableNumber), of an
   * area and a table number (spec §2 level, tableNumber) and from an instant.
   */
  async function list(restaurantId: string, query: ListQuery) {
    const { rows, total } = await reservationPage(db, restaurantId, query);
    return { items: rows.map(reservationDto), total };
  }

  /** Spec §7 GET /reservations/search: live bookings (primary rows) whose guest name contains the text, newest first. */
  async function search(restaurantId: string, customerName: string) {
    const rows = await reservationsNamed(db, restaurantId, customerName, reservationPageSize);
    return { items: rows.map(reservationDto) };
  }

  /** The day's book: reservations from the day before on (late sittings reach past midnight) and the day's blockers. */
  async function dayBook(q: Queryable, restaurantId: string, date: string, timeZone: string): Promise<Book & { start: Date; end: Date }> {
    const { start, end } = dayBounds(date, timeZone);
    const book = await loadBook(q, restaurantId, dayBounds(addDays(date, -1), timeZone).start, end);
    const touches = (r: Reservation) => Date.parse(r.startTime) < end.getTime() && effectiveEnd(r) > start.getTime();
    return { ...book, reservations: book.reservations.filter(touches), start, end };
  }

  /** Spec §3 "a map of reservation id to reservation": the day's reservations, only those in the slot when one is given. */
  async function mapped(restaurantId: string, date: string, timeslot?: string): Promise<Record<string, Reservation>> {
    const slot = timeslotOf(timeslot);
    const { timeZone } = await restaurantRules(db, restaurantId);
    const book = await dayBook(db, restaurantId, checkDate(date), timeZone);
    const inSlot = (r: Reservation) => {
      if (!slot) return true;
      const from = toInstant(date, slot.start, timeZone).getTime();
      const to = toInstant(date, slot.end, timeZone).getTime();
      return Date.parse(r.startTime) < to && effectiveEnd(r) > from;
    };
    return byId(book.reservations.filter(inSlot));
  }

  /** The tables of the restaurant in floor order (area sorting, then the tables' own order). */
  async function tablesOf(q: Queryable, restaurantId: string, areaNames: string[] | null) {
    const tables = await tablesInFloorOrder(q, restaurantId);
    return tables.filter((table) => !areaNames || areaNames.includes(table.level));
  }

  /**
   * The table × time grid of a day (spec §4 table timeline): per table the cells of core's dayTimeline merged into
   * runs, and with a timeslot the current, previous and next occupant at its start. `withReservations: false` is the
   * blockers' matrix (cells show blockers only, no guest data).
   */
  async function matrix(restaurantId: string, query: { date: string; timeslot?: string | undefined; areas?: string | undefined }, withReservations = true) {
    const slot = timeslotOf(query.timeslot);
    const date = checkDate(query.date);
    const rules = await restaurantRules(db, restaurantId);
    const areaNames = query.areas ? query.areas.split(',').map((name) => name.trim()).filter(Boolean) : null;
    const tables = await tablesOf(db, restaurantId, areaNames);
    const book = await dayBook(db, restaurantId, date, rules.timeZone);
    return dayMatrix({
      date,
      timeZone: rules.timeZone,
      now: now().getTime(),
      sameDayCutoffHour: rules.sameDayCutoffHour,
      timeslot: slot,
      tables: tables.map((table) => ({ _id: table.id, label: table.label, level: table.level, tableNumber: table.tableNumber })),
      reservations: withReservations ? book.reservations : [],
      blockers: book.blockers as Blocker[],
      areaNames,
    });
  }

  /**
   * Spec §2 collisions: every overlap of live reservations on a table, and of reservations with blockers (core
   * findCollisions). With a date, those touching that restaurant-local day; without, those from today on.
   */
  async function collisions(restaurantId: string, date?: string) {
    const { timeZone } = await restaurantRules(db, restaurantId);
    const day = date ? checkDate(date) : localDateOf(now(), timeZone);
    const from = dayBounds(addDays(day, -1), timeZone).start;
    const to = date ? dayBounds(day, timeZone).end : new Date('9999-12-31T00:00:00Z');
    const book = await loadBook(db, restaurantId, from, to);
    const windowStart = dayBounds(day, timeZone).start.getTime();
    const items = findCollisions(book.reservations, book.blockers).filter(
      (c) => Date.parse(c.end) > windowStart && Date.parse(c.start) < to.getTime(),
    );
    const reservationIds = new Set(items.flatMap((c) => (c.kind === 'reservations' ? c.reservationIds : [c.reservationId])));
    const blockerIds = new Set(items.flatMap((c) => (c.kind === 'blocker' ? [c.blockerId] : [])));
    return {
      items,
      reservations: byId(book.reservations.filter((r) => reservationIds.has(r._id))),
      blockers: byId(book.blockers.filter((b) => blockerIds.has(b._id))),
    };
  }

  return { get, list, search, mapped, matrix, collisions, dayBook };
}
