// Availability engine benchmark: a generated restaurant of 120 tables in 4 areas with
// combinations, a 90-day horizon, party sizes 1–12 and 5,000 upcoming reservations. Targets: full horizon ≤ 10 ms
// median, one day ≤ 0.2 ms median, on one core.
import { availabilityForDate, computeAvailability, findAssignment } from '../core/availability';
import type {
  EngineArea,
  EngineBlocker,
  EngineInput,
  EngineTable,
  Occupancy,
  Slot,
} from '../core/availability';
import { addDays, localDateOf, toInstant, weekdays, type Weekday } from '../core/time';

/** mulberry32: a small seeded PRNG, so every run measures the same restaurant. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const h = (hours: number, minutes = 0) => hours * 60 + minutes;
const zone = 'Europe/Berlin';

/** Per area: table specs [count, min, max, chain length for combinations]. */
const tableMix: [number, number, number, number][] = [
  [10, 1, 2, 5],
  [10, 2, 4, 5],
  [5, 4, 6, 5],
  [3, 6, 8, 1],
  [1, 8, 12, 1],
];

function generatedTables(level: string, areaIndex: number): EngineTable[] {
  const tables: EngineTable[] = [];
  let n = 1;
  for (const [count, min, max, chain] of tableMix) {
    for (let i = 0; i < count; i++) {
      const number = `${areaIndex + 1}${String(n).padStart(2, '0')}`;
      const inChain = i % chain;
      const combinations: string[] = [];
      if (chain > 1 && inChain > 0) combinations.push(`${areaIndex + 1}${String(n - 1).padStart(2, '0')}`);
      if (chain > 1 && inChain < chain - 1 && i < count - 1) combinations.push(`${areaIndex + 1}${String(n + 1).padStart(2, '0')}`);
      tables.push({ level, tableNumber: number, bookable: true, overflow: false, minCovers: min, maxCovers: max, combinations, frontendGroupOrder: n });
      n++;
    }
  }
  // One overflow bar table per area: used only when nothing regular fits.
  tables.push({ level, tableNumber: `${areaIndex + 1}B`, bookable: false, overflow: true, minCovers: 1, maxCovers: 4, combinations: [], frontendGroupOrder: 99 });
  return tables;
}

function generatedAreas(): EngineArea[] {
  const lunch: Slot[] = [{ start: h(12), end: h(14) }, { start: h(14), end: h(16) }];
  const dinner: Slot[] = [{ start: h(17, 30), end: h(19, 30) }, { start: h(19, 30), end: h(21, 30) }, { start: h(21, 30), end: h(23, 30) }];
  return ['Terrace', 'Dining Room', 'Garden', 'Cellar'].map((name, i) => ({
    id: `area-${i}`,
    name,
    bookable: true,
    sorting: i,
    timeslots: Object.fromEntries(
      weekdays
        .filter((day) => !(i === 3 && day === 'monday'))
        .map((day): [Weekday, Slot[]] => [day, i % 2 === 0 ? [...lunch, ...dinner] : dinner]),
    ),
  }));
}

export function generatedRestaurant(now: number): EngineInput {
  const random = prng(20260412);
  const areas = generatedAreas();
  const tables = areas.flatMap((area, i) => generatedTables(area.name, i));
  const today = localDateOf(now, zone);
  const occupancy: Occupancy[] = [];
  while (occupancy.length < 5000) {
    const area = areas[Math.floor(random() * areas.length)] as EngineArea;
    const date = addDays(today, Math.floor(random() * 90));
    const slots = area.timeslots[weekdays[new Date(`${date}T12:00:00Z`).getUTCDay()] as Weekday] ?? [];
    const slot = slots[Math.floor(random() * slots.length)];
    if (!slot) continue;
    const areaTables = tables.filter((t) => t.level === area.name);
    const table = areaTables[Math.floor(random() * areaTables.length)] as EngineTable;
    const offset = [0, 0, 0, 15, 30, -30][Math.floor(random() * 6)] as number;
    const start = toInstant(date, slot.start + offset, zone).getTime();
    occupancy.push({ level: area.name, tableNumber: table.tableNumber, start, end: start + (90 + Math.floor(random() * 5) * 15) * 60_000 });
  }
  const day = (d: number, minutes: number) => toInstant(addDays(today, d), minutes, zone).getTime();
  const blockers: EngineBlocker[] = [
    { start: day(3, 0), end: day(4, 0), level: null, tableNumbers: [] },
    { start: day(10, h(12)), end: day(10, h(16)), level: 'Garden', tableNumbers: [] },
    { start: day(20, h(17)), end: day(27, h(23)), level: 'Terrace', tableNumbers: ['101', '102', '111'] },
  ];
  return {
    rules: { timeZone: zone, sameDayCutoffHour: 20, bookingHorizonDays: 90, partySizeMin: 1, partySizeMax: 12 },
    areas,
    areaGroups: [
      { id: 'inside', areaIds: ['area-1', 'area-3'] },
      { id: 'outside', areaIds: ['area-0', 'area-2'] },
    ],
    specials: [
      { id: 'tasting', enabled: true, weekdays: ['thursday', 'friday', 'saturday'], timeslots: [{ start: h(19, 30), end: h(21, 30) }], areaGroupId: 'inside' },
      { id: 'brunch', enabled: true, weekdays: ['sunday'], timeslots: [{ start: h(10), end: h(12) }], areaGroupId: null },
    ],
    tables,
    occupancy,
    blockers,
    now,
  };
}

