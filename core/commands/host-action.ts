// Spec §4 host actions (late, not late, extend, unextend, left, not left, check in/out, delete) as commands: the intent
// goes through core's applyReservationAction against the day the planner holds, so an extension is computed against
// the neighbours the planner sees now, not those of the device that queued it.
import { z } from 'zod';
import { applyReservationAction, groupOf } from '../reservations';
import { ReservationAction } from '../schemas/reservation-actions';
import type { Reservation } from '../schemas/reservations';
import { planned, refused, type DayState, type Plan, type PlanContext } from './types';

export const HostAction = z.object({ kind: z.literal('action'), action: ReservationAction });
export type HostAction = z.infer<typeof HostAction>;

export function planHostAction(state: DayState, command: HostAction, ctx: PlanContext): Plan {
  const applied = applyReservationAction(state, command.action, ctx.now, ctx.actorId);
  if (!applied.ok) {
    const { params } = applied;
    return refused(applied.code, { reason: 'action', id: params?.reservationId ?? command.action.reservationId, at: applied.at, ...(params ? { detail: params } : {}) });
  }
  return planned({ reservations: applied.changed });
}

/**
 * Every row of the booking an action named after it (the reservation and its live linked rows; all rows after a
 * delete), read from the day with the action's changes applied: the answer to POST /reservations/actions.
 */
export function bookingAfter(day: readonly Reservation[], command: HostAction): Reservation[] {
  const target = day.find((row) => row._id === command.action.reservationId);
  if (!target) return [];
  return groupOf(target, day).filter((row) => row === target || command.action.type === 'softDelete' || row.deletedAt === null);
}
