// What is busy when: reservations (occupancy) and blockers (spec §3 Blocker), indexed per area and per day bucket
// as (interval, word, bits) entries, so the free tables of a slot come from a handful of entries instead of the whole
// book. Built for the window of days an engine call looks at, and kept with its reservation list: the server's kept
// read of the horizon (server/modules/booking/repository/slot-read-cache.ts) is asked again and again, for the whole
// horizon by the published file and for one day by each booking, while its list only grows by the bookings just
// made, which are added to the kept index instead of indexing the whole list again.
import type { Floor } from './floor';
import type { EngineBlocker, Occupancy } from './types';

const bucketMs = 86_400_000;

/**
 * All entries of all areas in one flat layout, sorted by (area, bucket): the entries of area a in bucket b are
 * [bucketStart[a * (buckets + 1) + b], bucketStart[a * (buckets + 1) + b + 1]). Entry k spans times[2k]..times[2k+1]
 * and clears bits masks[2k+1] of word masks[2k]. Three typed arrays per call, whatever the floor.
 */
export interface OccupancyIndex {
  origin: number;
  buckets: number;
  bucketStart: Int32Array;
  times: Float64Array;
  masks: Int32Array;
  /** Reservations added to the list since the index was built, per (area, bucket) like the built entries. */
  added: Added;
}

/**
 * Past this many added reservations the index is built again: a few hundred, or half of those it was built with. A
 * slot looks only at the added entries of its own area and days, so a large book can take many bookings before its
 * index is built again: under a burst of bookings, building the index of a horizon of 100,000 reservations once per
 * republish of the availability file was most of the file's cost.
 */
const maxAddedOf = (indexed: number) => Math.max(256, indexed >> 1);

/** The index kept with a reservation list, and what it was built for. */
interface Kept {
  floor: Floor;
  blockers: readonly EngineBlocker[];
  from: number;
  to: number;
  /** How many reservations the index was built with. */
  built: number;
  /** How many of the list's reservations the index holds, and the last of them (the list was not replaced). */
  indexed: number;
  last: Occupancy | undefined;
  index: OccupancyIndex;
}

const kept = new WeakMap<readonly Occupancy[], Kept>();

/**
 * The index of everything that overlaps [from, to), kept with the reservation list: asked again for the same floor and
 * blockers and a window inside the one it was built for, it adds the reservations appended to the list since. A list
 * is only ever appended to (a shorter list, or one whose last indexed entry changed, is indexed afresh). Built again,
 * it spans the kept window too, so that the whole horizon's file and one day's booking do not rebuild it in turn.
 */
export function occupancyIndex(
  floor: Floor,
  occupancy: readonly Occupancy[],
  blockers: readonly EngineBlocker[],
  from: number,
  to: number,
): OccupancyIndex {
  const found = kept.get(occupancy);
  const sameInputs = found !== undefined && found.floor === floor && found.blockers === blockers;
  const reusable =
    sameInputs &&
    found.from <= from &&
    found.to >= to &&
    occupancy.length >= found.indexed &&
    occupancy[found.indexed - 1] === found.last &&
    found.index.added.count + occupancy.length - found.indexed <= maxAddedOf(found.built);
  if (reusable) {
    // The index's own window: a later call may ask for all of it.
    for (let i = found.indexed; i < occupancy.length; i++) addReservation(floor, occupancy[i] as Occupancy, found.from, found.to, found.index.added);
    found.indexed = occupancy.length;
    found.last = occupancy[occupancy.length - 1];
    return found.index;
  }
  const window = sameInputs ? { from: Math.min(from, found.from), to: Math.max(to, found.to) } : { from, to };
  const index = indexOf(floor, occupancy, blockers, window.from, window.to);
  kept.set(occupancy, { floor, blockers, ...window, built: occupancy.length, indexed: occupancy.length, last: occupancy[occupancy.length - 1], index });
  return index;
}

/** Everything that overlaps [from, to); entries outside the window cannot touch a slot inside it. */
function indexOf(floor: Floor, occupancy: readonly Occupancy[], blockers: readonly EngineBlocker[], from: number, to: number): OccupancyIndex {
  const pending = new Pending();
  for (let i = 0, n = occupancy.length; i < n; i++) addReservation(floor, occupancy[i] as Occupancy, from, to, pending);
  for (const blocker of blockers) {
    if (!(blocker.start < to && blocker.end > from && blocker.end > blocker.start)) continue;
    addBlocker(floor, blocker, pending);
  }
  return bucketed(pending, floor.areas.length, from, Math.max(1, Math.ceil((to - from) / bucketMs)));
}

/** Entries found in the window, before bucketing (or added since): area, start, end, word, bits per entry. */
class Pending {
  area: number[] = [];
  start: number[] = [];
  end: number[] = [];
  word: number[] = [];
  bits: number[] = [];
  add(area: number, start: number, end: number, word: number, bits: number): void {
    this.area.push(area);
    this.start.push(start);
    this.end.push(end);
    this.word.push(word);
    this.bits.push(bits);
  }
}

