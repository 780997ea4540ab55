// The day store: a restaurant's reservations, blockers, tables and areas for the days the tablet shows, read
// by the screens from IndexedDB so they open instantly and work offline. A refresh replaces the server copy of a day
// and, in the same transaction, rebuilds the view: the server copy with every still-pending queue entry re-applied on
// top in queue order (core/commands' plan, the rule the server runs), so a refresh never makes a host's change flicker
// back.
import Dexie, { type Table as DexieTable } from 'dexie';
import { Command, isRefusal, plan, withChanges, type DayState, type Plan, type PlanContext } from '../../core/commands';
import { compareTableNumbers } from '../../core/availability/natural-order';
import { effectiveEnd } from '../../core/reservations';
import type { Blocker } from '../../core/schemas/front-of-house';
import type { Area, Table } from '../../core/schemas/floor';
import type { Reservation } from '../../core/schemas/reservations';
import { addDays, defaultTimeZone, localDateOf, toInstant } from '../../core/time';
import type { OfflineDb, StoredArea, StoredDay, StoredTable } from './db';
import type { QueueEntry, StoredBlocker, StoredReservation } from './operations';

/** Where a refresh reads from: the API (./api-source.ts) on the page, a fake server in tests. */
export interface DaySource {
  /** GET /reservations/matrix?date: the day's live reservations, its blockers, the floor's tables, the time zone. */
  day(restaurantId: string, date: string): Promise<{ timeZone: string; sameDayCutoffHour?: number | undefined; reservations: Reservation[]; blockers: Blocker[]; tables: MatrixTableRef[] }>;
  /** GET /tables and GET /areas; optional (a refresh without it keeps the floor it has). */
  floor?(restaurantId: string): Promise<{ tables: Table[]; areas: Area[] }>;
}

export interface MatrixTableRef {
  _id: string;
  key: string;
  label: string;
  level: string;
  tableNumber: string;
}

/** Every store a refresh, an enqueue, an acknowledgement or a rejection writes, for one Dexie transaction. */
export const bookStores = (db: OfflineDb) => [db.reservations, db.serverReservations, db.blockers, db.serverBlockers, db.floorTables, db.areas, db.restaurants, db.queue, db.vouchers];

const restaurantRange = <T>(table: DexieTable<T, [string, string]>, restaurantId: string) =>
  table.where('[restaurantId+_id]').between([restaurantId, Dexie.minKey], [restaurantId, Dexie.maxKey]);

export async function timeZoneOf(db: OfflineDb, restaurantId: string): Promise<string> {
  return (await db.restaurants.get(restaurantId))?.timeZone ?? defaultTimeZone;
}

export const storedReservation = (row: Reservation, timeZone: string, receivedAt?: number): StoredReservation => {
  const stored: StoredReservation = { ...row, day: localDateOf(Date.parse(row.startTime), timeZone) };
  if (receivedAt === undefined) delete stored.receivedAt;
  else stored.receivedAt = receivedAt;
  return stored;
};

export const storedBlocker = (blocker: Blocker, restaurantId: string, receivedAt?: number): StoredBlocker => {
  const stored: StoredBlocker = { ...blocker, restaurantId };
  if (receivedAt === undefined) delete stored.receivedAt;
  else stored.receivedAt = receivedAt;
  return stored;
};

/** The plan's context for a queued entry: its device time, actor and id; ids of extra rows derived from its id. */
export function entryContext(entry: Pick<QueueEntry, 'id' | 'deviceTime' | 'actorId'>): PlanContext {
  let n = 0;
  return { now: entry.deviceTime, actorId: entry.actorId, actionId: entry.id, newId: () => `${entry.id}-${++n}` };
}

/**
 * The day as the plans see it (every stored row of the restaurant: "a superset of the day is fine"). The floor's
 * areas are known once a refresh has stored them; the specials and the field clocks are the server's to check.
 */
