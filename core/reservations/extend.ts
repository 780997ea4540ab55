// Spec §4/§9 extend and unextend: extendedTo runs up to 15 minutes before the next occupied slot on the table, at most
// to 23:59 (1439) of the reservation's restaurant-local day; unextend returns to the booked end.
import { localDateOf, toInstant } from '../time';
import { dayEndMinute, extensionGapMinutes, minuteMs } from './constants';
import { busyOn, groupKey, groupOf, instantOf, isoOf } from './occupancy';
import { deletedRefusal, localTime, patched, refuse } from './result';
import type { ActionContext, ActionFailure, ActionResult, ReservationFacts } from './types';

export type ExtensionEnd = { ok: true; until: number } | ActionFailure;

/** The 1439 cap: 23:59 restaurant-local on the day the reservation starts (DST-safe through core/time.ts). */
export function dayEndCap(startTime: string, timeZone: string): number {
  return toInstant(localDateOf(instantOf(startTime), timeZone), dayEndMinute, timeZone).getTime();
}

/**
 * How far the booking of `reservation` (it and its linked rows: every table it holds) may be extended, in epoch ms.
 * The extension starts at the booked end (endTime, the latest of the rows); everything else that keeps one of its
 * tables busy after that end, reservations with their effective ends and blockers, limits it to 15 minutes before the
 * earliest of them. Refused when that leaves nothing: a neighbour starts within 15 minutes of the end (or already runs
 * across it), or the booking ends at the day end.
 */
export function extensionEnd<T extends ReservationFacts>(reservation: T, ctx: ActionContext<T>): ExtensionEnd {
  const group = groupOf(reservation, ctx.reservations).filter((row) => row === reservation || row.deletedAt === null);
  const start = Math.min(...group.map((row) => instantOf(row.startTime)));
  const bookedEnd = Math.max(...group.map((row) => instantOf(row.endTime)));
  const cap = dayEndCap(isoOf(start), ctx.timeZone);
  if (cap <= bookedEnd) {
    return refuse('extension_at_day_end', `The reservation already ends at the end of its day (${localTime(bookedEnd, ctx.timeZone)})`, isoOf(bookedEnd));
  }
  const next = busyOn(group, ctx.reservations, ctx.blockers, groupKey(reservation))
    .filter((busy) => busy.end > bookedEnd)
    .sort((a, b) => a.start - b.start || (a.id < b.id ? -1 : 1))[0];
  const until = next ? Math.min(cap, next.start - extensionGapMinutes * minuteMs) : cap;
  if (next && until <= bookedEnd) {
    return refuse(
      'extension_blocked',
      `The next ${next.kind} on this table starts at ${localTime(next.start, ctx.timeZone)}, within ${extensionGapMinutes} minutes of the end`,
      isoOf(next.start),
      { holder: next.kind },
    );
  }
  return { ok: true, until };
}

export function extend<T extends ReservationFacts>(reservation: T, ctx: ActionContext<T>): ActionResult<T> {
  const deleted = deletedRefusal(reservation);
  if (deleted) return deleted;
  // The table is already free: extending a stay that is over would hold it for nobody.
  if (reservation.leftAt !== null) return refuse('guest_already_left', `The guest already left at ${localTime(reservation.leftAt, ctx.timeZone)}`, reservation.leftAt);
  const end = extensionEnd(reservation, ctx);
  return end.ok ? patched(reservation, { extendedTo: isoOf(end.until) }, ctx) : end;
}

/**
 * Spec §4 "unextend: end returns to original end": the extension is cleared and endTime goes back to originalEndTime,
 * the end the booking was made with (undoing a staff edit that lengthened it). Two cases keep endTime: an original end
 * at or before the start (the booking was moved since it was made), and one after endTime (staff shortened it since:
 * going back would take time that may since have been given to someone else, which this action does not check).
 */
export function unextend<T extends ReservationFacts>(reservation: T, ctx: ActionContext<T>): ActionResult<T> {
  const deleted = deletedRefusal(reservation);
  if (deleted) return deleted;
  const original = reservation.originalEndTime === undefined ? undefined : instantOf(reservation.originalEndTime);
  const returnsTo = original !== undefined && original > instantOf(reservation.startTime) && original <= instantOf(reservation.endTime);
  return patched(reservation, returnsTo ? { extendedTo: null, endTime: isoOf(original) } : { extendedTo: null }, ctx);
}