function measure(iterations: number, run: (i: number) => void): { median: number; p95: number } {
  const samples = new Float64Array(iterations);
  for (let i = 0; i < iterations; i++) {
    const t0 = process.hrtime.bigint();
    run(i);
    samples[i] = Number(process.hrtime.bigint() - t0) / 1e6;
  }
  samples.sort();
  return { median: samples[Math.floor(iterations / 2)] ?? NaN, p95: samples[Math.floor(iterations * 0.95)] ?? NaN };
}

const ms = (value: number) => value.toFixed(value < 1 ? 4 : 2);

export async function benchEngine(): Promise<void> {
  const now = Date.parse('2026-03-10T09:00:00Z');
  const input = generatedRestaurant(now);
  const today = localDateOf(now, zone);
  const dates = Array.from({ length: 90 }, (_, i) => addDays(today, i));

  // The occupancy index is kept with the reservation list it was built from (core/availability/occupancy.ts): every
  // call of the headline figures gets a list of its own (copies made before the clock starts), so each indexes the
  // whole book as a new read would. The one-day and findAssignment calls change the date, and with it the window,
  // at every call.
  const lists = (count: number) => Array.from({ length: count }, () => ({ ...input, occupancy: input.occupancy.slice() }));
  const first = measure(1, () => computeAvailability(input));
  console.log(`engine  first call (cold caches)  ${ms(first.median)} ms`);
  const warm = lists(100);
  measure(warm.length, (i) => computeAvailability(warm[i] as EngineInput));
  const own = lists(500);
  const full = measure(own.length, (i) => computeAvailability(own[i] as EngineInput));
  console.log(`engine  full horizon  median ${ms(full.median)} ms  p95 ${ms(full.p95)} ms  (target ≤ 10 ms median)`);
  const kept = measure(500, () => computeAvailability(input));
  console.log(`engine  full horizon, the same list asked again (its index kept)  median ${ms(kept.median)} ms`);

  measure(5000, (i) => availabilityForDate(input, dates[i % dates.length] as string));
  const oneDay = measure(20_000, (i) => availabilityForDate(input, dates[(i * 7) % dates.length] as string));
  console.log(`engine  one day  median ${ms(oneDay.median)} ms  p95 ${ms(oneDay.p95)} ms  (target ≤ 0.2 ms median)`);

  // A new tables array each call defeats the floor memo: the cost for a caller that rebuilds its floor every time.
  const fresh = measure(300, () => computeAvailability({ ...input, tables: input.tables.slice() }));
  console.log(`engine  full horizon, floor rebuilt each call  median ${ms(fresh.median)} ms  p95 ${ms(fresh.p95)} ms`);
  const freshDay = measure(3000, (i) =>
    availabilityForDate({ ...input, tables: input.tables.slice() }, dates[(i * 7) % dates.length] as string),
  );
  console.log(`engine  one day, floor rebuilt each call  median ${ms(freshDay.median)} ms`);

  const booking = measure(20_000, (i) =>
    findAssignment(input, {
      date: dates[(i * 11) % dates.length] as string,
      slot: { start: h(19, 30), end: h(21, 30) },
      partySize: 1 + (i % 12),
      choice: { kind: 'area', name: 'Dining Room' },
    }),
  );
  console.log(`engine  findAssignment  median ${ms(booking.median)} ms  p95 ${ms(booking.p95)} ms`);
  const result = computeAvailability(input);
  const slots = Object.values(result.availability).reduce(
    (sum, areas) => sum + Object.values(areas).reduce((s, slotSizes) => s + Object.keys(slotSizes).length, 0),
    0,
  );
  console.log(`engine  (${input.tables.length} tables, ${input.occupancy.length} reservations, ${slots} area slots, sizes ${result.allPartySizes.join(',')})`);
}
