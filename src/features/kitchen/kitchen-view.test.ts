import { describe, expect, it } from 'vitest';
import { kitchenFigures } from '../../../core/analytics/kitchen';
import { booking, diningRoom, hm, kitchenDay, terrace } from '../../../core/analytics/kitchen-test-kit';
import { connectionOf, currentSlotOf, kitchenAreasOf, kitchenDateOf, lastHeardOf, specialCounts, upcomingSlotCount, upcomingSlots } from './kitchen-view';

const figures = kitchenFigures(kitchenDay([booking({ at: '19:00', specialId: 'tasting', partySize: 4 }), booking({ at: '19:20', specialId: 'tasting' }), booking({ at: '20:00', note: 'vegan' })], { specials: [{ _id: 'tasting', title: { en: 'Tasting menu' } }] }));
const times = (slots: { start: number }[]) => slots.map((slot) => slot.start);

describe('the kitchen screen’s day and areas', () => {
  it('shows the chosen day while it is today or later, and today once it has gone by', () => {
    expect(kitchenDateOf(null, '2026-06-10')).toBe('2026-06-10');
    expect(kitchenDateOf('2026-06-11', '2026-06-10')).toBe('2026-06-11');
    expect(kitchenDateOf('2026-06-09', '2026-06-10')).toBe('2026-06-10');
    expect(kitchenDateOf('not a date', '2026-06-10')).toBe('2026-06-10');
  });

  it('shows every area while select-all is on or unset, else the stored ones in the floor’s order', () => {
    const floor = ['Terrace', 'Dining Room', 'Bar'];
    expect(kitchenAreasOf(floor, null, 'Bar')).toEqual(floor);
    expect(kitchenAreasOf(floor, true, 'Bar')).toEqual(floor);
    expect(kitchenAreasOf(floor, false, 'Bar, Terrace')).toEqual(['Terrace', 'Bar']);
    expect(kitchenAreasOf(floor, false, 'Garden')).toEqual(floor);
    expect(kitchenAreasOf(floor, false, null)).toEqual(floor);
  });
});

describe('the next two hours', () => {
  it('start with the current quarter hour on today', () => {
    const slots = upcomingSlots(figures.slots, { minute: hm('19:07') });
    expect(times(slots)).toEqual(Array.from({ length: upcomingSlotCount }, (_, i) => hm('19:00') + 15 * i));
    expect(currentSlotOf(figures.slots, hm('19:07'))?.start).toBe(hm('19:00'));
  });

  it('are the service’s first two hours before it opens and on a later day, fewer at the end, none on a past day', () => {
    expect(times(upcomingSlots(figures.slots, { minute: hm('09:00') }))[0]).toBe(hm('12:00'));
    expect(times(upcomingSlots(figures.slots, 'later'))[0]).toBe(hm('12:00'));
    expect(times(upcomingSlots(figures.slots, { minute: hm('21:20') }))).toEqual([hm('21:15'), hm('21:30'), hm('21:45')]);
    expect(upcomingSlots(figures.slots, 'past')).toEqual([]);
    expect(currentSlotOf(figures.slots, null)).toBeUndefined();
    expect(currentSlotOf(kitchenFigures(kitchenDay([], { areas: [terrace] })).slots, hm('19:00'))).toBeUndefined();
  });
});

describe('specials and the server', () => {
  it('counts the bookings and covers of each special booked', () => {
    expect(specialCounts(figures)).toEqual([{ specialId: 'tasting', bookings: 2, covers: 6 }]);
    expect(specialCounts(kitchenFigures(kitchenDay([booking()], { areas: [diningRoom] })))).toEqual([]);
  });

  it('is live with a stream open, offline without a network, and was last heard at the later of stream and day', () => {
    expect([connectionOf(true, true), connectionOf(true, false), connectionOf(false, true)]).toEqual(['live', 'connecting', 'offline']);
    expect([lastHeardOf(null, null), lastHeardOf(5, null), lastHeardOf(null, 7), lastHeardOf(9, 7)]).toEqual([null, 5, 7, 9]);
  });
});
