import { describe, expect, it } from 'vitest';
import { KitchenFigures } from '../schemas/analytics';
import { toInstant } from '../time';
import { kitchenFigures } from './kitchen';
import { area, at, booking, diningRoom, hm, kitchenDay, terrace, wednesday, zone } from './kitchen-test-kit';

const starts = (figures: KitchenFigures) => figures.slots.map((slot) => slot.start);
const slotAt = (figures: KitchenFigures, time: string) => figures.slots.find((slot) => slot.start === hm(time));
const quarterHours = (from: string, to: string) => Array.from({ length: (hm(to) - hm(from)) / 15 }, (_, i) => hm(from) + i * 15);

describe('kitchenFigures: the slots', () => {
  it('lists every quarter hour from the opening to the close, empty ones included, in the shape of the contract', () => {
    const figures = kitchenFigures(kitchenDay([]));
    expect(KitchenFigures.parse(figures)).toEqual(figures);
    expect(starts(figures)).toEqual(quarterHours('12:00', '22:00'));
    expect(figures.slots.every((slot) => slot.bookings === 0 && slot.notes.length === 0)).toBe(true);
    expect(figures.slots[0]?.areas).toEqual([
      { area: 'Terrace', bookings: 0, covers: 0, expectedCovers: 0, seatedCovers: 0, walkInCovers: 0 },
      { area: 'Dining Room', bookings: 0, covers: 0, expectedCovers: 0, seatedCovers: 0, walkInCovers: 0 },
    ]);
  });

  it('reads the hours of the date’s weekday, and of the chosen areas only', () => {
    const weekend = area('Garden', [['10:00', '11:00']], ['saturday', 'sunday']);
    expect(starts(kitchenFigures(kitchenDay([], { areas: [weekend, diningRoom] })))).toEqual(quarterHours('18:00', '22:00'));
    expect(starts(kitchenFigures(kitchenDay([], { areas: [weekend, diningRoom], date: '2026-06-13' })))).toEqual(quarterHours('10:00', '22:00'));
    expect(starts(kitchenFigures(kitchenDay([], { areas: [terrace] })))).toEqual(quarterHours('12:00', '14:00'));
  });

  it('stretches the range to bookings made outside the hours, to the quarter hour they start in', () => {
    const early = booking({ at: '10:10', level: 'Terrace' });
    const late = booking({ at: '23:20' });
    const figures = kitchenFigures(kitchenDay([late, early]));
    expect(starts(figures)).toEqual(quarterHours('10:00', '23:30'));
    expect(slotAt(figures, '10:00')?.bookings).toBe(1);
    expect(slotAt(figures, '23:15')?.bookings).toBe(1);
  });

  it('has no slots on a closed day without bookings, and only the booked range on a closed day with some', () => {
    const closed = area('Closed', []);
    expect(kitchenFigures(kitchenDay([], { areas: [closed] })).slots).toEqual([]);
    const figures = kitchenFigures(kitchenDay([booking({ at: '19:00', level: 'Closed' }), booking({ at: '19:40', level: 'Closed' })], { areas: [closed] }));
    expect(starts(figures)).toEqual(quarterHours('19:00', '19:45'));
  });
});