export async function readLocalState(db: OfflineDb, restaurantId: string, source: 'view' | 'server' = 'view'): Promise<DayState> {
  const [timeZone, reservations, blockers, tables, areas] = await Promise.all([
    timeZoneOf(db, restaurantId),
    restaurantRange(source === 'view' ? db.reservations : db.serverReservations, restaurantId).toArray(),
    restaurantRange(source === 'view' ? db.blockers : db.serverBlockers, restaurantId).toArray(),
    db.floorTables.where('restaurantId').equals(restaurantId).toArray(),
    db.areas.where('restaurantId').equals(restaurantId).toArray(),
  ]);
  return { restaurantId, timeZone, reservations, blockers, tables, areas: areas.length ? areas.map((area) => area.name) : undefined };
}

/** A queued command's plan on a day; a command the schema refuses is refused here as the server refuses it. */
export function planEntry(state: DayState, entry: Pick<QueueEntry, 'id' | 'deviceTime' | 'actorId' | 'op'>): Plan {
  const command = Command.safeParse(entry.op);
  if (!command.success) return { refusal: { code: 'invalid_request', params: { reason: 'invalid_command' } } };
  return plan(state, command.data, entryContext(entry));
}

/** The restaurant's pending entries, in queue order. */
export const pendingOf = (db: OfflineDb, restaurantId: string): Promise<QueueEntry[]> => db.queue.where('restaurantId').equals(restaurantId).sortBy('seq');

const withoutReceived = ({ receivedAt: _receivedAt, ...rest }: { receivedAt?: number | undefined }) => rest;
const sameRow = (a: object, b: object) => JSON.stringify(withoutReceived(a)) === JSON.stringify(withoutReceived(b));

/**
 * Rebuilds the view of a restaurant: the server copy with every pending entry applied in queue order. An entry the
 * rules refuse against the current server copy is skipped (the server will refuse it too, or it already holds).
 * Writes only what differs. Call inside a transaction over `bookStores`.
 */
export async function recomputeView(db: OfflineDb, restaurantId: string): Promise<void> {
  let state = await readLocalState(db, restaurantId, 'server');
  for (const entry of await pendingOf(db, restaurantId)) {
    const planned = planEntry(state, entry);
    if (!isRefusal(planned)) state = withChanges(state, planned.changes);
  }
  const [viewRows, viewBlockers] = await Promise.all([restaurantRange(db.reservations, restaurantId).toArray(), restaurantRange(db.blockers, restaurantId).toArray()]);
  const rows = new Map(state.reservations.map((row) => [row._id, storedReservation(row, state.timeZone, (row as StoredReservation).receivedAt)]));
  const storedRows = new Map(viewRows.map((row) => [row._id, row]));
  await db.reservations.bulkPut([...rows.values()].filter((row) => !storedRows.has(row._id) || !sameRow(storedRows.get(row._id) as object, row)));
  await db.reservations.bulkDelete(viewRows.filter((row) => !rows.has(row._id)).map((row) => [restaurantId, row._id] as [string, string]));
  const blockers = new Map(state.blockers.map((b) => [b._id, storedBlocker(b, restaurantId, (b as StoredBlocker).receivedAt)]));
  const storedBlockers = new Map(viewBlockers.map((b) => [b._id, b]));
  await db.blockers.bulkPut([...blockers.values()].filter((b) => !storedBlockers.has(b._id) || !sameRow(storedBlockers.get(b._id) as object, b)));
  await db.blockers.bulkDelete(viewBlockers.filter((b) => !blockers.has(b._id)).map((b) => [restaurantId, b._id] as [string, string]));
}

/** Restaurant-local midnight to the next midnight, epoch ms. */
function dayWindow(date: string, timeZone: string): { start: number; end: number } {
  return { start: toInstant(date, 0, timeZone).getTime(), end: toInstant(addDays(date, 1), 0, timeZone).getTime() };
}

/** Days kept before today (a late sitting from yesterday; an evening's log); older rows are pruned on refresh. */
const keptDaysBefore = 2;

/**
 * Refreshes a day from the server: replaces its server copy (reservations starting that day, blockers overlapping it),
 * the floor, and rebuilds the view, all in one transaction. Rows an acknowledgement wrote after this refresh's request
 * went out are newer than its answer and are kept.
 */
