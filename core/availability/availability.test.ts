import { describe, expect, it } from 'vitest';
import { availabilityForDate, computeAvailability, findAssignment, offeredPartySizes } from './index';
import type { EngineInput, Slot } from './types';
import { at, book, busy, dinner, floor, h, late, lunch, table } from './example-floor';

describe('best fit', () => {
  it('gives a party of 2 the 2-top, not the 4-top, the joined tables or the overflow table', () => {
    expect(book(floor(), 2)).toEqual({ level: 'Main', tableNumbers: ['1'], maxCovers: 2, overflow: false });
  });

  it('gives a party of 4 the free 4-top, and the joined 2+2 only when no 4-top is free', () => {
    expect(book(floor(), 4)?.tableNumbers).toEqual(['3']);
    const taken = floor({ occupancy: [busy('3')] });
    expect(book(taken, 4)).toEqual({ level: 'Main', tableNumbers: ['1', '2'], maxCovers: 4, overflow: false });
  });

  it('uses the overflow table only as a last resort', () => {
    expect(book(floor(), 5)).toEqual({ level: 'Main', tableNumbers: ['B'], maxCovers: 6, overflow: true });
    const crowded = floor({ occupancy: [busy('3'), busy('1')] });
    expect(book(crowded, 4)?.tableNumbers).toEqual(['B']);
    expect(book(crowded, 2)?.tableNumbers).toEqual(['2']);
    expect(book(floor({ occupancy: [busy('B'), busy('3')] }), 5)).toBeNull();
  });

  it('prefers a regular table even to a smaller overflow table', () => {
    const bar = table('Main', '0', 1, 1, { bookable: false, overflow: true, frontendGroupOrder: 0 });
    const input = floor({ tables: [...floor().tables, bar] });
    expect(book(input, 1)?.tableNumbers).toEqual(['1']);
    expect(book({ ...input, occupancy: [busy('1'), busy('2'), busy('3')] }, 1)?.tableNumbers).toEqual(['0']);
  });

  it('respects the minimum covers of tables and combinations', () => {
    // Patio's only table seats 3–4: no party of 2 there.
    expect(book(floor(), 2, '2026-06-10', dinner, 'Patio')).toBeNull();
    expect(book(floor(), 3, '2026-06-10', dinner, 'Patio')?.tableNumbers).toEqual(['P1']);
    expect(book(floor(), 9)).toBeNull();
  });

  it('lets a reservation that ends when the slot starts leave the table free', () => {
    const before = { level: 'Main', tableNumber: '3', start: at('2026-06-10T15:00:00Z'), end: at('2026-06-10T17:00:00Z') };
    expect(book(floor({ occupancy: [before] }), 4)?.tableNumbers).toEqual(['3']);
    const overlapping = { ...before, end: before.end + 1 };
    expect(book(floor({ occupancy: [overlapping] }), 4)?.tableNumbers).toEqual(['1', '2']);
  });
});

describe('offer', () => {
  it('offers exactly the sizes with an assignment', () => {
    const day = computeAvailability(floor()).availability['2026-06-10'];
    expect(day?.Main?.['1140-1260']).toEqual([1, 2, 3, 4, 5, 6]);
    expect(day?.Patio?.['1140-1260']).toEqual([3, 4]);
    expect(day?.Closed).toBeUndefined();
  });

  it('lists bookable areas, groups and the party sizes offered anywhere', () => {
    const response = computeAvailability(floor());
    expect(response.areas).toEqual([
      { id: 'main', name: 'Main', sorting: 1 },
      { id: 'patio', name: 'Patio', sorting: 2 },
    ]);
    expect(response.areaGroups.map((g) => g.id)).toEqual(['all', 'outside']);
    expect(response.allPartySizes).toEqual([1, 2, 3, 4, 5, 6]);
    expect(response.today).toBe('2026-06-10');
    expect(response.timeZone).toBe('Europe/Berlin');
  });

  it('agrees with offeredPartySizes and availabilityForDate', () => {
    const input = floor({ occupancy: [busy('3')] });
    const full = computeAvailability(input).availability['2026-06-10']?.Main?.['1140-1260'];
    expect(offeredPartySizes(input, { date: '2026-06-10', slot: dinner, choice: { kind: 'area', name: 'Main' } })).toEqual(full);
    expect(availabilityForDate(input, '2026-06-10').availability['2026-06-10']).toEqual(
      computeAvailability(input).availability['2026-06-10'],
    );
  });
});

