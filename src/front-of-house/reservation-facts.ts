// What the front-of-house screens show about a reservation: its local times (spec §3 "HH:mm"), the open-end label
// (spec §5/§9: an end at or after 23:00), its state badges and the booking it belongs to (extra tables).
import { effectiveEnd, groupKey, lateMarkMinutes, minuteMs } from '../../core/reservations';
import type { Reservation } from '../../core/schemas/reservations';
import { addDays, formatMinutes, localDateOf, toInstant, toLocal } from '../../core/time';

/** Spec §9 open-end threshold: 1380 minutes (23:00). */
export const openEndMinute = 1380;

export const timeOf = (instant: string | number, timeZone: string): string =>
  formatMinutes(toLocal(typeof instant === 'string' ? Date.parse(instant) : instant, timeZone).minutes);

/**
 * The end shows as the open-end label when it is at or after 23:00 on the reservation's day, or on a later day (a late
 * sitting running past midnight).
 */
export function isOpenEnd(reservation: Pick<Reservation, 'startTime'>, end: string | number, timeZone: string): boolean {
  const day = localDateOf(Date.parse(reservation.startTime), timeZone);
  const local = toLocal(typeof end === 'string' ? Date.parse(end) : end, timeZone);
  return local.date > day || local.minutes >= openEndMinute;
}

/** The end a host sees: left, else extended, else booked. */
export const shownEnd = (reservation: Reservation): number => effectiveEnd(reservation);

/** Spec §4: a late mark sets checkedInAt 15 minutes after the start; anything later than the start counts as late. */
export const isMarkedLate = (reservation: Pick<Reservation, 'checkedInAt' | 'startTime'>): boolean =>
  reservation.checkedInAt !== null && Date.parse(reservation.checkedInAt) > Date.parse(reservation.startTime);

/** Not checked in 15 minutes after the start (the late mark's threshold): the check-in list flags it. */
export const isOverdue = (reservation: Pick<Reservation, 'checkedIn' | 'leftAt' | 'startTime'>, now: number): boolean =>
  !reservation.checkedIn && reservation.leftAt === null && now >= Date.parse(reservation.startTime) + lateMarkMinutes * minuteMs;

/** The rows of one booking (the reservation and its extra tables), primary first. */
export function bookingRows(reservation: Reservation, all: Iterable<Reservation>): Reservation[] {
  const key = groupKey(reservation);
  const rows = [...all].filter((row) => row.deletedAt === null && groupKey(row) === key);
  if (!rows.some((row) => row._id === reservation._id)) rows.push(reservation);
  return rows.sort((a, b) => (a._id === key ? -1 : b._id === key ? 1 : a.tableNumber.localeCompare(b.tableNumber, undefined, { numeric: true })));
}

/** The primary row of a booking when it is at hand (the row itself otherwise). */
export function primaryOf(reservation: Reservation, byId: Record<string, Reservation>): Reservation {
  return reservation.linkedReservationId ? (byId[reservation.linkedReservationId] ?? reservation) : reservation;
}

/** "HH:mm" of a restaurant-local date as an instant; an end before the start falls on the next day. */
export function instantOfLocal(date: string, time: string, timeZone: string): Date | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time);
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  if (minutes >= 1440) return null;
  return toInstant(date, minutes, timeZone);
}

export function endInstantOfLocal(date: string, start: Date, time: string, timeZone: string): Date | null {
  const end = instantOfLocal(date, time, timeZone);
  if (!end) return null;
  return end.getTime() > start.getTime() ? end : instantOfLocal(addDays(date, 1), time, timeZone);
}

export const todayIn = (timeZone: string, now = Date.now()): string => localDateOf(now, timeZone);
