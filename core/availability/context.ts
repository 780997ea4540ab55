// One engine call's working state: the floor, the days looked at, the busy-table index and the memo of offered sizes
// per (area, free tables). Both the offer (availability.ts) and the booking (find-assignment.ts) build this and ask
// it the same questions, so they cannot disagree.
import { bestOption, offeredSizeMask } from './assign';
import { cutoffHourUtc, horizonDays, inHorizon, instantAt, localDay, localNow, todayClosed, type LocalDay } from './calendar';
import { floorOf, type Floor, type FloorArea } from './floor';
import { freeTables, occupancyIndex, type OccupancyIndex } from './occupancy';
import type { EngineInput, Slot } from './types';
import { isLocalDate, slotInstants } from '../time';

const dayMs = 86_400_000;
/** Slot minutes beyond the next midnight are not a shape the product uses (spec §9 day end 1439); kept bounded. */
const maxSlotMinute = 2880;

export interface EngineContext {
  input: EngineInput;
  floor: Floor;
  timeZone: string;
  now: number;
  today: LocalDay;
  /** Spec §4 same-day cutoff reached: nothing more today. */
  todayClosed: boolean;
  sameDayCutoffHourUTC: number;
  /** The days this call looks at, all inside the horizon. */
  days: readonly LocalDay[];
  index: OccupancyIndex;
  /** Scratch free-table mask per area. */
  free: readonly Int32Array[];
  /** Offered-size mask per area by free mask (single-word areas key by the word, others by the joined words). */
  memo: readonly Map<number | string, number>[];
}

/** `onlyDate` limits the call to one date (an empty day list when it is outside the horizon). */
export function engineContext(input: EngineInput, onlyDate?: string): EngineContext {
  const { timeZone, sameDayCutoffHour, bookingHorizonDays } = input.rules;
  const floor = floorOf(input);
  const now = localNow(input.now, timeZone);
  const today = now.day;
  let days: LocalDay[];
  if (onlyDate === undefined) days = horizonDays(today, bookingHorizonDays, timeZone);
  else if (isLocalDate(onlyDate) && inHorizon(onlyDate, today, bookingHorizonDays)) days = [localDay(onlyDate, timeZone)];
  else days = [];
  const first = days[0];
  const last = days[days.length - 1];
  // A slot may end after its day's midnight (up to maxSlotMinute), so the window reaches one day further.
  const index = occupancyIndex(
    floor,
    input.occupancy,
    input.blockers,
    first ? first.start : input.now,
    last ? last.end + dayMs + 3_600_000 : input.now,
  );
  return {
    input,
    floor,
    timeZone,
    now: input.now,
    today,
    todayClosed: todayClosed(now, sameDayCutoffHour),
    sameDayCutoffHourUTC: cutoffHourUtc(today, sameDayCutoffHour, timeZone),
    days,
    index,
    free: floor.areas.map((a) => new Int32Array(a.options.words)),
    memo: floor.areas.map(() => new Map<number | string, number>()),
  };
}

/**
 * The start instant of a slot on a day if it can still be offered, else NaN: spec §4 — not in the past (a start at
 * or before now is past), not on today once the cutoff hour is reached; and a well-formed slot that happens as written
 * (docs/decisions/008): on a day whose offset changes, or reaching into the next day, it must exist on the wall clock
 * and last its wall-clock length (core/time.ts slotInstants), or it is not offered that day.
 */
export function openSlotStart(ctx: EngineContext, day: LocalDay, slot: Slot): number {
  if (day.date === ctx.today.date && ctx.todayClosed) return NaN;
  if (!(slot.start >= 0 && slot.start < slot.end && slot.end <= maxSlotMinute)) return NaN;
  const start = instantAt(day, slot.start, ctx.timeZone);
  if (start <= ctx.now) return NaN;
  if (!day.uniform || slot.end > 1440) {
    const instants = slotInstants(day.date, slot.start, slot.end, ctx.timeZone);
    if (!instants || instants.start !== start || instants.end !== instantAt(day, slot.end, ctx.timeZone)) return NaN;
  }
  return start;
}

export function slotEnd(ctx: EngineContext, day: LocalDay, slot: Slot): number {
  return instantAt(day, slot.end, ctx.timeZone);
}

function freeIn(ctx: EngineContext, area: FloorArea, start: number, end: number): Int32Array {
  const free = ctx.free[area.index] as Int32Array;
  return freeTables(ctx.index, area.index, area.options.allTables, start, end, free);
}

/** Offered party sizes of an area over [start, end) as a bitmask (bit i = partySizeMin + i), memoized by free mask. */
export function offeredInArea(ctx: EngineContext, area: FloorArea, start: number, end: number): number {
  const free = freeIn(ctx, area, start, end);
  const memo = ctx.memo[area.index] as Map<number | string, number>;
  const key = free.length === 1 ? (free[0] as number) : free.join(',');
  let mask = memo.get(key);
  if (mask === undefined) {
    mask = offeredSizeMask(area.options, free);
    memo.set(key, mask);
  }
  return mask;
}

/** The best option of an area for a party over [start, end), or -1. */
export function bestInArea(ctx: EngineContext, area: FloorArea, start: number, end: number, partySize: number): number {
  return bestOption(area.options, freeIn(ctx, area, start, end), partySize);
}
