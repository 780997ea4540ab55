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

  it('gives the offset Intl gives at every instant, also where a zone changes it off the quarter hour', () => {
    // Independent of the kept offsets: Intl asked for the instant itself.
    const intlOffset = (instant: number, zone: string) => {
      const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' }).formatToParts(instant);
      const field = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value);
      const wall = Date.UTC(field('year'), field('month') - 1, field('day'), field('hour'), field('minute'), field('second'));
      return wall - Math.floor(instant / 1000) * 1000;
    };
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
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1880, 0, 1), max: Date.UTC(2100, 0, 1) }),
        fc.constantFrom(berlin, 'America/New_York', 'Asia/Kathmandu', 'Australia/Lord_Howe', 'Pacific/Chatham', 'America/St_Johns', 'UTC'),
        (instant, zone) => zoneOffsetMs(instant, zone) === intlOffset(instant, zone),
      ),
      { numRuns: 2000 },
    );
    expect(() => zoneOffsetMs(0, 'Not/A_Zone')).toThrow(RangeError);
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
