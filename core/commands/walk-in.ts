// Spec §7 POST /reservations: a walk-in or phone booking on chosen tables, made by staff. The first table holds the
// reservation, every further one a linked reservation (extra tables).
import { z } from 'zod';
import { staffBookingSource } from '../analytics/booking-origin';
import { EntityId } from '../schemas/common';
import { StaffReservationInput } from '../schemas/front-of-house';
import type { Reservation } from '../schemas/reservations';
import { createdAtOf, defaultLengthMs, iso, isRefusalValue, placeRefusal, settleOverlaps, specialRefusal, timesOf } from './checks';
import { planned, refused, type DayState, type Plan, type PlanContext } from './types';

/** The staff form's reservation (StaffReservationInput), its id chosen by the client. */
export const WalkIn = z.object({ kind: z.literal('createReservation'), input: StaffReservationInput.extend({ _id: EntityId }) });
export type WalkIn = z.infer<typeof WalkIn>;

/** A booking as it is made: nobody has arrived or left yet, nothing is extended, notified or deleted. */
export const unattended = { checkedIn: false, checkedInAt: null, extendedTo: null, leftAt: null, notifiedAt: null, deletedAt: null } as const satisfies Partial<Reservation>;

export function planWalkIn(state: DayState, { input: command }: WalkIn, ctx: PlanContext): Plan {
  const times = timesOf(command, ctx.now, defaultLengthMs);
  if (isRefusalValue(times)) return { refusal: times };
  const invalid = placeRefusal(state, command.level, command.tableNumbers) ?? specialRefusal(state, command.specialId);
  if (invalid) return { refusal: invalid };
  if (state.reservations.some((row) => row._id === command._id)) return refused('conflict', { reason: 'id_taken', id: command._id });
  const base: Omit<Reservation, '_id' | 'tableNumber' | 'linkedReservationId'> = {
    restaurantId: state.restaurantId,
    creatorId: ctx.actorId,
    editorId: ctx.actorId,
    deletedBy: null,
    specialId: command.specialId ?? null,
    areaGroupId: null,
    customer: { name: command.customer.name, phone: command.customer.phone, email: command.customer.email.toLowerCase() },
    level: command.level,
    partySize: command.partySize,
    startTime: iso(times.start),
    endTime: iso(times.end),
    originalStartTime: iso(times.start),
    originalEndTime: iso(times.end),
    createdAt: createdAtOf(ctx.now),
    updatedAt: iso(ctx.now),
    ...unattended,
    note: command.note ?? null,
    color: command.color ?? null,
    referralCode: null,
    language: command.language ?? null,
    allowOverlap: false,
    // Docs/decisions/010: a staff booking for about now is a walk-in; the tablet's offline walk-in plans here too.
    source: staffBookingSource(times.start, ctx.now),
    platform: 'staff',
  };
  const [first, ...extra] = command.tableNumbers as [string, ...string[]];
  const rows: Reservation[] = [
    { ...base, _id: command._id, tableNumber: first, linkedReservationId: null },
    ...extra.map((tableNumber) => ({ ...base, _id: ctx.newId(), tableNumber, linkedReservationId: command._id })),
  ];
  const settled = settleOverlaps(rows, state, new Set(), command.allowOverlap);
  return Array.isArray(settled) ? planned({ reservations: settled }) : { refusal: settled };
}
