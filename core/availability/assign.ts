// Table assignment: the best free option for a party. The offer and the booking both come from
// `bestOption`, so a party size is offered for a slot exactly when an assignment for it exists.
import type { FloorArea } from './floor';
import type { AreaOptions } from './options';
import type { Assignment } from './types';

/** Whether every table of option `o` is in `free`. */
function optionFree(options: AreaOptions, o: number, free: Int32Array): boolean {
  const words = options.words;
  const base = o * words;
  for (let w = 0; w < words; w++) {
    if (((options.masks[base + w] as number) & ~(free[w] as number)) !== 0) return false;
  }
  return true;
}

/**
 * The best free option seating `partySize`, or -1. The per-size lists are in best-fit order with overflow options
 * last, so the first free entry is the answer and overflow is used only when no regular option fits.
 */
export function bestOption(options: AreaOptions, free: Int32Array, partySize: number): number {
  const i = partySize - options.partySizeMin;
  if (!(i >= 0 && i < options.sizes && Number.isInteger(i))) return -1;
  const { fitList } = options;
  const end = options.fitStart[i + 1] as number;
  for (let k = options.fitStart[i] as number; k < end; k++) {
    const o = fitList[k] as number;
    if (optionFree(options, o, free)) return o;
  }
  return -1;
}

/** The assignment for an option of an area. */
export function assignmentOf(area: FloorArea, o: number): Assignment {
  const options = area.options;
  return {
    level: area.area.name,
    tableNumbers: (options.members[o] ?? []).map((t) => options.tables[t]?.tableNumber ?? ''),
    maxCovers: options.maxCovers[o] ?? 0,
    overflow: options.overflow[o] === 1,
  };
}

/** Assigns tables in one area: the best free option for the party, or null (best fit). */
export function assignTables(area: FloorArea, free: Int32Array, partySize: number): Assignment | null {
  const o = bestOption(area.options, free, partySize);
  return o < 0 ? null : assignmentOf(area, o);
}

/**
 * Party sizes with an assignment, as a bitmask: bit i is partySizeMin + i. Asks bestOption for every size, the very
 * question findAssignment asks, rather than a shortcut that could drift from it.
 */
export function offeredSizeMask(options: AreaOptions, free: Int32Array): number {
  let mask = 0;
  for (let i = 0; i < options.sizes; i++) {
    if (bestOption(options, free, options.partySizeMin + i) >= 0) mask |= 1 << i;
  }
  return mask;
}

export interface Candidate {
  area: FloorArea;
  option: number;
}

/**
 * Best fit across areas (an area group or a special): the same order as within an area — regular before overflow,
 * smallest joined maxCovers, fewer tables, frontendGroupOrder — then the area's sorting, then (same area) table number.
 */
export function betterCandidate(a: Candidate, b: Candidate): boolean {
  const x = a.area.options;
  const y = b.area.options;
  const diff =
    (x.overflow[a.option] ?? 0) - (y.overflow[b.option] ?? 0) ||
    (x.maxCovers[a.option] ?? 0) - (y.maxCovers[b.option] ?? 0) ||
    (x.members[a.option]?.length ?? 0) - (y.members[b.option]?.length ?? 0) ||
    (x.groupOrder[a.option] ?? 0) - (y.groupOrder[b.option] ?? 0) ||
    a.area.index - b.area.index ||
    (x.rank[a.option] ?? 0) - (y.rank[b.option] ?? 0);
  return diff < 0;
}
