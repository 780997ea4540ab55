// Test support for the reservation rules: rows built from restaurant-local times in Berlin. Not imported by the rules.
import { toInstant } from '../time';
import type { ActionContext, BlockerFacts, ReservationFacts } from './types';

export const zone = 'Europe/Berlin';
/** A summer Wednesday (UTC+2). */
export const day = '2026-06-10';
/** Berlin's clocks go forward (02:00 → 03:00) and back (03:00 → 02:00) on these days. */
export const springForward = '2026-03-29';
export const fallBack = '2026-10-25';

/** The UTC ISO instant of a restaurant-local "HH:mm" (or minutes) on a date. */
export function local(time: string | number, date = day): string {
  const minutes = typeof time === 'number' ? time : Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  return toInstant(date, minutes, zone).toISOString();
}

export const ms = (iso: string) => Date.parse(iso);

export function reservation(id: string, over: Partial<ReservationFacts> = {}): ReservationFacts {
  return {
    _id: id,
    linkedReservationId: null,
    level: 'Main',
    tableNumber: '1',
    startTime: local('19:00'),
    endTime: local('21:00'),
    checkedIn: false,
    checkedInAt: null,
    extendedTo: null,
    leftAt: null,
    deletedAt: null,
    deletedBy: null,
    editorId: null,
    updatedAt: '2026-06-01T00:00:00.000Z',
    ...over,
  };
}

export function blocker(id: string, start: string, end: string, level: string | null = 'Main', tableNumbers: string[] = ['1']): BlockerFacts {
  return { _id: id, start, end, level, tableNumbers };
}

export function context(
  reservations: ReservationFacts[] = [],
  over: Partial<ActionContext> = {},
): ActionContext {
  return { now: ms(local('20:00')), timeZone: zone, actorId: 'staff-1', reservations, blockers: [], ...over };
}
