import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, formatMinutes, isLocalDate, toInstant, toLocal, weekdayOf, zoneOffsetMs } from './time';

const berlin = 'Europe/Berlin';

describe('time model', () => {
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

  it('round-trips every minute of a year of days in several zones', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 730 }),
        fc.integer({ min: 0, max: 1439 }),
        fc.constantFrom(berlin, 'America/New_York', 'Asia/Kolkata', 'UTC', 'Australia/Lord_Howe'),
        (dayOffset, minutes, zone) => {
          const date = addDays('2026-01-01', dayOffset);
          const instant = toInstant(date, minutes, zone);
          const back = toLocal(instant, zone);
          // Skipped minutes land after the gap; every other minute round-trips exactly.
          if (back.date === date && back.minutes === minutes) return true;
          return back.date === date && back.minutes > minutes && back.minutes - minutes <= 60;
        },
      ),
    );
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
