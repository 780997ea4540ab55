// Spec §4 reservation actions about the guest: check in/out, late / not late, left / did not leave, soft delete.
import { lateMarkMinutes, minuteMs } from './constants';
import { busyOn, effectiveEnd, groupKey, instantOf, isoOf } from './occupancy';
import { deletedRefusal, localTime, patched, refuse } from './result';
import type { ActionContext, ActionResult, ReservationFacts } from './types';

/**
 * Spec §4 "check in/out via checkedIn". checkedInAt is left alone: the spec sets it only through late / not late
 * (interpretation, see ./index.ts).
 */
export function checkIn<T extends ReservationFacts>(reservation: T, ctx: ActionContext<T>): ActionResult<T> {
  return deletedRefusal(reservation) ?? patched(reservation, { checkedIn: true }, ctx);
}

/** Undoes a check-in. */
export function checkOut<T extends ReservationFacts>(reservation: T, ctx: ActionContext<T>): ActionResult<T> {
  return deletedRefusal(reservation) ?? patched(reservation, { checkedIn: false }, ctx);
}

/** Spec §4/§9: checkedInAt = start + 15 min, counted in elapsed time (the same 15 minutes across a DST change). */
export function markLate<T extends ReservationFacts>(reservation: T, ctx: ActionContext<T>): ActionResult<T> {
  const late = instantOf(reservation.startTime) + lateMarkMinutes * minuteMs;
  return deletedRefusal(reservation) ?? patched(reservation, { checkedInAt: isoOf(late) }, ctx);
}

/** Spec §4: checkedInAt = start. */
export function markNotLate<T extends ReservationFacts>(reservation: T, ctx: ActionContext<T>): ActionResult<T> {
  return deletedRefusal(reservation) ?? patched(reservation, { checkedInAt: isoOf(instantOf(reservation.startTime)) }, ctx);
}

/**
 * Spec §4 "guest left": leftAt = now, which frees the table early (the effective end). Refused before the start and
 * when the guest already left. After the (extended) end it records that end instead of now: marking a guest gone
 * must never lengthen the stay onto the next reservation (interpretation).
 */
export function markLeft<T extends ReservationFacts>(reservation: T, ctx: ActionContext<T>): ActionResult<T> {
  const deleted = deletedRefusal(reservation);
  if (deleted) return deleted;
  if (reservation.leftAt !== null) return refuse('guest_already_left', `The guest already left at ${localTime(reservation.leftAt, ctx.timeZone)}`, reservation.leftAt);
  const start = instantOf(reservation.startTime);
  if (ctx.now < start) {
    return refuse('reservation_not_started', `The guest cannot leave before the reservation starts at ${localTime(start, ctx.timeZone)}`, isoOf(start));
  }
  return patched(reservation, { leftAt: isoOf(Math.min(ctx.now, effectiveEnd(reservation))) }, ctx);
}

/**
 * Spec §4 "guest did not leave": leftAt cleared, so the table is held until the (extended) end again. Refused when a
 * reservation or blocker has taken the freed time on the table meanwhile (it would now overlap).
 */
export function markNotLeft<T extends ReservationFacts>(reservation: T, ctx: ActionContext<T>): ActionResult<T> {
  const deleted = deletedRefusal(reservation);
  if (deleted) return deleted;
  if (reservation.leftAt === null) return { ok: true, reservation };
  const from = effectiveEnd(reservation);
  const to = effectiveEnd({ ...reservation, leftAt: null });
  const taken = busyOn([reservation], ctx.reservations, ctx.blockers, groupKey(reservation))
    .filter((busy) => busy.start < to && busy.end > from)
    .sort((a, b) => a.start - b.start || (a.id < b.id ? -1 : 1))[0];
  if (taken) {
    return refuse(
      'table_occupied',
      `Table ${reservation.tableNumber} (${reservation.level}) has been given to ${taken.kind === 'blocker' ? 'a blocker' : 'another reservation'} from ${localTime(taken.start, ctx.timeZone)} since the guest left`,
      isoOf(taken.start),
      { tableNumber: reservation.tableNumber, level: reservation.level, holder: taken.kind },
    );
  }
  return patched(reservation, { leftAt: null }, ctx);
}

/** Spec §3/§4 soft delete: deletedAt = now, deletedBy = the actor. Deleting again keeps the first deletion. */
export function softDelete<T extends ReservationFacts>(reservation: T, ctx: ActionContext<T>): ActionResult<T> {
  if (reservation.deletedAt !== null) return { ok: true, reservation };
  return patched(reservation, { deletedAt: isoOf(ctx.now), deletedBy: ctx.actorId }, ctx);
}
