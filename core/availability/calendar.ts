// Restaurant-local days for the engine: which dates are bookable, and the UTC instant of a slot minute on a date.
// All zone arithmetic goes through core/time.ts (design.md "Time"); this file only remembers its answers, because
// toInstant costs tens of microseconds (Intl) and the engine asks for hundreds of slot instants per call.
import { addDays, toInstant, toLocal, weekdayOf, type Weekday } from '../time';

const minuteMs = 60_000;
const dayMs = 86_400_000;

export interface LocalDay {
  date: string;
  weekday: Weekday;
  /** Instant of local midnight (toInstant(date, 0)). */
  start: number;
  /** Instant of the next local midnight. */
  end: number;
  /**
   * True when the two midnights are exactly 24 h apart: the zone's offset is then the same all day, so
   * toInstant(date, m) = start + m minutes for 0 ≤ m ≤ 1440 (checked by a property test). Daylight-saving days
   * (23 h or 25 h, spec §4 "correct across daylight-saving changes") ask toInstant for every minute instead.
   */
  uniform: boolean;
  next: string;
  /** Instants of minutes on a non-uniform day, asked once each. */
  irregular: Map<number, number> | undefined;
}

// A bounded memo per zone: dates are few (horizon ≈ 90) and zones fewer; clearing when full keeps memory flat.
const maxDaysPerZone = 2048;
const daysByZone = new Map<string, Map<string, LocalDay>>();

export function localDay(date: string, timeZone: string): LocalDay {
  let days = daysByZone.get(timeZone);
  if (!days) {
    days = new Map();
    daysByZone.set(timeZone, days);
  }
  let day = days.get(date);
  if (!day) {
    if (days.size >= maxDaysPerZone) days.clear();
    const next = addDays(date, 1);
    const start = toInstant(date, 0, timeZone).getTime();
    const end = toInstant(next, 0, timeZone).getTime();
    const uniform = end - start === dayMs;
    day = { date, weekday: weekdayOf(date), start, end, uniform, next, irregular: uniform ? undefined : new Map() };
    days.set(date, day);
  }
  return day;
}

/** The UTC instant (epoch ms) of a restaurant-local minute on a day; same answer as toInstant. */
export function instantAt(day: LocalDay, minutes: number, timeZone: string): number {
  if (day.uniform && minutes >= 0 && minutes <= 1440) return day.start + minutes * minuteMs;
  const cached = day.irregular?.get(minutes);
  if (cached !== undefined) return cached;
  const instant = toInstant(day.date, minutes, timeZone).getTime();
  day.irregular?.set(minutes, instant);
  return instant;
}

export interface LocalNow {
  day: LocalDay;
  /** Restaurant-local minutes since midnight of `now`. */
  minutes: number;
}

const lastToday = new Map<string, LocalDay>();

/** Today's restaurant-local day and minute of `now` (spec §4: bookable dates start at the local today). */
export function localNow(now: number, timeZone: string): LocalNow {
  const known = lastToday.get(timeZone);
  if (known && known.uniform && now >= known.start && now < known.end) {
    return { day: known, minutes: Math.floor((now - known.start) / minuteMs) };
  }
  const local = toLocal(now, timeZone);
  const day = localDay(local.date, timeZone);
  lastToday.set(timeZone, day);
  return { day, minutes: local.minutes };
}

/** Spec §4: on today, once the local hour of now reaches the cutoff hour, nothing more is offered for today. */
export function todayClosed(now: LocalNow, cutoffHour: number): boolean {
  return Math.floor(now.minutes / 60) >= cutoffHour;
}

/**
 * Spec §9 `sameDayCutoffHourUTC`: the hour of the UTC day at which today's restaurant-local cutoff falls, so a client
 * in any zone can compare it with its own UTC clock (Berlin cutoff 20 → 19 in winter, 18 in summer). Fractional for
 * zones with half-hour offsets. A cutoff of 24 or more means "never" and is passed through as 24.
 */
export function cutoffHourUtc(today: LocalDay, cutoffHour: number, timeZone: string): number {
  if (cutoffHour >= 24) return 24;
  const instant = instantAt(today, Math.max(0, cutoffHour) * 60, timeZone);
  return (((instant % dayMs) + dayMs) % dayMs) / 3_600_000;
}

/** The bookable days: today to today + horizon − 1 (spec §4 allowed dates). */
export function horizonDays(today: LocalDay, horizonDays: number, timeZone: string): LocalDay[] {
  const days: LocalDay[] = [];
  let day = today;
  for (let i = 0; i < horizonDays; i++) {
    days.push(day);
    day = localDay(day.next, timeZone);
  }
  return days;
}

/** Whether `date` is within the horizon starting at `today` (string comparison is calendar order for YYYY-MM-DD). */
export function inHorizon(date: string, today: LocalDay, horizon: number): boolean {
  return horizon > 0 && date >= today.date && date <= addDays(today.date, horizon - 1);
}
