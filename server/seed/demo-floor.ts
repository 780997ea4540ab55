// The demo restaurant's floor (server/seed/demo.ts): two areas open every day in their own slots, 23 tables, and what
// the history and today's bookings (./demo-history.ts, ./demo-today.ts) place guests on.
import { weekdays } from '../../core/time';

export type Slot = { start: number; end: number };
export const everyDay = (slots: Slot[]) => Object.fromEntries(weekdays.map((day) => [day, slots]));
export const h = (hours: number, minutes = 0) => hours * 60 + minutes;

const terraceSlots: Slot[] = [
  { start: h(12), end: h(14) },
  { start: h(14), end: h(16) },
  { start: h(18), end: h(20) },
  { start: h(20), end: h(22) },
];
const diningSlots: Slot[] = [
  { start: h(12), end: h(14) },
  { start: h(17, 30), end: h(19, 30) },
  { start: h(19, 30), end: h(21, 30) },
  { start: h(21, 30), end: h(23, 30) },
];

type InLanguages = readonly [de: string, en: string, es: string];
export const inLanguages = ([de, en, es]: InLanguages) => ({ de, en, es });

/** The demo's bookable areas, in their order, each open every day in its own slots. */
export const demoAreas: { id: string; name: string; type: 'Indoor' | 'Outdoor'; slots: Slot[]; names: InLanguages; about: InLanguages }[] = [
  { id: 'terrace', name: 'Terrace', type: 'Outdoor', slots: terraceSlots, names: ['Terrasse', 'Terrace', 'Terraza'], about: ['Unter Olivenbäumen', 'Under the olive trees', 'Bajo los olivos'] },
  { id: 'dining-room', name: 'Dining Room', type: 'Indoor', slots: diningSlots, names: ['Speisesaal', 'Dining Room', 'Comedor'], about: ['Am Kamin', 'By the fireplace', 'Junto a la chimenea'] },
];

export interface TableSeed {
  n: string;
  min: number;
  max: number;
  combos?: string[];
  overflow?: boolean;
}

export const terraceTables: TableSeed[] = [
  { n: 'T1', min: 1, max: 2, combos: ['T2'] },
  { n: 'T2', min: 1, max: 2, combos: ['T1', 'T3'] },
  { n: 'T3', min: 1, max: 2, combos: ['T2'] },
  { n: 'T4', min: 2, max: 4, combos: ['T5'] },
  { n: 'T5', min: 2, max: 4, combos: ['T4'] },
  { n: 'T6', min: 2, max: 4 },
  { n: 'T7', min: 2, max: 4 },
  { n: 'T8', min: 4, max: 6 },
  { n: 'T9', min: 4, max: 6 },
  { n: 'T10', min: 6, max: 8 },
];
export const diningTablesSeed: TableSeed[] = [
  { n: '1', min: 1, max: 2, combos: ['2'] },
  { n: '2', min: 1, max: 2, combos: ['1', '3'] },
  { n: '3', min: 1, max: 2, combos: ['2'] },
  { n: '4', min: 2, max: 4, combos: ['5'] },
  { n: '5', min: 2, max: 4, combos: ['4', '6'] },
  { n: '6', min: 2, max: 4, combos: ['5'] },
  { n: '7', min: 2, max: 4 },
  { n: '8', min: 4, max: 6, combos: ['9'] },
  { n: '9', min: 4, max: 6, combos: ['8'] },
  { n: '10', min: 6, max: 8 },
  { n: '11', min: 8, max: 12 },
  { n: '12', min: 2, max: 4 },
  { n: 'B1', min: 1, max: 4, overflow: true },
];

/** The tables of each area, as the seed writes them. */
export const tablesByArea: Record<string, TableSeed[]> = { Terrace: terraceTables, 'Dining Room': diningTablesSeed };
