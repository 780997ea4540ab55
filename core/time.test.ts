import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { assertProperty } from '../tests/support/property';
import { addDays, formatMinutes, isLocalDate, localSlotOf, slotInstants, toInstant, toLocal, weekdayOf, zoneOffsetMs } from './time';

const berlin = 'Europe/Berlin';
const minuteMs = 60_000;
const dayMs = 86_400_000;

const intlFormats = new Map<string, Intl.DateTimeFormat>();
/** The zone's offset at an instant, from Intl asked for that instant (independent of the offsets time.ts keeps). */
function intlOffset(instant: number, zone: string): number {
  let format = intlFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
    intlFormats.set(zone, format);
  }
  const parts = format.formatToParts(instant);
  const field = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value);
  const wall = Date.UTC(field('year'), field('month') - 1, field('day'), field('hour'), field('minute'), field('second'));
  return wall - Math.floor(instant / 1000) * 1000;
}

const transitionsFound = new Map<string, number[]>();
/** Every instant of the years at which the zone's offset changes, to the second (no zone changes twice in 6 h). */
function transitions(zone: string, fromYear: number, toYear: number): number[] {
  const key = `${zone} ${fromYear} ${toYear}`;
  const known = transitionsFound.get(key);
  if (known) return known;
  const step = 6 * 3600_000;
  const found: number[] = [];
  for (let at = Date.UTC(fromYear, 0, 1); at < Date.UTC(toYear + 1, 0, 1); at += step) {
    if (intlOffset(at, zone) === intlOffset(at + step, zone)) continue;
    let [low, high] = [at, at + step];
    while (high - low > 1000) {
      const mid = Math.floor((low + high) / 2000) * 1000;
      if (intlOffset(mid, zone) === intlOffset(low, zone)) low = mid;
      else high = mid;
    }
    found.push(high);
  }
  transitionsFound.set(key, found);
  return found;
}

/**
 * The instant of a local date and minute, the slow and obvious way: every offset the zone has within a day of it is
 * tried, and the earliest instant that shows that wall time wins (the first of a repeated hour). A wall time that no
 * instant shows (the hour skipped when clocks go forward) keeps its distance from midnight in the offset before the
 * jump, as toInstant documents.
 */
function referenceInstant(date: string, minutes: number, zone: string): { instant: number; exists: boolean } {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, day, 0, minutes);
  const offsets = new Set([intlOffset(wall - dayMs, zone), intlOffset(wall, zone), intlOffset(wall + dayMs, zone)]);
  const showing = [...offsets].map((offset) => wall - offset).filter((instant) => intlOffset(instant, zone) === wall - instant);
  if (showing.length > 0) return { instant: Math.min(...showing), exists: true };
  return { instant: wall - intlOffset(wall - dayMs, zone), exists: false };
}

const dstZones = [berlin, 'Europe/Madrid', 'America/New_York', 'Australia/Sydney', 'Australia/Lord_Howe', 'America/Mexico_City'];

