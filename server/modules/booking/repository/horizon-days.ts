// The UTC days of the kept reads, and the kept horizon's bookings by the day they start: a booking's slot is cut
// from the horizon (./slot-read-cache.ts) by looking only at the days a booking overlapping it may start on.
import type { Occupancy } from '../../../../core/availability/types';
import { longestStayMs } from './slot-read';

const dayMs = 86_400_000;
/** The UTC days [from, to) touches. */
export const firstDay = (from: number) => Math.floor(from / dayMs);
export const lastDay = (to: number) => Math.floor((to - 1) / dayMs);

/** A horizon's bookings, and the same by the UTC day they start once a slot has been cut from it. */
export interface StartDays {
  occupancy: Occupancy[];
  byStartDay?: Map<number, Occupancy[]>;
}

export function addByStartDay(byDay: Map<number, Occupancy[]>, booking: Occupancy): void {
  const day = firstDay(booking.start);
  const bookings = byDay.get(day);
  if (bookings) bookings.push(booking);
  else byDay.set(day, [booking]);
}

/**
 * The horizon's bookings that overlap [from, to), from the days they may start on (no stay is longer than
 * longestStayMs). A burst of bookings cuts many slots in one turn of the event loop: walking all of a big restaurant's
 * 100,000 upcoming bookings for each stalled it for a tenth of a second.
 */
export function overlapping(horizon: StartDays, from: number, to: number): Occupancy[] {
  if (!horizon.byStartDay) {
    horizon.byStartDay = new Map();
    for (const booking of horizon.occupancy) addByStartDay(horizon.byStartDay, booking);
  }
  const found: Occupancy[] = [];
  for (let day = firstDay(from - longestStayMs); day <= lastDay(to); day++) {
    for (const booking of horizon.byStartDay.get(day) ?? []) if (booking.start < to && booking.end > from) found.push(booking);
  }
  return found;
}
