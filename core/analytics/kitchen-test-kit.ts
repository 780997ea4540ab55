// Test support for the kitchen figures: a restaurant in Berlin with a terrace and a dining room, and bookings written
// in restaurant-local times. Not imported by the rules.
import { toInstant, weekdays, type Weekday } from '../time';
import type { KitchenArea, KitchenDay, KitchenReservation } from './kitchen';

export const zone = 'Europe/Berlin';
/** A summer Wednesday (UTC+2). */
export const wednesday = '2026-06-10';

/** Minutes since midnight of "HH:mm". */
export const hm = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The UTC ISO instant of a restaurant-local "HH:mm" on a date. */
export const at = (time: string, date = wednesday) => toInstant(date, hm(time), zone).toISOString();

export function area(name: string, slots: [string, string][], days: readonly Weekday[] = weekdays): KitchenArea {
  const list = slots.map(([start, end]) => ({ start: hm(start), end: hm(end) }));
  return { name, timeslots: Object.fromEntries(days.map((day) => [day, list])) };
}

/** Lunch 12:00–14:00 on the terrace, dinner 18:00–22:00 in the dining room. */
export const terrace = area('Terrace', [['12:00', '14:00']]);
export const diningRoom = area('Dining Room', [['18:00', '20:00'], ['20:00', '22:00']]);

let counter = 0;

/** A booking of two at 19:00–21:00 in the dining room, nobody arrived yet. */
export function booking(over: Partial<KitchenReservation> & { date?: string; at?: string; until?: string } = {}): KitchenReservation {
  const { date = wednesday, at: start = '19:00', until, ...rest } = over;
  const startTime = at(start, date);
  return {
    _id: `r${++counter}`,
    linkedReservationId: null,
    level: 'Dining Room',
    tableNumber: '1',
    partySize: 2,
    startTime,
    endTime: until ? at(until, date) : new Date(Date.parse(startTime) + 2 * 3_600_000).toISOString(),
    extendedTo: null,
    checkedIn: false,
    checkedInAt: null,
    leftAt: null,
    deletedAt: null,
    specialId: null,
    note: null,
    ...rest,
  };
}

/** A day of the two areas, at 20:00 that evening unless told otherwise. */
export function kitchenDay(reservations: KitchenReservation[], over: Partial<KitchenDay> = {}): KitchenDay {
  return {
    date: wednesday,
    timeZone: zone,
    areas: [terrace, diningRoom],
    reservations,
    specials: [],
    now: Date.parse(at('20:00', over.date ?? wednesday)),
    ...over,
  };
}
