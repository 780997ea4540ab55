// The bookable options of one area: each usable table alone, and each connected set of up to four
// combinable tables, with its joined capacity and a bitset of its tables. Options are kept in best-fit order and,
// per party size, as the list of options that seat it, so that "the best free option" is the first free entry.
import { connectedSets } from './connected-sets';
import { compareTableNumbers } from './natural-order';
import type { EngineTable } from './types';

/** Issue 4: a combination joins at most four tables. */
export const maxCombinedTables = 4;
/** Offered sizes travel as 32-bit masks (bit i = partySizeMin + i); a wider range is cut to its first 32 sizes. */
export const maxPartySizes = 32;

export interface AreaOptions {
  /** Usable tables of the area (bookable or overflow); table i is bit i of every mask. */
  tables: readonly EngineTable[];
  /** 32-bit words per mask. */
  words: number;
  /** Every usable table. */
  allTables: Int32Array;
  count: number;
  /** Option o's tables: words [o * words, (o + 1) * words). */
  masks: Int32Array;
  minCovers: Int32Array;
  maxCovers: Int32Array;
  overflow: Uint8Array;
  /** Table indexes of option o, by table number order. */
  members: readonly (readonly number[])[];
  /** Best-fit sort key of option o beyond capacity: smallest frontendGroupOrder of its tables. */
  groupOrder: Float64Array;
  /** Position of option o in the area's best-fit order (lower is better). */
  rank: Int32Array;
  partySizeMin: number;
  /** Number of party sizes covered (partySizeMin .. partySizeMin + sizes − 1). */
  sizes: number;
  /**
   * For party size partySizeMin + i: fitList[fitStart[i] .. fitStart[i + 1]) are the option indexes that seat it,
   * best fit first, overflow options last. One flat array rather than one per size.
   */
  fitStart: Int32Array;
  fitList: Int32Array;
}

/** Whether a table can be booked at all: a bookable table, or an overflow table (used as a last resort). */
export function usableTable(table: EngineTable): boolean {
  return table.bookable || table.overflow;
}

/**
 * Builds an area's options. Tables combine along `combinations` (read as symmetric: a link named on either side
 * counts), within the area and within their class: regular tables join regular tables, overflow tables join overflow
 * tables, so an overflow table never turns a regular combination into a last-resort one or the reverse.
 */
export function buildAreaOptions(
  areaTables: readonly EngineTable[],
  partySizeMin: number,
  partySizeMax: number,
): AreaOptions {
  const tables = areaTables
    .filter(usableTable)
    .slice()
    .sort((a, b) => compareTableNumbers(a.tableNumber, b.tableNumber));
  const indexOf = new Map<string, number>();
  tables.forEach((table, i) => {
    if (!indexOf.has(table.tableNumber)) indexOf.set(table.tableNumber, i);
  });
  const adjacency = combinationGraph(tables, indexOf);
  const sets = connectedSets(adjacency, maxCombinedTables);
  const words = Math.max(1, Math.ceil(tables.length / 32));
  const count = sets.length;
  const options: AreaOptions = {
    tables,
    words,
    allTables: new Int32Array(words),
    count,
    masks: new Int32Array(count * words),
    minCovers: new Int32Array(count),
    maxCovers: new Int32Array(count),
    overflow: new Uint8Array(count),
    members: sets,
    groupOrder: new Float64Array(count),
    rank: new Int32Array(count),
    partySizeMin,
    sizes: 0,
    fitStart: new Int32Array(1),
    fitList: new Int32Array(0),
  };
  for (let i = 0; i < tables.length; i++) setBit(options.allTables, 0, i);
  sets.forEach((set, o) => {
    let min = 0;
    let max = 0;
    let order = Infinity;
    for (const t of set) {
      const table = tables[t] as EngineTable;
      min += table.minCovers;
      max += table.maxCovers;
      order = Math.min(order, table.frontendGroupOrder);
      setBit(options.masks, o * words, t);
    }
    options.minCovers[o] = min;
    options.maxCovers[o] = max;
    options.overflow[o] = (tables[set[0] as number] as EngineTable).overflow ? 1 : 0;
    options.groupOrder[o] = order;
  });
  const order = Array.from({ length: count }, (_, o) => o).sort((a, b) => compareOptions(options, a, b));
  order.forEach((o, position) => {
    options.rank[o] = position;
  });
  partySizeFits(options, order, Math.min(partySizeMax, partySizeMin + maxPartySizes - 1));
  return options;
}

function combinationGraph(tables: readonly EngineTable[], indexOf: ReadonlyMap<string, number>): number[][] {
  const adjacency: number[][] = tables.map(() => []);
  tables.forEach((table, i) => {
    for (const other of table.combinations) {
      const j = indexOf.get(other);
      if (j === undefined || j === i) continue;
      if ((tables[j] as EngineTable).overflow !== table.overflow) continue;
      const mine = adjacency[i] as number[];
      const theirs = adjacency[j] as number[];
      if (!mine.includes(j)) mine.push(j);
      if (!theirs.includes(i)) theirs.push(i);
    }
  });
  return adjacency;
}

function setBit(mask: Int32Array, offset: number, bit: number): void {
  const word = offset + (bit >>> 5);
  mask[word] = (mask[word] ?? 0) | (1 << (bit & 31));
}

/**
 * Best fit: regular before overflow; then the smallest joined maxCovers, so large tables stay free for
 * large parties; then fewer tables; then frontendGroupOrder; then table number.
 */
export function compareOptions(options: AreaOptions, a: number, b: number): number {
  return (
    (options.overflow[a] ?? 0) - (options.overflow[b] ?? 0) ||
    (options.maxCovers[a] ?? 0) - (options.maxCovers[b] ?? 0) ||
    (options.members[a]?.length ?? 0) - (options.members[b]?.length ?? 0) ||
    (options.groupOrder[a] ?? 0) - (options.groupOrder[b] ?? 0) ||
    compareMembers(options, a, b)
  );
}

function compareMembers(options: AreaOptions, a: number, b: number): number {
  const left = options.members[a] ?? [];
  const right = options.members[b] ?? [];
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const diff = (left[i] ?? 0) - (right[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return left.length - right.length;
}

/** A combination seats a party within its joined range; a single table within its own min..max. */
function partySizeFits(options: AreaOptions, order: readonly number[], max: number): void {
  const min = options.partySizeMin;
  const sizes = Math.max(0, max - min + 1);
  const fitStart = new Int32Array(sizes + 1);
  const list: number[] = [];
  for (let i = 0; i < sizes; i++) {
    const size = min + i;
    for (const o of order) {
      if ((options.minCovers[o] as number) <= size && size <= (options.maxCovers[o] as number)) list.push(o);
    }
    fitStart[i + 1] = list.length;
  }
  options.sizes = sizes;
  options.fitStart = fitStart;
  options.fitList = Int32Array.from(list);
}
