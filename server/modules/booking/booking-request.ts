// What a guest's booking request means to the engine, and what it becomes when a table is found (spec §4, §7 POST
// /reservations/request): the booking target of the request, the rows written for the assignment, and, when no table
// was found, why (400 or 409). Pure: ./service.ts reads, writes and retries around these.
import { randomUUID } from 'node:crypto';
import { guestBookingSource } from '../../../core/analytics/booking-origin';
import { availabilityForDate, findAssignment } from '../../../core/availability';
import type { Assignment, BookingTarget, EngineInput } from '../../../core/availability/types';
import { AppError } from '../../../core/errors';
import { onlinePartySizeRefusal } from '../../../core/reservations';
import type { BookingRequest } from '../../../core/schemas/reservations';
import { localSlotOf, weekdayOf } from '../../../core/time';
import { guestRefusal } from './guest-refusals';
import type { BookingRowsValues } from './repository/booking-insert';
import type { BookingSnapshot } from './repository/slot-read';
import { newReservationToken, newSmsToken } from './reservation-token';

/** Spec §3: createdAt is UTC with seconds and milliseconds zeroed. */
export const createdAtOf = (now: Date) => new Date(Math.floor(now.getTime() / 60_000) * 60_000);

/** The slot, party and choice the request asks the engine for; 400 when the request cannot be one. */
export function targetOf(rules: BookingSnapshot['rules'], input: BookingRequest): BookingTarget {
  const sizeRefusal = onlinePartySizeRefusal(rules, input.partySize);
  if (sizeRefusal) throw guestRefusal('invalid_request', sizeRefusal, input.language);
  const startMs = Date.parse(input.startTime);
  const endMs = Date.parse(input.endTime);
  if (!(endMs > startMs)) throw new AppError('invalid_request', 'endTime must be after startTime');
  // The wall-clock slot whose instants these are, as the offer computed them (docs/decisions/008); a slot ending at
  // or after midnight keeps its end as minutes of the start day.
  const slot = localSlotOf(startMs, endMs, rules.timeZone);
  if (!slot) throw guestRefusal('invalid_request', { reason: 'slotNotOffered' }, input.language);
  const choice: BookingTarget['choice'] = input.level
    ? { kind: 'area', name: input.level }
    : input.areaGroupId
      ? { kind: 'areaGroup', id: input.areaGroupId }
      : { kind: 'special', id: input.specialId as string };
  return { date: slot.date, slot: { start: slot.start, end: slot.end }, partySize: input.partySize, choice };
}

/**
 * The booking's rows as written: the primary (id `primaryId`) on the first assigned table, a linked row per other;
 * `platform` is the guest's device, from the request's user agent (docs/decisions/010).
 */
export function newBookingOf(
  restaurantId: string,
  input: BookingRequest,
  assignment: Assignment,
  booked: { at: Date; primaryId: string; platform: BookingRowsValues['platform'] },
): BookingRowsValues {
  const { at, primaryId, platform } = booked;
  return {
    restaurantId,
    specialId: input.specialId ?? null,
    areaGroupId: input.areaGroupId ?? null,
    customerName: input.customer.name,
    customerPhone: input.customer.phone,
    customerEmail: input.customer.email.toLowerCase(),
    level: assignment.level,
    partySize: input.partySize,
    startTime: new Date(input.startTime),
    endTime: new Date(input.endTime),
    note: input.note ?? null,
    referralCode: input.referralCode ?? null,
    // No later than the booking as stored (createdAt is kept to the minute), or attribution sees it as after it.
    referredAt: input.referralCode ? referredAtOf(input.referredAt, createdAtOf(at)) : null,
    voucherCode: input.voucherCode ?? null,
    language: input.language ?? null,
    source: guestBookingSource(input.referralCode),
    platform,
    smsToken: newSmsToken(),
    createdAt: createdAtOf(at),
    updatedAt: at,
    rows: assignment.tableNumbers.map((tableNumber, i) => ({ id: i === 0 ? primaryId : randomUUID(), tableNumber, token: newReservationToken() })),
  };
}

const yearMs = 365 * 86_400_000;

/** The device's first visit of the referral link, kept within the year before the booking (docs/decisions/014). */
export function referredAtOf(claimed: string | undefined, at: Date): Date {
  const moment = claimed === undefined ? Number.NaN : Date.parse(claimed);
  if (Number.isNaN(moment)) return at;
  return new Date(Math.min(at.getTime(), Math.max(at.getTime() - yearMs, moment)));
}

/**
 * Why the engine found no table for the target, read against the whole day (`input`): 400 when the slot is not one
 * the restaurant offers at all; 409 when it is, but not (any more) for this party.
 */
export function unavailableRefusal(input: EngineInput, target: BookingTarget, language: BookingRequest['language']): AppError {
  const day = availabilityForDate(input, target.date);
  const key = `${target.slot.start}-${target.slot.end}`;
  const byChoice =
    target.choice.kind === 'area'
      ? day.availability[target.date]?.[target.choice.name]
      : target.choice.kind === 'areaGroup'
        ? day.areaGroupAvailability[target.date]?.[target.choice.id]
        : day.specialAvailability[target.date]?.[target.choice.id];
  const exists = byChoice !== undefined && key in byChoice;
  const isConfigured = isConfiguredSlot(input, target);
  if (!exists && !isConfigured) return guestRefusal('invalid_request', { reason: 'slotNotOffered' }, language);
  if (!(target.date in day.availability)) {
    return guestRefusal('invalid_request', { reason: 'beyondHorizon', days: input.rules.bookingHorizonDays }, language);
  }
  // Not even an empty restaurant could seat the party there: the size is not offered, nothing was taken.
  if (!findAssignment({ ...input, occupancy: [], blockers: [] }, target)) {
    return guestRefusal('invalid_request', { reason: 'noTableSeats', partySize: target.partySize }, language);
  }
  return guestRefusal('slot_unavailable', { reason: 'slotTaken', partySize: target.partySize }, language);
}

/** Whether the restaurant has this slot for the choice on the target's weekday (booked or not, open or not). */
function isConfiguredSlot(input: EngineInput, target: BookingTarget): boolean {
  const matches = (slot: { start: number; end: number }) => slot.start === target.slot.start && slot.end === target.slot.end;
  const weekday = weekdayOf(target.date);
  if (target.choice.kind === 'special') {
    const id = target.choice.id;
    return input.specials.some(
      (special) => special.id === id && special.enabled && special.weekdays.includes(weekday) && special.timeslots.some(matches),
    );
  }
  const areaNames =
    target.choice.kind === 'area'
      ? [target.choice.name]
      : input.areas.filter((area) => input.areaGroups.find((g) => g.id === (target.choice as { id: string }).id)?.areaIds.includes(area.id)).map((area) => area.name);
  return input.areas.some((area) => areaNames.includes(area.name) && area.bookable && Boolean(area.timeslots[weekday]?.some(matches)));
}