describe('kitchenFigures: which bookings count', () => {
  it('counts a party on combined tables once and lists all its tables, its own first', () => {
    const party = booking({ _id: 'party', tableNumber: '4', partySize: 10, note: 'Birthday, one vegan' });
    const extra = (table: string) => booking({ _id: `party-${table}`, tableNumber: table, partySize: 10, linkedReservationId: 'party', note: 'Birthday, one vegan' });
    const figures = kitchenFigures(kitchenDay([extra('12'), party, extra('5')]));
    expect(figures.totals).toMatchObject({ bookings: 1, covers: 10 });
    expect(slotAt(figures, '19:00')?.notes).toEqual([
      { reservationId: 'party', partySize: 10, area: 'Dining Room', tables: ['4', '5', '12'], specialId: null, note: 'Birthday, one vegan', dietary: true },
    ]);
  });

  it('leaves out cancelled bookings and the cancelled extra table of a booking that stands', () => {
    const cancelled = booking({ deletedAt: at('12:00'), partySize: 6, note: 'Nut allergy' });
    const party = booking({ _id: 'p', tableNumber: '4', note: 'Window' });
    const dropped = booking({ tableNumber: '6', linkedReservationId: 'p', deletedAt: at('12:00') });
    const figures = kitchenFigures(kitchenDay([cancelled, party, dropped]));
    expect(figures.totals).toMatchObject({ bookings: 1, covers: 2 });
    expect(slotAt(figures, '19:00')?.notes.map((note) => note.tables)).toEqual([['4']]);
  });

  it('leaves out the bookings of other days', () => {
    const figures = kitchenFigures(kitchenDay([booking({ date: '2026-06-09' }), booking({ date: '2026-06-11' }), booking({ partySize: 3 })]));
    expect(figures.totals).toMatchObject({ bookings: 1, covers: 3 });
  });

  it('counts a booking across midnight on the day it starts, not on the next', () => {
    const night = booking({ at: '23:30', until: '23:59', partySize: 4 });
    night.endTime = at('01:30', '2026-06-11');
    const day = kitchenFigures(kitchenDay([night]));
    expect(slotAt(day, '23:30')).toMatchObject({ bookings: 1, covers: 4 });
    const next = kitchenFigures(kitchenDay([night], { date: '2026-06-11', now: Date.parse(at('00:30', '2026-06-11')) }));
    expect(next.totals.bookings).toBe(0);
    expect(starts(next)).toEqual(quarterHours('12:00', '22:00'));
  });

  it('leaves out bookings in an area not chosen, and shows the chosen areas in the order given', () => {
    const figures = kitchenFigures(kitchenDay([booking({ level: 'Terrace', at: '12:30' }), booking({ level: 'Bar', at: '12:30' })], { areas: [diningRoom, terrace, diningRoom] }));
    expect(figures.areas).toEqual(['Dining Room', 'Terrace']);
    expect(slotAt(figures, '12:30')?.areas.map((counts) => [counts.area, counts.bookings])).toEqual([
      ['Dining Room', 0],
      ['Terrace', 1],
    ]);
    expect(figures.totals.bookings).toBe(1);
  });
});

describe('kitchenFigures: a day when the clocks change (Europe/Berlin)', () => {
  const springForward = '2026-03-29';
  const fallBack = '2026-10-25';

  it('reads bookings in local time on the day clocks go back, both 02:30s in one slot', () => {
    const firstHalfPastTwo = booking({ date: fallBack, at: '02:30', partySize: 2 });
    const second = booking({ date: fallBack, at: '02:30', partySize: 3 });
    second.startTime = new Date(Date.parse(firstHalfPastTwo.startTime) + 3_600_000).toISOString();
    const late = booking({ date: fallBack, at: '23:30', partySize: 4 });
    expect(late.startTime).toBe('2026-10-25T22:30:00.000Z');
    const figures = kitchenFigures(kitchenDay([firstHalfPastTwo, second, late], { date: fallBack, now: Date.parse(at('12:00', fallBack)) }));
    expect(slotAt(figures, '02:30')).toMatchObject({ bookings: 2, covers: 5 });
    expect(slotAt(figures, '23:30')).toMatchObject({ bookings: 1, covers: 4 });
    expect(starts(figures)).toEqual(quarterHours('02:30', '23:45'));
  });

  it('skips the quarter hours that never happen on the day clocks go forward, and none on other days', () => {
    const night = area('Night', [['01:00', '04:00']]);
    const threeOClock = booking({ date: springForward, at: '03:00', level: 'Night' });
    const figures = kitchenFigures(kitchenDay([threeOClock], { date: springForward, areas: [night] }));
    expect(starts(figures)).toEqual([...quarterHours('01:00', '02:00'), ...quarterHours('03:00', '04:00')]);
    expect(slotAt(figures, '03:00')?.bookings).toBe(1);
    expect(starts(kitchenFigures(kitchenDay([], { date: '2026-03-28', areas: [night] })))).toEqual(quarterHours('01:00', '04:00'));
  });

  it('reads local times in a zone a quarter hour off the hour, and in one west of UTC', () => {
    for (const timeZone of ['Asia/Kathmandu', 'America/New_York']) {
      const late = booking({ at: '23:50' });
      late.startTime = toInstant(wednesday, hm('23:50'), timeZone).toISOString();
      const early = booking({ at: '00:05' });
      early.startTime = toInstant(wednesday, hm('00:05'), timeZone).toISOString();
      const figures = kitchenFigures(kitchenDay([late, early], { timeZone }));
      expect([slotAt(figures, '23:45')?.bookings, slotAt(figures, '00:00')?.bookings, figures.totals.bookings]).toEqual([1, 1, 2]);
    }
  });

  it('gives an evening on a changing day the same quarter hours as any other evening', () => {
    for (const date of [springForward, fallBack]) expect(starts(kitchenFigures(kitchenDay([], { date, areas: [diningRoom] })))).toEqual(quarterHours('18:00', '22:00'));
  });
});

