// Test support for the engine's example tests: a hand-made restaurant in Berlin (two bookable areas, a closed one,
// joinable tables, an overflow table, area groups and specials) and a way to book it.
import { findAssignment } from './index';
import type { EngineInput, EngineTable, Slot } from './types';
import { weekdays, type Weekday } from '../time';

export const h = (hours: number, minutes = 0) => hours * 60 + minutes;
const every = (slots: Slot[]): Partial<Record<Weekday, Slot[]>> => Object.fromEntries(weekdays.map((d) => [d, slots]));
export const table = (level: string, tableNumber: string, min: number, max: number, extra: Partial<EngineTable> = {}): EngineTable => ({
  level,
  tableNumber,
  bookable: true,
  overflow: false,
  minCovers: min,
  maxCovers: max,
  combinations: [],
  frontendGroupOrder: 0,
  ...extra,
});
export const at = (iso: string) => Date.parse(iso);
export const lunch = { start: h(12), end: h(14) };
export const dinner = { start: h(19), end: h(21) };
export const late = { start: h(21), end: h(23) };

/** Wednesday 10 June 2026, 10:00 in Berlin (08:00 UTC). */
const wednesdayMorning = at('2026-06-10T08:00:00Z');

export function floor(overrides: Partial<EngineInput> = {}): EngineInput {
  return {
    rules: { timeZone: 'Europe/Berlin', sameDayCutoffHour: 20, bookingHorizonDays: 14, partySizeMin: 1, partySizeMax: 8 },
    areas: [
      { id: 'main', name: 'Main', bookable: true, sorting: 1, timeslots: every([lunch, dinner]) },
      { id: 'patio', name: 'Patio', bookable: true, sorting: 2, timeslots: every([dinner, late]) },
      { id: 'closed', name: 'Closed', bookable: false, sorting: 3, timeslots: every([dinner]) },
    ],
    areaGroups: [
      { id: 'all', areaIds: ['main', 'patio'] },
      { id: 'outside', areaIds: ['patio'] },
    ],
    specials: [
      { id: 'fish-friday', enabled: true, weekdays: ['friday'], timeslots: [{ start: h(18), end: h(20) }], areaGroupId: 'outside' },
      { id: 'off', enabled: false, weekdays: [...weekdays], timeslots: [dinner], areaGroupId: null },
      { id: 'anywhere', enabled: true, weekdays: ['thursday'], timeslots: [lunch], areaGroupId: null },
    ],
    tables: [
      table('Main', '1', 1, 2, { combinations: ['2'], frontendGroupOrder: 1 }),
      table('Main', '2', 1, 2, { combinations: ['1'], frontendGroupOrder: 2 }),
      table('Main', '3', 2, 4, { frontendGroupOrder: 3 }),
      table('Main', 'B', 1, 6, { bookable: false, overflow: true, frontendGroupOrder: 9 }),
      table('Patio', 'P1', 3, 4, { frontendGroupOrder: 3 }),
      table('Closed', 'C1', 1, 8),
    ],
    occupancy: [],
    blockers: [],
    now: wednesdayMorning,
    ...overrides,
  };
}

export const book = (input: EngineInput, partySize: number, date = '2026-06-10', slot = dinner, name = 'Main') =>
  findAssignment(input, { date, slot, partySize, choice: { kind: 'area', name } });
export const busy = (tableNumber: string, date = '2026-06-10', level = 'Main') => ({
  level,
  tableNumber,
  start: at(`${date}T17:00:00Z`),
  end: at(`${date}T19:00:00Z`),
});