describe('time model: the wall clock', () => {
  it('maps Berlin wall-clock times to UTC in winter and summer', () => {
    expect(toInstant('2026-01-15', 19 * 60, berlin).toISOString()).toBe('2026-01-15T18:00:00.000Z');
    expect(toInstant('2026-07-15', 19 * 60, berlin).toISOString()).toBe('2026-07-15T17:00:00.000Z');
  });

  it('handles the spring-forward day (29 March 2026: 02:00 → 03:00)', () => {
    expect(toInstant('2026-03-29', 60, berlin).toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(toInstant('2026-03-29', 3 * 60, berlin).toISOString()).toBe('2026-03-29T01:00:00.000Z');
    // 02:30 does not exist; it maps to 03:30 local.
    expect(toInstant('2026-03-29', 150, berlin).toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(toInstant('2026-03-29', 19 * 60, berlin).toISOString()).toBe('2026-03-29T17:00:00.000Z');
  });

  it('handles the fall-back day (25 October 2026: 03:00 → 02:00) taking the first 02:30', () => {
    expect(toInstant('2026-10-25', 150, berlin).toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(toInstant('2026-10-25', 19 * 60, berlin).toISOString()).toBe('2026-10-25T18:00:00.000Z');
  });

  it('knows offsets, weekdays, date arithmetic and formatting', () => {
    expect(zoneOffsetMs(Date.UTC(2026, 0, 1), berlin)).toBe(3600_000);
    expect(weekdayOf('2026-11-21')).toBe('saturday');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(formatMinutes(1380)).toBe('23:00');
    expect(isLocalDate('2026-02-30')).toBe(false);
    expect(isLocalDate('2026-02-28')).toBe(true);
  });
});

describe('time model: every transition, against Intl', () => {
  it('finds the transitions of 2026–2030: two a year where clocks change, none in Mexico City since 2022', () => {
    for (const zone of [berlin, 'Europe/Madrid', 'America/New_York', 'Australia/Sydney']) expect(transitions(zone, 2026, 2030), zone).toHaveLength(10);
    expect(transitions('America/Mexico_City', 2026, 2030)).toEqual([]);
    // Berlin: the last Sundays of March and October, 01:00 UTC.
    expect(transitions(berlin, 2027, 2027).map((at) => new Date(at).toISOString())).toEqual(['2027-03-28T01:00:00.000Z', '2027-10-31T01:00:00.000Z']);
  });

  it('gives exactly the offset Intl gives one minute before, at and after every transition of 2026–2030', () => {
    for (const zone of dstZones) {
      for (const at of transitions(zone, 2026, 2030)) {
        for (const instant of [at - minuteMs, at - 1000, at, at + minuteMs]) {
          expect(zoneOffsetMs(instant, zone), `${zone} at ${new Date(instant).toISOString()}`).toBe(intlOffset(instant, zone));
        }
        // The offset really changes there: 60 minutes, or 30 on Lord Howe.
        expect(Math.abs(intlOffset(at, zone) - intlOffset(at - 1000, zone)), zone).toBe(zone === 'Australia/Lord_Howe' ? 30 * minuteMs : 60 * minuteMs);
      }
    }
  });

  it('maps every minute of the hours around every transition of 2026–2030 exactly as the reference does, and back', () => {
    const wrong: string[] = [];
    for (const zone of dstZones) {
      for (const at of transitions(zone, 2026, 2030)) {
        const { date, minutes: localMinute } = toLocal(at - 1000, zone);
        const gap = (intlOffset(at, zone) - intlOffset(at - 1000, zone)) / minuteMs;
        // Every minute within three hours of the change, every quarter hour of the rest of its day.
        for (let minutes = 0; minutes < 1440; minutes += Math.abs(minutes - localMinute) <= 180 ? 1 : 15) {
          const expected = referenceInstant(date, minutes, zone);
          const instant = toInstant(date, minutes, zone).getTime();
          const back = toLocal(instant, zone);
          const backMinutes = expected.exists ? minutes : minutes + gap;
          if (instant !== expected.instant || back.date !== date || back.minutes !== backMinutes) {
            wrong.push(`${zone} ${date} ${formatMinutes(minutes)}: ${new Date(instant).toISOString()} → ${back.date} ${back.minutes}, expected ${new Date(expected.instant).toISOString()}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('maps any minute of 2026–2030 in any of several zones exactly as the reference does (property)', () => {
    assertProperty(
      fc.property(
        fc.integer({ min: 0, max: 5 * 365 }),
        fc.integer({ min: 0, max: 1439 }),
        fc.constantFrom(...dstZones, 'Asia/Kolkata', 'Asia/Kathmandu', 'Pacific/Chatham', 'America/St_Johns', 'UTC'),
        (dayOffset, minutes, zone) => {
          const date = addDays('2026-01-01', dayOffset);
          const expected = referenceInstant(date, minutes, zone);
          if (toInstant(date, minutes, zone).getTime() !== expected.instant) return false;
          const back = toLocal(expected.instant, zone);
          return !expected.exists || (back.date === date && back.minutes === minutes);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('gives the offset Intl gives at every instant, also where a zone changes it off the quarter hour', () => {
    // Berlin left local mean time (+0:53:28) at 1893-04-01 00:00 local, i.e. 1893-03-31 23:06:32 UTC; Kathmandu moved
    // from +5:30 to +5:45 in 1986; Lord Howe's summer time is half an hour; Chatham is +12:45 / +13:45.
    const changes = [
      { zone: berlin, at: Date.UTC(1893, 2, 31, 23, 6, 32) },
      { zone: 'Asia/Kathmandu', at: Date.UTC(1985, 11, 31, 18, 30) },
      { zone: 'Australia/Lord_Howe', at: Date.UTC(2026, 3, 4, 15) },
      { zone: 'Pacific/Chatham', at: Date.UTC(2026, 3, 4, 14) },
      { zone: berlin, at: Date.UTC(2026, 2, 29, 1) },
    ];
    for (const { zone, at } of changes) {
      // Every ten minutes of the hour around the change, which fills the kept offsets from instants on either side of
      // it, then every second of the ten minutes around it.
      for (const [step, reach] of [[600_000, 1_800_000], [1000, 300_000]] as const) {
        for (let instant = at - reach; instant <= at + reach; instant += step) {
          expect(zoneOffsetMs(instant, zone), `${zone} at ${new Date(instant).toISOString()}`).toBe(intlOffset(instant, zone));
        }
      }
    }
    assertProperty(
      fc.property(
        fc.integer({ min: Date.UTC(1880, 0, 1), max: Date.UTC(2100, 0, 1) }),
        fc.constantFrom(berlin, 'America/New_York', 'Asia/Kathmandu', 'Australia/Lord_Howe', 'Pacific/Chatham', 'America/St_Johns', 'UTC'),
        (instant, zone) => zoneOffsetMs(instant, zone) === intlOffset(instant, zone),
      ),
      { numRuns: 2000 },
    );
    expect(() => zoneOffsetMs(0, 'Not/A_Zone')).toThrow(RangeError);
  });
});

describe('time model: slots as written', () => {
  it('takes a slot as written or not at all: it exists on the wall clock and lasts its wall-clock length', () => {
    // Spring forward in Berlin (2027-03-28, 02:00 → 03:00): 01:30–02:30 has no 02:30; 03:00–04:00 is an hour.
    expect(slotInstants('2027-03-28', 90, 150, berlin)).toBeUndefined();
    expect(slotInstants('2027-03-28', 120, 150, berlin)).toBeUndefined();
    expect(slotInstants('2027-03-28', 180, 240, berlin)).toEqual({ start: Date.UTC(2027, 2, 28, 1), end: Date.UTC(2027, 2, 28, 2) });
    // Ending as the clocks jump: its last minute, 01:59, exists.
    expect(slotInstants('2027-03-28', 60, 120, berlin)).toEqual({ start: Date.UTC(2027, 2, 28, 0), end: Date.UTC(2027, 2, 28, 1) });
    expect(slotInstants('2027-03-28', 90, 180, berlin)).toBeUndefined();
    // Fall back (2027-10-31, 03:00 → 02:00): 02:00–03:00 would last two hours; 02:15–02:45 is the first of its two.
    expect(slotInstants('2027-10-31', 120, 180, berlin)).toBeUndefined();
    expect(slotInstants('2027-10-31', 135, 165, berlin)).toEqual({ start: Date.UTC(2027, 9, 31, 0, 15), end: Date.UTC(2027, 9, 31, 0, 45) });
    // Ending past midnight into a spring-forward night.
    expect(slotInstants('2027-03-27', 1380, 1620, berlin)).toBeUndefined();
    expect(slotInstants('2027-03-27', 1380, 1500, berlin)).toEqual({ start: Date.UTC(2027, 2, 27, 22), end: Date.UTC(2027, 2, 28, 0) });
  });

  it("reads a booking's instants as the slot they are, and nothing else", () => {
    const slot = slotInstants('2027-10-31', 135, 165, berlin);
    expect(localSlotOf(slot?.start ?? 0, slot?.end ?? 0, berlin)).toEqual({ date: '2027-10-31', start: 135, end: 165 });
    // The second 02:15–02:45 of the repeated hour is not the slot the offer named.
    expect(localSlotOf(Date.UTC(2027, 9, 31, 1, 15), Date.UTC(2027, 9, 31, 1, 45), berlin)).toBeUndefined();
    // 01:30 to 03:30 on the spring-forward day: an hour of real time, not a slot as written.
    expect(localSlotOf(Date.UTC(2027, 2, 28, 0, 30), Date.UTC(2027, 2, 28, 1, 30), berlin)).toBeUndefined();
    // Past midnight: the end stays in minutes of the start day.
    expect(localSlotOf(Date.UTC(2026, 6, 1, 20), Date.UTC(2026, 6, 1, 23), berlin)).toEqual({ date: '2026-07-01', start: 1320, end: 1500 });
    expect(localSlotOf(Date.UTC(2026, 6, 1, 20, 0, 30), Date.UTC(2026, 6, 1, 23), berlin)).toBeUndefined();
  });
});
