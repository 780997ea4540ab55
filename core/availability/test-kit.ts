// Test support for the engine's property tests: random small restaurants (fast-check) and a brute-force reference
// that answers the spec's questions the slow, obvious way (every subset of tables, toInstant for every slot), so the
// fast engine can be checked against it. Not imported by the engine.
import fc from 'fast-check';
import { addDays, toInstant, toLocal, weekdays } from '../time';
import type { EngineBlocker, EngineInput, EngineTable, Occupancy, Slot } from './types';

const h = (hours: number, minutes = 0) => hours * 60 + minutes;
/** Includes slots inside Berlin's skipped (02:00–03:00 in March) and repeated (October) hours. */
export const slotPool: Slot[] = [
  { start: h(12), end: h(14) },
  { start: h(13), end: h(15) },
  { start: h(19), end: h(21) },
  { start: h(20), end: h(22) },
  { start: h(0, 30), end: h(2, 30) },
  { start: h(2), end: h(3) },
];
const baseDates = ['2026-03-27', '2026-10-23', '2026-06-10', '2026-12-30'];
const zone = 'Europe/Berlin';

const tableArb = (level: string, tableNumber: string, count: number) =>
  fc
    .record({
      min: fc.integer({ min: 1, max: 3 }),
      extra: fc.integer({ min: 0, max: 4 }),
      kind: fc.constantFrom('regular', 'regular', 'regular', 'overflow', 'off'),
      combinations: fc.subarray(Array.from({ length: count }, (_, i) => String(i + 1))),
      order: fc.integer({ min: 0, max: 3 }),
    })
    .map(
      (t): EngineTable => ({
        level,
        tableNumber,
        bookable: t.kind === 'regular',
        overflow: t.kind === 'overflow',
        minCovers: t.min,
        maxCovers: t.min + t.extra,
        combinations: t.combinations.filter((n) => n !== tableNumber),
        frontendGroupOrder: t.order,
      }),
    );

const areaArb = (index: number) =>
  fc
    .record({
      bookable: fc.constantFrom(true, true, true, true, false),
      slots: fc.subarray(slotPool, { minLength: 1, maxLength: 4 }),
      closedOn: fc.subarray([...weekdays], { maxLength: 3 }),
      tableCount: fc.integer({ min: 0, max: 6 }),
    })
    .chain((a) =>
      fc
        .tuple(...Array.from({ length: a.tableCount }, (_, i) => tableArb(`Area ${index}`, String(i + 1), a.tableCount)))
        .map((tables) => ({
          area: {
            id: `a${index}`,
            name: `Area ${index}`,
            bookable: a.bookable,
            sorting: index,
            timeslots: Object.fromEntries(weekdays.filter((d) => !a.closedOn.includes(d)).map((d) => [d, a.slots])),
          },
          tables,
        })),
    );

/** A random restaurant around a daylight-saving change (or not), with a random book and blockers. */
export const inputArb: fc.Arbitrary<EngineInput> = fc
  .record({
    areas: fc.integer({ min: 1, max: 3 }).chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => areaArb(i)))),
    base: fc.constantFrom(...baseDates),
    nowMinute: fc.integer({ min: 0, max: 3 * 1440 }),
    horizon: fc.integer({ min: 1, max: 5 }),
    cutoff: fc.integer({ min: 0, max: 24 }),
    partySizeMin: fc.integer({ min: 1, max: 2 }),
    partySizeSpan: fc.integer({ min: 0, max: 7 }),
    bookings: fc.array(
      fc.record({ table: fc.nat(), day: fc.integer({ min: -1, max: 6 }), minute: fc.integer({ min: 0, max: 47 }), length: fc.integer({ min: 1, max: 8 }) }),
      { maxLength: 14 },
    ),
    blockers: fc.array(
      fc.record({
        scope: fc.constantFrom('all', 'area', 'tables'),
        area: fc.nat(),
        tables: fc.subarray(['1', '2', '3', '4', '5', '6'], { minLength: 1 }),
        day: fc.integer({ min: -1, max: 6 }),
        minute: fc.integer({ min: 0, max: 47 }),
        length: fc.integer({ min: 1, max: 12 }),
      }),
      { maxLength: 3 },
    ),
    groupPicks: fc.array(fc.subarray([0, 1, 2], { minLength: 1 }), { maxLength: 2 }),
    specials: fc.array(
      fc.record({
        enabled: fc.boolean(),
        weekdays: fc.subarray([...weekdays], { minLength: 1 }),
        slots: fc.subarray(slotPool, { minLength: 1, maxLength: 2 }),
        group: fc.option(fc.nat(), { nil: null }),
      }),
      { maxLength: 2 },
    ),
  })
  .map((r): EngineInput => {
    const tables = r.areas.flatMap((a) => a.tables);
    const instant = (day: number, halfHour: number) => toInstant(addDays(r.base, day), halfHour * 30, zone).getTime();
    const occupancy: Occupancy[] = tables.length
      ? r.bookings.map((b) => {
          const table = tables[b.table % tables.length] as EngineTable;
          const start = instant(b.day, b.minute);
          return { level: table.level, tableNumber: table.tableNumber, start, end: start + b.length * 30 * 60_000 };
        })
      : [];
    const blockers: EngineBlocker[] = r.blockers.map((b) => {
      const area = r.areas[b.area % r.areas.length]?.area.name ?? null;
      const start = instant(b.day, b.minute);
      return {
        start,
        end: start + b.length * 30 * 60_000,
        level: b.scope === 'all' ? null : area,
        tableNumbers: b.scope === 'tables' ? b.tables : [],
      };
    });
    const areaGroups = r.groupPicks.map((pick, i) => ({
      id: `g${i}`,
      areaIds: pick.filter((p) => p < r.areas.length).map((p) => `a${p}`),
    }));
    return {
      rules: {
        timeZone: zone,
        sameDayCutoffHour: r.cutoff,
        bookingHorizonDays: r.horizon,
        partySizeMin: r.partySizeMin,
        partySizeMax: r.partySizeMin + r.partySizeSpan,
      },
      areas: r.areas.map((a) => a.area),
      areaGroups,
      specials: r.specials.map((s, i) => ({
        id: `s${i}`,
        enabled: s.enabled,
        weekdays: s.weekdays,
        timeslots: s.slots,
        areaGroupId: s.group === null ? null : areaGroups.length ? `g${s.group % areaGroups.length}` : 'missing',
      })),
      tables,
      occupancy,
      blockers,
      now: toInstant(r.base, 0, zone).getTime() + r.nowMinute * 60_000,
    };
  });

