// Restaurant onboarding (spec §2: a restaurant user is sent to restaurant onboarding until GET /status reports areas
// and tables set up). The wizard's pure rules: which step to resume at, the default time slots, table numbering.
import { weekdays, type Weekday } from '../../../core/time';

export const onboardingSteps = ['name', 'languages', 'colours', 'areas', 'tables', 'done'] as const;
export type OnboardingStep = (typeof onboardingSteps)[number];

export const stepIndex = (step: OnboardingStep): number => onboardingSteps.indexOf(step);

export interface SetupFacts {
  /** GET /status. */
  setup: { areas: boolean; tables: boolean };
  /** How many areas exist at all (bookable or not). */
  areaCount: number;
  /** The furthest step this device has reached for the restaurant (index), if any. */
  reached: number | null;
}

/**
 * The furthest step a user may open: the tables step needs a bookable area with a slot, the last step needs a bookable
 * table too. The server's state decides, so a stale device record cannot skip a requirement.
 */
export function furthestAllowed(setup: SetupFacts['setup']): number {
  if (!setup.areas) return stepIndex('areas');
  if (!setup.tables) return stepIndex('tables');
  return stepIndex('done');
}

/**
 * Where the wizard resumes after a reload or on another device: what the server shows is done (areas, then tables),
 * or further if this device got further through the steps that leave no trace on the server (name, languages, colours
 * keep their defaults when saved unchanged), never beyond what the server allows.
 */
export function resumeStep({ setup, areaCount, reached }: SetupFacts): number {
  let fromServer = 0;
  if (setup.areas && setup.tables) fromServer = stepIndex('done');
  else if (setup.areas) fromServer = stepIndex('tables');
  else if (areaCount > 0) fromServer = stepIndex('areas');
  return Math.min(Math.max(fromServer, reached ?? 0), furthestAllowed(setup));
}

type Slot = { start: number; end: number };

/** Two evening seatings every day (a time slot is one bookable seating, spec §3): 18:00–20:00 and 20:00–22:00. */
export function defaultWeek(): Partial<Record<Weekday, Slot[]>> {
  return Object.fromEntries(
    weekdays.map((day) => [
      day,
      [
        { start: 18 * 60, end: 20 * 60 },
        { start: 20 * 60, end: 22 * 60 },
      ],
    ]),
  );
}

export function slotsPerWeek(timeslots: Partial<Record<Weekday, Slot[]>>): number {
  return weekdays.reduce((sum, day) => sum + (timeslots[day]?.length ?? 0), 0);
}

/**
 * The next free table numbers: one after the highest number in use, counting up. Numbers that are not plain digits
 * (such as "B2") are left alone but never repeated.
 */
export function nextTableNumbers(existing: readonly string[], count: number): string[] {
  const taken = new Set(existing.map((number) => number.trim().toLowerCase()));
  let next = existing.reduce((max, number) => (/^\d+$/.test(number.trim()) ? Math.max(max, Number(number)) : max), 0) + 1;
  const numbers: string[] = [];
  while (numbers.length < count) {
    const candidate = String(next++);
    if (!taken.has(candidate)) numbers.push(candidate);
  }
  return numbers;
}

/**
 * The names guests see for an area (spec §5: never empty). A new area shows its name in every offered language; a
 * rename replaces the entries that still showed the old name and keeps the ones written by hand.
 */
export function guestNames(
  name: string,
  languages: readonly string[],
  previous?: { name: string; localizedNames: Record<string, string> },
): Record<string, string> {
  const names: Record<string, string> = { ...(previous?.localizedNames ?? {}) };
  for (const [language, text] of Object.entries(names)) {
    if (!text.trim() || text === previous?.name) names[language] = name;
  }
  for (const language of languages) {
    if (!names[language]?.trim()) names[language] = name;
  }
  return names;
}