describe('blockers', () => {
  const period = { start: at('2026-06-10T16:00:00Z'), end: at('2026-06-10T20:00:00Z') };

  it('a blocker without a level blocks every table of every area', () => {
    const input = floor({ blockers: [{ ...period, level: null, tableNumbers: [] }] });
    const day = computeAvailability(input).availability['2026-06-10'];
    expect(day?.Main?.['1140-1260']).toEqual([]);
    expect(day?.Patio?.['1140-1260']).toEqual([]);
    expect(day?.Main?.['720-840']).toEqual([1, 2, 3, 4, 5, 6]);
    expect(book(input, 2)).toBeNull();
  });

  it('a blocker with a level and no tables blocks that area only', () => {
    const input = floor({ blockers: [{ ...period, level: 'Main', tableNumbers: [] }] });
    const day = computeAvailability(input).availability['2026-06-10'];
    expect(day?.Main?.['1140-1260']).toEqual([]);
    expect(day?.Patio?.['1140-1260']).toEqual([3, 4]);
  });

  it('a blocker with tables blocks those tables', () => {
    const input = floor({ blockers: [{ ...period, level: 'Main', tableNumbers: ['3', 'B'] }] });
    expect(book(input, 4)?.tableNumbers).toEqual(['1', '2']);
    expect(computeAvailability(input).availability['2026-06-10']?.Main?.['1140-1260']).toEqual([1, 2, 3, 4]);
  });
});

describe('area groups', () => {
  const group = (input: EngineInput, partySize: number, slot = dinner, id = 'all') =>
    findAssignment(input, { date: '2026-06-10', slot, partySize, choice: { kind: 'areaGroup', id } });

  it("offers per slot the union of its areas' sizes; a slot exists if any of its areas has it", () => {
    const input = floor({ occupancy: [busy('B'), busy('3')] });
    const slots = computeAvailability(input).areaGroupAvailability['2026-06-10']?.all;
    expect(slots?.['1140-1260']).toEqual([1, 2, 3, 4]);
    expect(slots?.['720-840']).toEqual([1, 2, 3, 4, 5, 6]);
    expect(slots?.['1260-1380']).toEqual([3, 4]);
    expect(Object.keys(slots ?? {})).toEqual(['720-840', '1140-1260', '1260-1380']);
  });

  it('books the best fit across its areas, never mixing areas', () => {
    const input = floor({ occupancy: [busy('3')] });
    // Main can only join 1+2 (maxCovers 4, two tables); Patio's P1 seats 4 alone: fewer tables wins.
    expect(group(input, 4)).toEqual({ level: 'Patio', tableNumbers: ['P1'], maxCovers: 4, overflow: false });
    expect(group(input, 2)?.level).toBe('Main');
    expect(group(input, 3, late)?.level).toBe('Patio');
    expect(group(input, 2, late)).toBeNull();
    expect(group(input, 2, dinner, 'nope')).toBeNull();
  });

  it('prefers a regular table in another area to the overflow table', () => {
    const input = floor({ occupancy: [busy('3'), busy('1')] });
    expect(group(input, 4)?.tableNumbers).toEqual(['P1']);
  });
});

describe('specials', () => {
  const special = (input: EngineInput, id: string, date: string, slot: Slot, partySize = 3) =>
    findAssignment(input, { date, slot, partySize, choice: { kind: 'special', id } });
  const fishSlot = { start: h(18), end: h(20) };

  it("runs on its weekdays, in its own slots, in its area group's areas", () => {
    const response = computeAvailability(floor());
    expect(response.specialAvailability['2026-06-12']?.['fish-friday']).toEqual({ '1080-1200': [3, 4] });
    expect(response.specialAvailability['2026-06-11']?.['fish-friday']).toBeUndefined();
    expect(special(floor(), 'fish-friday', '2026-06-12', fishSlot)).toEqual({
      level: 'Patio',
      tableNumbers: ['P1'],
      maxCovers: 4,
      overflow: false,
    });
    expect(special(floor(), 'fish-friday', '2026-06-11', fishSlot)).toBeNull();
    expect(special(floor(), 'fish-friday', '2026-06-12', dinner)).toBeNull();
    expect(special(floor(), 'fish-friday', '2026-06-12', fishSlot, 2)).toBeNull();
  });

  it('is never offered when disabled', () => {
    const response = computeAvailability(floor());
    expect(Object.values(response.specialAvailability).some((day) => 'off' in day)).toBe(false);
    expect(special(floor(), 'off', '2026-06-10', dinner)).toBeNull();
  });

  it('without an area group, is booked in every bookable area', () => {
    const thursday = computeAvailability(floor()).specialAvailability['2026-06-11']?.anywhere;
    expect(thursday).toEqual({ '720-840': [1, 2, 3, 4, 5, 6] });
    // Main's 3 and Patio's P1 tie on capacity, size and frontendGroupOrder: the area sorting decides.
    expect(special(floor(), 'anywhere', '2026-06-11', lunch, 4)?.tableNumbers).toEqual(['3']);
    const mainBusy = floor({
      blockers: [{ start: at('2026-06-11T09:00:00Z'), end: at('2026-06-11T13:00:00Z'), level: 'Main', tableNumbers: [] }],
    });
    expect(special(mainBusy, 'anywhere', '2026-06-11', lunch, 4)?.tableNumbers).toEqual(['P1']);
  });
});