// ---- The reference: slow and obvious. ----

export const slotKeyOf = (slot: Slot) => `${slot.start}-${slot.end}`;

export function referenceToday(input: EngineInput): string {
  return toLocal(input.now, input.rules.timeZone).date;
}

/** Slot instants, or null when the slot cannot be offered (outside the horizon, past, after today's cutoff). */
export function referenceSlot(input: EngineInput, date: string, slot: Slot): { start: number; end: number } | null {
  const { timeZone, bookingHorizonDays, sameDayCutoffHour } = input.rules;
  const local = toLocal(input.now, timeZone);
  if (date < local.date || date > addDays(local.date, bookingHorizonDays - 1)) return null;
  if (date === local.date && Math.floor(local.minutes / 60) >= sameDayCutoffHour) return null;
  if (!(slot.start >= 0 && slot.start < slot.end)) return null;
  const start = toInstant(date, slot.start, timeZone).getTime();
  const end = toInstant(date, slot.end, timeZone).getTime();
  if (start <= input.now) return null;
  // docs/decisions/008: every minute of the slot shows on the wall clock, one real minute after the other; a slot that
  // reaches into a skipped hour, or spans a repeated one, is not offered that day.
  for (let minute = slot.start; minute < slot.end; minute++) {
    const instant = start + (minute - slot.start) * 60_000;
    const local = toLocal(instant, timeZone);
    if (local.date !== addDays(date, Math.floor(minute / 1440)) || local.minutes !== minute % 1440) return null;
  }
  if (end !== start + (slot.end - slot.start) * 60_000) return null;
  return { start, end };
}

export function tableBusy(input: EngineInput, table: EngineTable, start: number, end: number): boolean {
  const overlaps = (s: number, e: number) => s < end && e > start;
  return (
    input.occupancy.some((o) => o.level === table.level && o.tableNumber === table.tableNumber && overlaps(o.start, o.end)) ||
    input.blockers.some(
      (b) =>
        overlaps(b.start, b.end) &&
        (b.level === null || (b.level === table.level && (b.tableNumbers.length === 0 || b.tableNumbers.includes(table.tableNumber)))),
    )
  );
}

/** Whether two tables may be joined: a link on either side, same area, same class. */
function linked(a: EngineTable, b: EngineTable): boolean {
  return a.overflow === b.overflow && (a.combinations.includes(b.tableNumber) || b.combinations.includes(a.tableNumber));
}

export function connected(tables: readonly EngineTable[]): boolean {
  const reached = new Set([0]);
  let grew = true;
  while (grew) {
    grew = false;
    tables.forEach((t, i) => {
      if (!reached.has(i) && [...reached].some((j) => linked(tables[j] as EngineTable, t))) {
        reached.add(i);
        grew = true;
      }
    });
  }
  return reached.size === tables.length;
}

/** Every bookable option of an area: subsets of ≤ 4 usable tables of one class that are connected. */
const optionMemo = new WeakMap<readonly EngineTable[], Map<string, EngineTable[][]>>();

export function referenceOptions(input: EngineInput, level: string): EngineTable[][] {
  let byLevel = optionMemo.get(input.tables);
  if (!byLevel) optionMemo.set(input.tables, (byLevel = new Map()));
  const known = byLevel.get(level);
  if (known) return known;
  const usable = input.tables.filter((t) => t.level === level && (t.bookable || t.overflow));
  const options: EngineTable[][] = [];
  for (let bits = 1; bits < 1 << usable.length; bits++) {
    const set = usable.filter((_, i) => (bits >> i) & 1);
    if (set.length <= 4 && connected(set)) options.push(set);
  }
  byLevel.set(level, options);
  return options;
}

export const seats = (set: readonly EngineTable[], size: number) =>
  set.reduce((s, t) => s + t.minCovers, 0) <= size && size <= set.reduce((s, t) => s + t.maxCovers, 0);

/** Sizes with a free option in the area over [start, end). */
export function referenceSizes(input: EngineInput, level: string, start: number, end: number, exclude: string[] = []): number[] {
  const free = referenceOptions(input, level).filter(
    (set) => set.every((t) => !tableBusy(input, t, start, end) && !exclude.includes(t.tableNumber)),
  );
  const sizes: number[] = [];
  for (let size = input.rules.partySizeMin; size <= input.rules.partySizeMax; size++) {
    if (free.some((set) => seats(set, size))) sizes.push(size);
  }
  return sizes;
}
