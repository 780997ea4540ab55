// When the engine offers a slot: not once started, not after today's cutoff, within the horizon, on the weekdays it is
// configured for, and at the right instant across Berlin's changes of clock.
import { describe, expect, it } from 'vitest';
import { availabilityForDate, computeAvailability } from './index';
import { at, book, dinner, floor, h, lunch } from './example-floor';

describe('when a slot can be booked', () => {
  it('does not offer a slot that has started', () => {
    const lunchtime = floor({ now: at('2026-06-10T10:00:00Z') });
    const day = computeAvailability(lunchtime).availability['2026-06-10'];
    expect(day?.Main?.['720-840']).toBeUndefined();
    expect(day?.Main?.['1140-1260']).toBeDefined();
    expect(book(lunchtime, 2, '2026-06-10', lunch)).toBeNull();
    // 12:00 local = 10:00 UTC; a millisecond earlier the slot is still open.
    expect(book(floor({ now: at('2026-06-10T09:59:59.999Z') }), 2, '2026-06-10', lunch)).not.toBeNull();
  });

  it('offers nothing more today once the local hour reaches the cutoff, and tomorrow as usual', () => {
    const rules = { ...floor().rules, sameDayCutoffHour: 18 };
    const before = floor({ now: at('2026-06-10T15:59:00Z'), rules }); // 17:59 in Berlin
    expect(book(before, 2)).not.toBeNull();
    const after = floor({ now: at('2026-06-10T16:00:00Z'), rules }); // 18:00 in Berlin
    const response = computeAvailability(after);
    expect(response.availability['2026-06-10']).toEqual({});
    expect(book(after, 2)).toBeNull();
    expect(book(after, 2, '2026-06-11')).not.toBeNull();
    expect(response.availability['2026-06-11']?.Main?.['1140-1260']).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('reports the cutoff as a UTC hour of today (spec §9 sameDayCutoffHourUTC)', () => {
    const rules = { ...floor().rules, sameDayCutoffHour: 18 };
    expect(computeAvailability(floor({ rules })).sameDayCutoffHourUTC).toBe(16);
    expect(computeAvailability(floor({ rules, now: at('2026-01-14T08:00:00Z') })).sameDayCutoffHourUTC).toBe(17);
    expect(computeAvailability(floor({ rules: { ...rules, sameDayCutoffHour: 24 } })).sameDayCutoffHourUTC).toBe(24);
  });

  it('offers today to today + horizon − 1 and nothing beyond', () => {
    const input = floor({ rules: { ...floor().rules, bookingHorizonDays: 3 } });
    const response = computeAvailability(input);
    expect(Object.keys(response.availability)).toEqual(['2026-06-10', '2026-06-11', '2026-06-12']);
    expect(book(input, 2, '2026-06-12')).not.toBeNull();
    expect(book(input, 2, '2026-06-13')).toBeNull();
    expect(book(input, 2, '2026-06-09')).toBeNull();
    expect(availabilityForDate(input, '2026-06-13').availability).toEqual({});
    expect(book(input, 2, 'not-a-date')).toBeNull();
  });

  it('offers only the slot minutes configured for the weekday', () => {
    expect(book(floor(), 2, '2026-06-10', { start: h(19), end: h(20) })).toBeNull();
    const weekendOnly = floor({
      areas: [{ id: 'main', name: 'Main', bookable: true, sorting: 1, timeslots: { saturday: [dinner] } }],
    });
    expect(book(weekendOnly, 2)).toBeNull();
    expect(book(weekendOnly, 2, '2026-06-13')).not.toBeNull();
  });
});

describe('daylight saving in Europe/Berlin', () => {
  // A 19:00 slot starts at 17:00 UTC in summer time and 18:00 UTC in winter time.
  const cases = [
    { date: '2026-03-29', slotStart: '2026-03-29T17:00:00Z', dayBefore: '2026-03-28T18:00:00Z' },
    { date: '2026-10-25', slotStart: '2026-10-25T18:00:00Z', dayBefore: '2026-10-24T17:00:00Z' },
  ];
  for (const { date, slotStart, dayBefore } of cases) {
    it(`puts the 19:00 slot of ${date} at ${slotStart}`, () => {
      const start = at(slotStart);
      expect(book(floor({ now: start - 1 }), 2, date)).not.toBeNull();
      expect(book(floor({ now: start }), 2, date)).toBeNull();
      // A reservation ending exactly at the slot's start leaves the table free; one ending a millisecond later does not.
      const morning = { level: 'Main', tableNumber: '1', start: start - 3_600_000, end: start };
      const now = at(dayBefore);
      expect(book(floor({ now, occupancy: [morning] }), 2, date)?.tableNumbers).toEqual(['1']);
      expect(book(floor({ now, occupancy: [{ ...morning, end: start + 1 }] }), 2, date)?.tableNumbers).toEqual(['2']);
      // The slot ends two hours later in real time too.
      const after = { level: 'Main', tableNumber: '1', start: start + 7_200_000, end: start + 9_000_000 };
      expect(book(floor({ now, occupancy: [after] }), 2, date)?.tableNumbers).toEqual(['1']);
      expect(book(floor({ now, occupancy: [{ ...after, start: after.start - 1 }] }), 2, date)?.tableNumbers).toEqual(['2']);
    });
  }
});
