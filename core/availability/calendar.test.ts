import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../tests/support/property';
import { cutoffHourUtc, instantAt, localDay, localNow } from './calendar';
import { addDays, toInstant, toLocal } from '../time';

const zones = ['Europe/Berlin', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kolkata', 'UTC'];

describe('engine calendar', () => {
  it('gives the same instant as toInstant for every minute, daylight-saving days included', () => {
    assertProperty(
      fc.property(fc.integer({ min: 0, max: 730 }), fc.integer({ min: 0, max: 1440 }), fc.constantFrom(...zones), (d, m, zone) => {
        const date = addDays('2026-01-01', d);
        expect(instantAt(localDay(date, zone), m, zone)).toBe(toInstant(date, m, zone).getTime());
      }),
      { numRuns: 2000 },
    );
  });

  it('knows the Berlin daylight-saving days are 23 and 25 hours long', () => {
    const spring = localDay('2026-03-29', 'Europe/Berlin');
    const autumn = localDay('2026-10-25', 'Europe/Berlin');
    expect([spring.uniform, (spring.end - spring.start) / 3_600_000]).toEqual([false, 23]);
    expect([autumn.uniform, (autumn.end - autumn.start) / 3_600_000]).toEqual([false, 25]);
    expect(new Date(instantAt(spring, 19 * 60, 'Europe/Berlin')).toISOString()).toBe('2026-03-29T17:00:00.000Z');
    expect(new Date(instantAt(autumn, 19 * 60, 'Europe/Berlin')).toISOString()).toBe('2026-10-25T18:00:00.000Z');
  });

  it('finds the local date and minute of now as toLocal does', () => {
    assertProperty(
      fc.property(fc.integer({ min: Date.parse('2026-01-01'), max: Date.parse('2027-12-31') }), fc.constantFrom(...zones), (now, zone) => {
        const local = localNow(now, zone);
        expect({ date: local.day.date, minutes: local.minutes }).toEqual(toLocal(now, zone));
      }),
      { numRuns: 2000 },
    );
  });

  it('expresses the cutoff hour in UTC', () => {
    expect(cutoffHourUtc(localDay('2026-01-14', 'Europe/Berlin'), 20, 'Europe/Berlin')).toBe(19);
    expect(cutoffHourUtc(localDay('2026-07-14', 'Europe/Berlin'), 20, 'Europe/Berlin')).toBe(18);
    expect(cutoffHourUtc(localDay('2026-07-14', 'Asia/Kolkata'), 20, 'Asia/Kolkata')).toBe(14.5);
    expect(cutoffHourUtc(localDay('2026-07-14', 'Europe/Berlin'), 24, 'Europe/Berlin')).toBe(24);
  });
});
