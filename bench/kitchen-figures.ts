// core kitchenFigures (the kitchen display's figures, computed on the wall screen on every change and by the server's
// GET /analytics/kitchen) for a busy day: 500 bookings over two areas, a tenth on combined tables, a third with notes,
// some on a special, some seated or gone. Target: p95 ≤ 5 ms.
import { performance } from 'node:perf_hooks';
import { kitchenFigures, type KitchenDay, type KitchenReservation } from '../core/analytics/kitchen';
import { toInstant, weekdays } from '../core/time';
import { seeded } from '../tests/e2e/support/offline';

const zone = 'Europe/Berlin';
const date = '2026-06-12';
const bookings = 500;
const runs = 300;

const notes = ['Nut allergy', 'Birthday', 'Glutenfrei bitte', 'Mesa junto a la ventana', 'vegan', 'Kinderstuhl', null, null, null];

export function busyDay(count = bookings): KitchenDay {
  const random = seeded(42);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  const rows: KitchenReservation[] = [];
  for (let i = 0; i < count; i++) {
    const start = toInstant(date, 11 * 60 + Math.floor(random() * 44) * 15, zone).getTime();
    const level = random() < 0.5 ? 'Terrace' : 'Dining Room';
    const row: KitchenReservation = {
      _id: `r${i}`,
      linkedReservationId: null,
      level,
      tableNumber: String(1 + (i % 40)),
      partySize: 1 + Math.floor(random() * 8),
      startTime: new Date(start).toISOString(),
      endTime: new Date(start + 2 * 3_600_000).toISOString(),
      extendedTo: null,
      checkedIn: random() < 0.3,
      checkedInAt: null,
      leftAt: random() < 0.1 ? new Date(start + 3_600_000).toISOString() : null,
      deletedAt: random() < 0.05 ? new Date(start - 86_400_000).toISOString() : null,
      specialId: random() < 0.1 ? 'tasting' : null,
      note: pick(notes),
      source: random() < 0.1 ? 'walk-in' : 'online',
    };
    rows.push(row);
    if (random() < 0.1) rows.push({ ...row, _id: `r${i}-extra`, tableNumber: String(41 + (i % 40)), linkedReservationId: row._id });
  }
  const open = (slots: [number, number][]) => Object.fromEntries(weekdays.map((day) => [day, slots.map(([start, end]) => ({ start, end }))]));
  return {
    date,
    timeZone: zone,
    areas: [
      { name: 'Terrace', timeslots: open([[12 * 60, 16 * 60], [18 * 60, 22 * 60]]) },
      { name: 'Dining Room', timeslots: open([[12 * 60, 14 * 60], [17 * 60 + 30, 23 * 60 + 30]]) },
    ],
    reservations: rows,
    specials: [{ _id: 'tasting', title: { en: 'Tasting menu' } }],
    now: toInstant(date, 19 * 60, zone).getTime(),
  };
}

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;

export async function benchKitchenFigures(): Promise<void> {
  const day = busyDay();
  // Warm-up: the first calls compile the code; a wall screen recomputes all service long.
  for (let i = 0; i < 50; i++) kitchenFigures(day);
  const times: number[] = [];
  let covers = 0;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    covers = kitchenFigures({ ...day, now: day.now + i * 60_000 }).totals.covers;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(
    `kitchen  kitchenFigures, ${bookings} bookings (${day.reservations.length} rows, ${covers} covers), ${runs} runs  ` +
      `p50 ${percentile(times, 50).toFixed(2)} ms  p95 ${percentile(times, 95).toFixed(2)} ms  max ${percentile(times, 100).toFixed(2)} ms  (target p95 ≤ 5 ms)`,
  );
}
