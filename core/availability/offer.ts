// What a guest is offered, read from an availability response (spec §4): the slots of a choice for a party, the
// choices and dates with something open, and whether a date is open, full (the waitlist, spec §1) or closed. The
// booking page decides what to show with these, and the server what it accepts onto the waitlist.
import { localDateOf, toInstant } from '../time';
import type { AvailabilityResponse, SlotSizes } from './types';

export type Choice = { kind: 'area'; name: string } | { kind: 'areaGroup'; id: string } | { kind: 'special'; id: string };

export type Offer = Pick<AvailabilityResponse, 'availability' | 'areaGroupAvailability' | 'specialAvailability' | 'timeZone' | 'sameDayCutoffHourUTC' | 'today'>;

export function parseSlot(key: string): { start: number; end: number } {
  const [start, end] = key.split('-').map(Number);
  return { start: start ?? 0, end: end ?? 1439 };
}

function slotsOfChoice(av: Offer, date: string, choice: Choice): SlotSizes {
  if (choice.kind === 'area') return av.availability[date]?.[choice.name] ?? {};
  if (choice.kind === 'areaGroup') return av.areaGroupAvailability[date]?.[choice.id] ?? {};
  return av.specialAvailability[date]?.[choice.id] ?? {};
}

/**
 * Slots of a choice on a date that still offer the party size. The published file can be hours old, so slots that have
 * started meanwhile are dropped here, and today entirely once the same-day cutoff has passed (spec §4).
 */
export function slotsFor(av: Offer, date: string, choice: Choice, partySize: number, now: number): string[] {
  if (!isDateOpen(av, date, now)) return [];
  return Object.entries(slotsOfChoice(av, date, choice))
    .filter(([key, sizes]) => sizes.includes(partySize) && toInstant(date, parseSlot(key).start, av.timeZone).getTime() > now)
    .map(([key]) => key)
    .sort((a, b) => parseSlot(a).start - parseSlot(b).start);
}

function isDateOpen(av: Offer, date: string, now: number): boolean {
  const today = localDateOf(now, av.timeZone);
  if (date < today) return false;
  if (date === today && new Date(now).getUTCHours() >= av.sameDayCutoffHourUTC) return false;
  return true;
}

/** Every choice with at least one open slot for the party on the date. */
export function choicesFor(av: Offer, date: string, partySize: number, now: number): Choice[] {
  const choices: Choice[] = [
    ...Object.keys(av.specialAvailability[date] ?? {}).map((id): Choice => ({ kind: 'special', id })),
    ...Object.keys(av.availability[date] ?? {}).map((name): Choice => ({ kind: 'area', name })),
    ...Object.keys(av.areaGroupAvailability[date] ?? {}).map((id): Choice => ({ kind: 'areaGroup', id })),
  ];
  return choices.filter((choice) => slotsFor(av, date, choice, partySize, now).length > 0);
}

/** Spec §4: the dates a party of this size can book. */
export function allowedDates(av: Offer, partySize: number, now: number): string[] {
  return Object.keys(av.availability)
    .sort()
    .filter((date) => choicesFor(av, date, partySize, now).length > 0);
}

/**
 * What a chosen date holds for the party: `open` (something to choose), `full` (the day has slots still to come, but
 * none left for the party: the waitlist is offered there, spec §1) or `closed` (no online bookings that day at all: a
 * day the restaurant has no slots, one past or beyond the booking horizon, or today after the same-day cutoff).
 */
export function dateOutcome(av: Offer, date: string, partySize: number, now: number): 'open' | 'full' | 'closed' {
  if (!(date in av.availability) || !isDateOpen(av, date, now)) return 'closed';
  if (choicesFor(av, date, partySize, now).length > 0) return 'open';
  const comingSlots = [av.availability, av.areaGroupAvailability, av.specialAvailability].some((byDate) =>
    Object.values(byDate[date] ?? {}).some((slots) => Object.keys(slots).some((key) => toInstant(date, parseSlot(key).start, av.timeZone).getTime() > now)),
  );
  return comingSlots ? 'full' : 'closed';
}
