// The guest booking flow's rules (spec §4), as pure functions over the availability response.
import type { AvailabilityResponse, SlotSizes } from '../../../core/availability/types';
import { localDateOf, toInstant } from '../../../core/time';

export type Stage = 'Welcome' | 'PartySize' | 'PartySizeMissing' | 'Date' | 'Level' | 'Timeslot' | 'Contact' | 'Submitting' | 'Completed' | 'Error';

export type Choice = { kind: 'area'; name: string } | { kind: 'areaGroup'; id: string } | { kind: 'special'; id: string };

export interface Selection {
  started: boolean;
  partySize: number | null;
  date: string | null;
  choice: Choice | null;
  slot: string | null;
  outcome: 'submitting' | 'success' | 'failure' | null;
}

export const emptySelection: Selection = { started: false, partySize: null, date: null, choice: null, slot: null, outcome: null };

/** Spec §4: the stage shown is chosen in this order. */
export function stageOf(selection: Selection, allPartySizes: readonly number[]): Stage {
  if (selection.outcome === 'submitting') return 'Submitting';
  if (selection.outcome === 'success') return 'Completed';
  if (selection.outcome === 'failure') return 'Error';
  if (!selection.started) return 'Welcome';
  if (selection.partySize === null) return 'PartySize';
  if (!allPartySizes.includes(selection.partySize)) return 'PartySizeMissing';
  if (selection.date !== null && selection.choice === null) return 'Level';
  if (selection.date === null) return 'Date';
  if (selection.slot === null) return 'Timeslot';
  return 'Contact';
}

/** Spec §5/§9: a slot ending at or after 23:00 shows as open-ended. */
export const openEndThreshold = 1380;

export function parseSlot(key: string): { start: number; end: number } {
  const [start, end] = key.split('-').map(Number);
  return { start: start ?? 0, end: end ?? 1439 };
}

type Available = Pick<AvailabilityResponse, 'availability' | 'areaGroupAvailability' | 'specialAvailability' | 'timeZone' | 'sameDayCutoffHourUTC' | 'today'>;

function slotsOfChoice(av: Available, date: string, choice: Choice): SlotSizes {
  if (choice.kind === 'area') return av.availability[date]?.[choice.name] ?? {};
  if (choice.kind === 'areaGroup') return av.areaGroupAvailability[date]?.[choice.id] ?? {};
  return av.specialAvailability[date]?.[choice.id] ?? {};
}

/**
 * Slots of a choice on a date that still offer the party size. The published file can be hours old, so slots that have
 * started meanwhile are dropped here, and today entirely once the same-day cutoff has passed (spec §4).
 */
export function slotsFor(av: Available, date: string, choice: Choice, partySize: number, now: number): string[] {
  if (!isDateOpen(av, date, now)) return [];
  return Object.entries(slotsOfChoice(av, date, choice))
    .filter(([key, sizes]) => sizes.includes(partySize) && toInstant(date, parseSlot(key).start, av.timeZone).getTime() > now)
    .map(([key]) => key)
    .sort((a, b) => parseSlot(a).start - parseSlot(b).start);
}

function isDateOpen(av: Available, date: string, now: number): boolean {
  const today = localDateOf(now, av.timeZone);
  if (date < today) return false;
  if (date === today && new Date(now).getUTCHours() >= av.sameDayCutoffHourUTC) return false;
  return true;
}

/** Every choice with at least one open slot for the party on the date. */
export function choicesFor(av: Available, date: string, partySize: number, now: number): Choice[] {
  const choices: Choice[] = [
    ...Object.keys(av.specialAvailability[date] ?? {}).map((id): Choice => ({ kind: 'special', id })),
    ...Object.keys(av.availability[date] ?? {}).map((name): Choice => ({ kind: 'area', name })),
    ...Object.keys(av.areaGroupAvailability[date] ?? {}).map((id): Choice => ({ kind: 'areaGroup', id })),
  ];
  return choices.filter((choice) => slotsFor(av, date, choice, partySize, now).length > 0);
}

/** Spec §4: the dates a party of this size can book. */
export function allowedDates(av: Available, partySize: number, now: number): string[] {
  return Object.keys(av.availability)
    .sort()
    .filter((date) => choicesFor(av, date, partySize, now).length > 0);
}

/**
 * What a chosen date holds for the party: `open` (something to choose), `full` (the day has slots still to come, but
 * none left for the party: the waitlist is offered there, spec §1) or `closed` (no online bookings that day at all: a
 * day the restaurant has no slots, one past or beyond the booking horizon, or today after the same-day cutoff).
 */
export function dateOutcome(av: Available, date: string, partySize: number, now: number): 'open' | 'full' | 'closed' {
  if (!(date in av.availability) || !isDateOpen(av, date, now)) return 'closed';
  if (choicesFor(av, date, partySize, now).length > 0) return 'open';
  const comingSlots = [av.availability, av.areaGroupAvailability, av.specialAvailability].some((byDate) =>
    Object.values(byDate[date] ?? {}).some((slots) => Object.keys(slots).some((key) => toInstant(date, parseSlot(key).start, av.timeZone).getTime() > now)),
  );
  return comingSlots ? 'full' : 'closed';
}

export function neighbourDate(allowed: readonly string[], current: string | null, direction: 1 | -1): string | null {
  if (!allowed.length) return null;
  // Before a date is chosen, "later" starts at the first allowed date and nothing is earlier.
  if (current === null) return direction === 1 ? (allowed[0] ?? null) : null;
  if (direction === 1) return allowed.find((date) => date > current) ?? null;
  return [...allowed].reverse().find((date) => date < current) ?? null;
}

/** Spec §4: changing the date clears the waitlist flag and drops a selected slot that is not available on it. */
export function changeDate(selection: Selection, date: string, av: Available, now: number): Selection {
  const keepSlot =
    selection.slot !== null && selection.choice !== null && selection.partySize !== null && slotsFor(av, date, selection.choice, selection.partySize, now).includes(selection.slot);
  return { ...selection, date, slot: keepSlot ? selection.slot : null };
}

/**
 * One choice at a time: area, area group or special (spec §5: exactly one is sent). Choosing an area therefore also
 * clears a chosen special (spec §4), and any new choice drops the slot picked for the previous one.
 */
export function chooseChoice(selection: Selection, choice: Choice): Selection {
  return { ...selection, choice, slot: null };
}

export function choiceKey(choice: Choice): string {
  return choice.kind === 'area' ? `area:${choice.name}` : `${choice.kind}:${choice.id}`;
}
