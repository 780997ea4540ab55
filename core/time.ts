// The time model (design.md): instants are UTC; restaurant-local dates are `YYYY-MM-DD` and times are minutes since
// local midnight in the restaurant's IANA time zone. Nothing else in the code base does time-zone arithmetic.

export const weekdays = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export type Weekday = (typeof weekdays)[number];

/** Spec §9: minutes since midnight; the last minute of a day. */
export const dayEndMinute = 1439;
export const defaultTimeZone = 'Europe/Berlin';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The zone's offset at an instant, as Intl reports it (the wall clock minus the instant, to the second). */
function offsetFromIntl(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const wall = Date.UTC(parts.year ?? 1970, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0);
  return wall - Math.floor(instant / 1000) * 1000;
}

// Asking Intl costs microseconds, and the server converts the same few instants (the slots) over and over. A zone
// keeps its offset for months, and no zone has changed it twice within a quarter of an hour: an offset Intl reports at
// both ends of a quarter hour holds for all of it, so it is kept per quarter hour. A quarter hour with a change in
// it is asked anew for every instant.
const quarterMs = 15 * 60_000;
const maxQuartersPerZone = 50_000;
const offsetsByZone = new Map<string, Map<number, number>>();

/** Offset of the zone from UTC at an instant, in milliseconds (Berlin: +1 h in winter, +2 h in summer). */
export function zoneOffsetMs(instant: number, timeZone: string): number {
  const quarter = Math.floor(instant / quarterMs);
  const known = offsetsByZone.get(timeZone)?.get(quarter);
  if (known !== undefined) return known;
  // Intl throws for an unknown zone here, before anything is kept for it.
  const atStart = offsetFromIntl(quarter * quarterMs, timeZone);
  if (atStart !== offsetFromIntl((quarter + 1) * quarterMs - 1, timeZone)) return offsetFromIntl(instant, timeZone);
  let offsets = offsetsByZone.get(timeZone);
  if (!offsets) offsetsByZone.set(timeZone, (offsets = new Map()));
  if (offsets.size >= maxQuartersPerZone) offsets.clear();
  offsets.set(quarter, atStart);
  return atStart;
}

function wallClock(instant: number, timeZone: string): WallClock {
  const wall = new Date(Math.floor(instant / 1000) * 1000 + zoneOffsetMs(instant, timeZone));
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The restaurant-local date and minute of an instant. */
export function toLocal(instant: Date | number, timeZone: string): { date: string; minutes: number } {
  const w = wallClock(typeof instant === 'number' ? instant : instant.getTime(), timeZone);
  return { date: `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`, minutes: w.hour * 60 + w.minute };
}

export function localDateOf(instant: Date | number, timeZone: string): string {
  return toLocal(instant, timeZone).date;
}

export function parseLocalDate(date: string): { year: number; month: number; day: number } {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    throw new RangeError(`Not a calendar date: ${date}`);
  }
  return { year, month, day };
}

export function isLocalDate(value: string): boolean {
  try {
    parseLocalDate(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * The instant at which a restaurant-local date and minute happen. A minute that does not exist (the hour skipped when
 * clocks go forward) maps to the same wall-clock distance after the jump, as a clock on the wall would show it; a
 * repeated minute (clocks go back) maps to its first occurrence.
 */
export function toInstant(date: string, minutes: number, timeZone: string): Date {
  const { year, month, day } = parseLocalDate(date);
  const wall = Date.UTC(year, month - 1, day, 0, minutes);
  const firstGuess = wall - zoneOffsetMs(wall, timeZone);
  const offsetThere = zoneOffsetMs(firstGuess, timeZone);
  let candidate = wall - offsetThere;
  // Clocks going back: an earlier instant with the larger offset shows the same wall time first.
  const earlier = wall - Math.max(offsetThere, zoneOffsetMs(firstGuess - 3600_000, timeZone));
  if (earlier < candidate && zoneOffsetMs(earlier, timeZone) + earlier === wall) candidate = earlier;
  if (zoneOffsetMs(candidate, timeZone) + candidate !== wall) {
    // In the gap: keep the distance from midnight in the offset before the jump.
    candidate = wall - zoneOffsetMs(candidate - 3600_000, timeZone);
  }
  return new Date(candidate);
}

/** Whether the instant shows this local date and minute (a minute past 1440 is on the following days). */
function showsWallClock(instant: number, date: string, minutes: number, timeZone: string): boolean {
  const days = Math.floor(minutes / 1440);
  const local = toLocal(instant, timeZone);
  return local.date === addDays(date, days) && local.minutes === minutes - days * 1440;
}

/**
 * The instants of a restaurant-local slot on a date, when the slot happens as written (docs/decisions/008): every
 * minute of it, from its start to the minute before its end, exists on the wall clock (none lies in the hour skipped
 * when clocks go forward) and it lasts its wall-clock length in real time (it does not span a change of offset).
 * Otherwise undefined, and the slot is not offered that day: 01:30–02:30 on a spring-forward day in Berlin has no
 * 02:00–02:29, 02:00–03:00 on a fall-back day lasts two hours. A slot may end as the clocks jump (01:00–02:00).
 */
export function slotInstants(date: string, start: number, end: number, timeZone: string): { start: number; end: number } | undefined {
  const from = toInstant(date, start, timeZone).getTime();
  const to = toInstant(date, end, timeZone).getTime();
  if (to - from !== (end - start) * 60_000) return undefined;
  if (!showsWallClock(from, date, start, timeZone) || !showsWallClock(to - 60_000, date, end - 1, timeZone)) return undefined;
  return { start: from, end: to };
}

/**
 * The restaurant-local slot a booking's instants name — the date and minute of its start, and its end as that minute
 * plus its length — when they are exactly the instants of that slot (slotInstants); otherwise undefined. The same
 * wall-clock slot and the same instants on the offer's side and the booking's, on every day of the year.
 */
export function localSlotOf(startMs: number, endMs: number, timeZone: string): { date: string; start: number; end: number } | undefined {
  const local = toLocal(startMs, timeZone);
  const slot = { date: local.date, start: local.minutes, end: local.minutes + (endMs - startMs) / 60_000 };
  if (!Number.isInteger(slot.end)) return undefined;
  const instants = slotInstants(slot.date, slot.start, slot.end, timeZone);
  return instants && instants.start === startMs && instants.end === endMs ? slot : undefined;
}

export function addDays(date: string, days: number): string {
  const { year, month, day } = parseLocalDate(date);
  const next = new Date(Date.UTC(year, month - 1, day + days));
  return `${pad(next.getUTCFullYear(), 4)}-${pad(next.getUTCMonth() + 1)}-${pad(next.getUTCDate())}`;
}

export function weekdayOf(date: string): Weekday {
  const { year, month, day } = parseLocalDate(date);
  return weekdays[new Date(Date.UTC(year, month - 1, day)).getUTCDay()] as Weekday;
}

/** Minutes as HH:mm (spec §3). */
export function formatMinutes(minutes: number): string {
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}