/** Entries added after the index was built, kept per (area, bucket) as the index keys its own. */
class Added {
  readonly byBucket = new Map<number, Pending>();
  count = 0;
  constructor(
    private readonly origin: number,
    private readonly buckets: number,
  ) {}
  add(area: number, start: number, end: number, word: number, bits: number): void {
    this.count++;
    const base = area * (this.buckets + 1);
    const last = bucketOf(end - 1, this.origin, this.buckets);
    for (let b = bucketOf(start, this.origin, this.buckets); b <= last; b++) {
      let entries = this.byBucket.get(base + b);
      if (!entries) this.byBucket.set(base + b, (entries = new Pending()));
      entries.add(area, start, end, word, bits);
    }
  }
}

/** A reservation's table, busy from its start to its effective end, if that overlaps [from, to). */
function addReservation(floor: Floor, entry: Occupancy, from: number, to: number, pending: Pick<Pending, 'add'>): void {
  const start = entry.start;
  const end = entry.end;
  if (!(start < to && end > from && end > start)) return;
  const bit = floor.tableBits.get(entry.level)?.get(entry.tableNumber);
  if (bit) pending.add(bit.area, start, end, bit.word, 1 << bit.bit);
}

/** Spec §3: a blocker with no level blocks every table; a level without table numbers blocks that whole area. */
function addBlocker(floor: Floor, blocker: EngineBlocker, pending: Pending): void {
  const wholeAreas =
    blocker.level === null
      ? floor.areas
      : blocker.tableNumbers.length === 0
        ? floor.areas.filter((a) => a.area.name === blocker.level)
        : [];
  for (const area of wholeAreas) {
    const all = area.options.allTables;
    for (let w = 0; w < all.length; w++) pending.add(area.index, blocker.start, blocker.end, w, all[w] ?? 0);
  }
  if (blocker.level === null || blocker.tableNumbers.length === 0) return;
  const bits = floor.tableBits.get(blocker.level);
  for (const tableNumber of blocker.tableNumbers) {
    const bit = bits?.get(tableNumber);
    if (bit) pending.add(bit.area, blocker.start, blocker.end, bit.word, 1 << bit.bit);
  }
}

function bucketOf(instant: number, origin: number, buckets: number): number {
  return Math.min(buckets - 1, Math.max(0, Math.floor((instant - origin) / bucketMs)));
}

/** Counting sort into (area, day) buckets; an entry spanning several days sits in each of them. */
function bucketed(p: Pending, areas: number, origin: number, buckets: number): OccupancyIndex {
  const stride = buckets + 1;
  const counts = new Int32Array(areas * stride + 1);
  const n = p.start.length;
  for (let i = 0; i < n; i++) {
    const base = (p.area[i] as number) * stride;
    const last = bucketOf((p.end[i] as number) - 1, origin, buckets);
    for (let b = bucketOf(p.start[i] as number, origin, buckets); b <= last; b++) {
      counts[base + b + 1] = (counts[base + b + 1] as number) + 1;
    }
  }
  for (let k = 1; k < counts.length; k++) counts[k] = (counts[k] as number) + (counts[k - 1] as number);
  const total = counts[counts.length - 1] as number;
  const index: OccupancyIndex = {
    origin,
    buckets,
    bucketStart: counts.slice(),
    times: new Float64Array(total * 2),
    masks: new Int32Array(total * 2),
    added: new Added(origin, buckets),
  };
  const cursor = counts;
  for (let i = 0; i < n; i++) {
    const base = (p.area[i] as number) * stride;
    const last = bucketOf((p.end[i] as number) - 1, origin, buckets);
    for (let b = bucketOf(p.start[i] as number, origin, buckets); b <= last; b++) {
      const k = cursor[base + b] as number;
      cursor[base + b] = k + 1;
      index.times[2 * k] = p.start[i] as number;
      index.times[2 * k + 1] = p.end[i] as number;
      index.masks[2 * k] = p.word[i] as number;
      index.masks[2 * k + 1] = p.bits[i] as number;
    }
  }
  return index;
}

/**
 * Writes into `free` the tables of an area that are neither occupied nor blocked at any instant of [start, end)
 * (an option is usable only if none of its tables is busy during the slot).
 */
export function freeTables(
  index: OccupancyIndex,
  area: number,
  all: Int32Array,
  start: number,
  end: number,
  free: Int32Array,
): Int32Array {
  free.set(all);
  const base = area * (index.buckets + 1);
  const firstBucket = bucketOf(start, index.origin, index.buckets);
  const lastBucket = bucketOf(end - 1, index.origin, index.buckets);
  const from = index.bucketStart[base + firstBucket] as number;
  const to = index.bucketStart[base + lastBucket + 1] as number;
  const { times, masks } = index;
  for (let k = from; k < to; k++) {
    if ((times[2 * k] as number) < end && (times[2 * k + 1] as number) > start) {
      const w = masks[2 * k] as number;
      free[w] = (free[w] as number) & ~(masks[2 * k + 1] as number);
    }
  }
  if (index.added.count === 0) return free;
  for (let b = firstBucket; b <= lastBucket; b++) {
    const added = index.added.byBucket.get(base + b);
    if (!added) continue;
    for (let k = 0, n = added.start.length; k < n; k++) {
      if ((added.start[k] as number) < end && (added.end[k] as number) > start) {
        const w = added.word[k] as number;
        free[w] = (free[w] as number) & ~(added.bits[k] as number);
      }
    }
  }
  return free;
}
