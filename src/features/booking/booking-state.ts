// The guest booking flow's rules (spec §4), as pure functions over the availability response.
import { slotsFor, type Choice, type Offer } from '../../../core/availability/offer';

export type Stage = 'Welcome' | 'PartySize' | 'PartySizeMissing' | 'Date' | 'Level' | 'Timeslot' | 'Contact' | 'Submitting' | 'Completed' | 'Error';

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

export function neighbourDate(allowed: readonly string[], current: string | null, direction: 1 | -1): string | null {
  if (!allowed.length) return null;
  // Before a date is chosen, "later" starts at the first allowed date and nothing is earlier.
  if (current === null) return direction === 1 ? (allowed[0] ?? null) : null;
  if (direction === 1) return allowed.find((date) => date > current) ?? null;
  return [...allowed].reverse().find((date) => date < current) ?? null;
}

/** Spec §4: changing the date clears the waitlist flag and drops a selected slot that is not available on it. */
export function changeDate(selection: Selection, date: string, av: Offer, now: number): Selection {
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