describe('kitchenFigures: expected, seated and walk-in covers', () => {
  // At 20:00: who is still to come, who sits at a table, who came in from the street.
  const seated = booking({ at: '19:00', partySize: 4, checkedIn: true });
  const coming = booking({ at: '20:15', partySize: 3 });
  const lateButComing = booking({ at: '19:45', partySize: 2, checkedInAt: at('20:00') });
  const neverCame = booking({ at: '17:00', until: '19:00', partySize: 5 });
  const gone = booking({ at: '18:00', partySize: 6, checkedIn: true, leftAt: at('19:50') });
  const walkIn = booking({ at: '19:35', partySize: 2, checkedIn: true, source: 'walk-in', level: 'Terrace' });
  const figures = kitchenFigures(kitchenDay([seated, coming, lateButComing, neverCame, gone, walkIn]));

  it('counts a checked-in guest who has not left as seated, and a guest still on the way as expected', () => {
    expect(figures.totals).toEqual({ bookings: 6, covers: 22, expectedCovers: 5, seatedCovers: 6, walkInCovers: 2 });
  });

  it('still expects a guest marked late (the late mark is no arrival)', () => {
    expect(slotAt(figures, '19:45')).toMatchObject({ expectedCovers: 2, seatedCovers: 0 });
  });

  it('expects nobody whose stay is over, and seats nobody who left', () => {
    expect(slotAt(figures, '17:00')).toMatchObject({ covers: 5, expectedCovers: 0, seatedCovers: 0 });
    expect(slotAt(figures, '18:00')).toMatchObject({ covers: 6, expectedCovers: 0, seatedCovers: 0 });
  });

  it('counts walk-ins in their slot and area, and each slot’s areas add up to the slot', () => {
    const slot = slotAt(figures, '19:30');
    expect(slot?.areas.find((counts) => counts.area === 'Terrace')).toMatchObject({ bookings: 1, walkInCovers: 2, seatedCovers: 2 });
    for (const each of figures.slots) {
      const sum = each.areas.reduce((total, counts) => total + counts.covers, 0);
      expect(sum).toBe(each.covers);
    }
    expect(figures.slots.reduce((total, each) => total + each.covers, 0)).toBe(figures.totals.covers);
  });
});

describe('kitchenFigures: notes and specials', () => {
  const specials = [
    { _id: 'tasting', title: { de: 'Degustationsmenü', en: 'Tasting menu' } },
    { _id: 'brunch', title: { en: 'Brunch' } },
  ];

  it('lists a booking with a note or a special against its slot, flags diets, and drops blank notes', () => {
    const figures = kitchenFigures(
      kitchenDay(
        [
          booking({ _id: 'allergy', at: '19:05', note: '  Erdnussallergie!  ' }),
          booking({ _id: 'window', at: '19:10', note: 'Window seat please' }),
          booking({ _id: 'menu', at: '19:30', specialId: 'tasting', partySize: 4 }),
          booking({ _id: 'blank', at: '19:30', note: '   ' }),
        ],
        { specials },
      ),
    );
    expect(slotAt(figures, '19:00')?.notes.map(({ reservationId, note, dietary }) => ({ reservationId, note, dietary }))).toEqual([
      { reservationId: 'allergy', note: 'Erdnussallergie!', dietary: true },
      { reservationId: 'window', note: 'Window seat please', dietary: false },
    ]);
    expect(slotAt(figures, '19:30')?.notes).toEqual([{ reservationId: 'menu', partySize: 4, area: 'Dining Room', tables: ['1'], specialId: 'tasting', note: null, dietary: false }]);
  });

  it('names the specials booked that day only, with their titles', () => {
    const figures = kitchenFigures(kitchenDay([booking({ specialId: 'tasting' }), booking({ specialId: 'tasting', deletedAt: at('10:00') })], { specials }));
    expect(figures.specials).toEqual([{ specialId: 'tasting', title: { de: 'Degustationsmenü', en: 'Tasting menu' } }]);
    expect(kitchenFigures(kitchenDay([booking({ specialId: 'brunch', date: '2026-06-11' })], { specials })).specials).toEqual([]);
  });

  it('keeps the day it was given: its date and time zone', () => {
    const figures = kitchenFigures(kitchenDay([]));
    expect([figures.date, figures.timeZone]).toEqual([wednesday, zone]);
  });
});