export async function refreshDay(db: OfflineDb, source: DaySource, restaurantId: string, date: string, now: () => number = Date.now): Promise<void> {
  const startedAt = now();
  const [day, floor] = await Promise.all([source.day(restaurantId, date), source.floor ? source.floor(restaurantId).catch(() => null) : Promise.resolve(null)]);
  const { timeZone } = day;
  const window = dayWindow(date, timeZone);
  await db.transaction('rw', [...bookStores(db), db.areas, db.days], async () => {
    await db.restaurants.put({ restaurantId, timeZone, sameDayCutoffHour: day.sameDayCutoffHour });
    const newer = (row: { receivedAt?: number | undefined } | undefined) => (row?.receivedAt ?? 0) > startedAt;

    const incoming = new Map(day.reservations.map((row) => [row._id, storedReservation(row, timeZone, startedAt)]));
    const existing = await db.serverReservations.where('[restaurantId+day]').equals([restaurantId, date]).toArray();
    const gone = existing.filter((row) => !incoming.has(row._id) && !newer(row));
    await db.serverReservations.bulkDelete(gone.map((row) => [restaurantId, row._id] as [string, string]));
    const current = await db.serverReservations.bulkGet([...incoming.keys()].map((id) => [restaurantId, id] as [string, string]));
    await db.serverReservations.bulkPut([...incoming.values()].filter((_, i) => !newer(current[i])));

    const incomingBlockers = new Map(day.blockers.map((b) => [b._id, storedBlocker(b, restaurantId, startedAt)]));
    const overlapping = (await db.serverBlockers.where('restaurantId').equals(restaurantId).toArray()).filter(
      (b) => Date.parse(b.start) < window.end && Date.parse(b.end) > window.start,
    );
    await db.serverBlockers.bulkDelete(overlapping.filter((b) => !incomingBlockers.has(b._id) && !newer(b)).map((b) => [restaurantId, b._id] as [string, string]));
    const currentBlockers = await db.serverBlockers.bulkGet([...incomingBlockers.keys()].map((id) => [restaurantId, id] as [string, string]));
    await db.serverBlockers.bulkPut([...incomingBlockers.values()].filter((_, i) => !newer(currentBlockers[i])));

    await storeFloor(db, restaurantId, floor, day.tables);
    await db.days.put({ restaurantId, date, refreshedAt: now() });
    await prune(db, restaurantId, addDays(localDateOf(now(), timeZone), -keptDaysBefore), date);
    await recomputeView(db, restaurantId);
  });
}

async function storeFloor(db: OfflineDb, restaurantId: string, floor: { tables: Table[]; areas: Area[] } | null, matrixTables: readonly MatrixTableRef[]): Promise<void> {
  if (floor) {
    await db.floorTables.where('restaurantId').equals(restaurantId).delete();
    await db.floorTables.bulkPut(floor.tables.map((table): StoredTable => ({ ...table, restaurantId })));
    await db.areas.where('restaurantId').equals(restaurantId).delete();
    await db.areas.bulkPut(floor.areas.map((area): StoredArea => ({ ...area, restaurantId })));
    return;
  }
  // Without the floor call (not allowed, or failed) the matrix still names every table.
  const known = new Set((await db.floorTables.where('restaurantId').equals(restaurantId).toArray()).map((t) => t._id));
  await db.floorTables.bulkPut(
    matrixTables
      .filter((t) => !known.has(t._id))
      .map((t): StoredTable => ({ ...t, restaurantId, bookable: true, overflow: false, frontendGroupOrder: 0, combinations: [], minCovers: 1, maxCovers: 2 })),
  );
}

