import { describe, expect, it } from 'vitest';
import { toInstant } from '../../core/time';
import { endInstantOfLocal, instantOfLocal, isMarkedLate, isOpenEnd, isOverdue, timeOf } from './reservation-facts';

const zone = 'Europe/Berlin';
const iso = (date: string, minutes: number) => toInstant(date, minutes, zone).toISOString();

describe('the open-end label (spec §5/§9: an end at or after 23:00)', () => {
  const r = { startTime: iso('2025-06-10', 21 * 60 + 30) };
  it('shows for 23:00, later and past midnight, not for 22:59', () => {
    expect(isOpenEnd(r, iso('2025-06-10', 23 * 60), zone)).toBe(true);
    expect(isOpenEnd(r, iso('2025-06-10', 23 * 60 + 30), zone)).toBe(true);
    expect(isOpenEnd(r, iso('2025-06-11', 30), zone)).toBe(true);
    expect(isOpenEnd(r, iso('2025-06-10', 22 * 60 + 59), zone)).toBe(false);
  });
});

describe('times in the restaurant zone', () => {
  it('formats HH:mm and reads HH:mm back, an end before the start on the next day', () => {
    expect(timeOf(iso('2025-06-10', 19 * 60 + 30), zone)).toBe('19:30');
    const start = instantOfLocal('2025-06-10', '22:00', zone);
    expect(start?.toISOString()).toBe(iso('2025-06-10', 22 * 60));
    expect(endInstantOfLocal('2025-06-10', start as Date, '00:30', zone)?.toISOString()).toBe(iso('2025-06-11', 30));
    expect(instantOfLocal('2025-06-10', '25:00', zone)).toBeNull();
    expect(instantOfLocal('2025-06-10', 'soon', zone)).toBeNull();
  });
});

describe('late', () => {
  const start = iso('2025-06-10', 19 * 60);
  it('is a check-in time after the start (spec §4: start + 15 min)', () => {
    expect(isMarkedLate({ startTime: start, checkedInAt: null })).toBe(false);
    expect(isMarkedLate({ startTime: start, checkedInAt: start })).toBe(false);
    expect(isMarkedLate({ startTime: start, checkedInAt: iso('2025-06-10', 19 * 60 + 15) })).toBe(true);
  });
  it('flags a guest not checked in 15 minutes after the start', () => {
    const guest = { startTime: start, checkedIn: false, leftAt: null };
    expect(isOverdue(guest, Date.parse(start) + 14 * 60_000)).toBe(false);
    expect(isOverdue(guest, Date.parse(start) + 15 * 60_000)).toBe(true);
    expect(isOverdue({ ...guest, checkedIn: true }, Date.parse(start) + 60 * 60_000)).toBe(false);
  });
});