/** Drops server rows of days before `oldest` (never the day just refreshed), unless a pending entry still names them. */
async function prune(db: OfflineDb, restaurantId: string, oldest: string, keep: string): Promise<void> {
  const old = await db.serverReservations
    .where('[restaurantId+day]')
    .between([restaurantId, Dexie.minKey], [restaurantId, oldest])
    .filter((row) => row.day !== keep)
    .toArray();
  if (!old.length) return;
  const named = new Set((await db.queue.where('targets').anyOf(old.map((row) => row._id)).toArray()).flatMap((entry) => entry.targets));
  await db.serverReservations.bulkDelete(old.filter((row) => !named.has(row._id)).map((row) => [restaurantId, row._id] as [string, string]));
  const staleDays = await db.days
    .where('[restaurantId+date]')
    .between([restaurantId, Dexie.minKey], [restaurantId, oldest])
    .filter((day) => day.date !== keep)
    .primaryKeys();
  await db.days.bulkDelete(staleDays);
}

export interface DayView {
  restaurantId: string;
  date: string;
  timeZone: string;
  sameDayCutoffHour: number;
  /** Live reservations (not deleted) that touch the day, pending entries applied; by start, area, table. */
  reservations: Reservation[];
  blockers: Blocker[];
  tables: Table[];
  areas: Area[];
  /** Local time of the day's last refresh; null when the day was never loaded on this device. */
  refreshedAt: number | null;
}

const stripReservation = ({ day: _day, receivedAt: _receivedAt, ...row }: StoredReservation): Reservation => row;
const stripBlocker = ({ restaurantId: _restaurantId, receivedAt: _receivedAt, ...blocker }: StoredBlocker): Blocker => blocker;
const stripRestaurant = <T extends { restaurantId: string }>({ restaurantId: _restaurantId, ...rest }: T): Omit<T, 'restaurantId'> => rest;

/**
 * By start, area, table (natural order), id. The start is parsed once per row, not per comparison, and table numbers
 * compare without a collator: sorting a busy day's 300 rows that way took about 50 ms of a tablet's cold start.
 */
function sortedByStart(rows: readonly Reservation[]): Reservation[] {
  const keyed = rows.map((row) => ({ row, start: Date.parse(row.startTime) }));
  keyed.sort(
    ({ row: a, start: startA }, { row: b, start: startB }) =>
      startA - startB || compareText(a.level, b.level) || compareTableNumbers(a.tableNumber, b.tableNumber) || (a._id < b._id ? -1 : 1),
  );
  return keyed.map(({ row }) => row);
}

const compareText = new Intl.Collator().compare;

/** What a screen shows for a day (the reservations of the day and late sittings from the day before that reach it). */
export async function readDay(db: OfflineDb, restaurantId: string, date: string): Promise<DayView> {
  const restaurant = await db.restaurants.get(restaurantId);
  const timeZone = restaurant?.timeZone ?? defaultTimeZone;
  const window = dayWindow(date, timeZone);
  const [rows, blockers, tables, areas, day] = await Promise.all([
    db.reservations.where('[restaurantId+day]').anyOf([restaurantId, addDays(date, -1)], [restaurantId, date]).toArray(),
    db.blockers.where('restaurantId').equals(restaurantId).toArray(),
    db.floorTables.where('restaurantId').equals(restaurantId).toArray(),
    db.areas.where('restaurantId').equals(restaurantId).toArray(),
    db.days.get([restaurantId, date]) as Promise<StoredDay | undefined>,
  ]);
  return {
    restaurantId,
    date,
    timeZone,
    sameDayCutoffHour: restaurant?.sameDayCutoffHour ?? 24,
    reservations: sortedByStart(rows.filter((row) => row.deletedAt === null && Date.parse(row.startTime) < window.end && effectiveEnd(row) > window.start).map(stripReservation)),
    blockers: blockers.filter((b) => Date.parse(b.start) < window.end && Date.parse(b.end) > window.start).map(stripBlocker),
    tables: tables.map(stripRestaurant).sort((a, b) => compareText(a.level, b.level) || a.frontendGroupOrder - b.frontendGroupOrder || compareTableNumbers(a.tableNumber, b.tableNumber)),
    areas: areas.map(stripRestaurant).sort((a, b) => a.sorting - b.sorting || a.name.localeCompare(b.name)),
    refreshedAt: day?.refreshedAt ?? null,
  };
}
