// The availability response (spec §3/§7 GET /reservations/availability): per date, per area, per slot the
// party sizes with a real assignment; the same per area group (union over its areas) and per special.
import { areaSlots, groupAreas, slotKey, specialAreas, specialRuns } from './choices';
import { engineContext, offeredInArea, openSlotStart, slotEnd, type EngineContext } from './context';
import type { LocalDay } from './calendar';
import type { FloorArea } from './floor';
import type { AvailabilityResponse, EngineInput, SlotSizes } from './types';

/** The whole horizon: today (restaurant-local) to today + bookingHorizonDays − 1. */
export function computeAvailability(input: EngineInput): AvailabilityResponse {
  return respond(engineContext(input));
}

/** One date of the horizon, same shape; a date outside the horizon has nothing offered. */
export function availabilityForDate(input: EngineInput, date: string): AvailabilityResponse {
  return respond(engineContext(input, date));
}

interface DayScratch {
  /** Per area: slot key → offered mask, for the area-group union. */
  areaMasks: Map<string, number>[];
  /** Per area: slot key → slot start, end (minutes), for ordering a group's slots. */
  areaSlotOrder: Map<string, number>[];
}

function respond(ctx: EngineContext): AvailabilityResponse {
  const { floor, input } = ctx;
  const sizes = sizeArrays(floor.partySizeMin);
  const scratch: DayScratch = {
    areaMasks: floor.areas.map(() => new Map()),
    areaSlotOrder: floor.areas.map(() => new Map()),
  };
  const groups = input.areaGroups
    .map((g) => ({ id: g.id, areas: groupAreas(floor, g) }))
    .filter((g) => g.areas.length > 0);
  const specials = input.specials.map((s) => ({ special: s, areas: specialAreas(floor, input.areaGroups, s) }));
  const availability: AvailabilityResponse['availability'] = {};
  const areaGroupAvailability: AvailabilityResponse['areaGroupAvailability'] = {};
  const specialAvailability: AvailabilityResponse['specialAvailability'] = {};
  let offeredAnywhere = 0;

  for (const day of ctx.days) {
    const byArea: Record<string, SlotSizes> = {};
    const byGroup: Record<string, SlotSizes> = {};
    const bySpecial: Record<string, SlotSizes> = {};
    availability[day.date] = byArea;
    areaGroupAvailability[day.date] = byGroup;
    specialAvailability[day.date] = bySpecial;
    for (const area of floor.areas) offeredAnywhere |= offerArea(ctx, day, area, byArea, scratch, sizes);
    for (const group of groups) offerGroup(group.id, group.areas, byGroup, scratch, sizes);
    for (const { special, areas } of specials) {
      if (areas.length === 0 || !specialRuns(special, day)) continue;
      let slots: SlotSizes | undefined;
      for (const slot of special.timeslots) {
        const start = openSlotStart(ctx, day, slot);
        if (Number.isNaN(start)) continue;
        const end = slotEnd(ctx, day, slot);
        let mask = 0;
        for (const area of areas) mask |= offeredInArea(ctx, area, start, end);
        slots ??= bySpecial[special.id] = {};
        slots[slotKey(slot)] = sizes(mask);
        offeredAnywhere |= mask;
      }
    }
  }

  return {
    areas: floor.areas.map(({ area }) => ({ id: area.id, name: area.name, sorting: area.sorting })),
    areaGroups: groups.map((g) => ({ id: g.id, areaIds: g.areas.map((a) => a.area.id) })),
    allPartySizes: sizes(offeredAnywhere).slice(),
    availability,
    areaGroupAvailability,
    specialAvailability,
    sameDayCutoffHourUTC: ctx.sameDayCutoffHourUTC,
    today: ctx.today.date,
    timeZone: ctx.timeZone,
  };
}

/** An area's open slots of the day; returns the union of its offered masks. */
function offerArea(
  ctx: EngineContext,
  day: LocalDay,
  area: FloorArea,
  byArea: Record<string, SlotSizes>,
  scratch: DayScratch,
  sizes: (mask: number) => number[],
): number {
  const masks = scratch.areaMasks[area.index] as Map<string, number>;
  const order = scratch.areaSlotOrder[area.index] as Map<string, number>;
  masks.clear();
  order.clear();
  let union = 0;
  let slots: SlotSizes | undefined;
  for (const slot of areaSlots(area, day)) {
    const start = openSlotStart(ctx, day, slot);
    if (Number.isNaN(start)) continue;
    const mask = offeredInArea(ctx, area, start, slotEnd(ctx, day, slot));
    const key = slotKey(slot);
    slots ??= byArea[area.area.name] = {};
    slots[key] = sizes(mask);
    masks.set(key, mask);
    order.set(key, slot.start * 4096 + slot.end);
    union |= mask;
  }
  return union;
}

/** Issue 4: a group's slot exists if any of its areas has it that day, and offers the union of their sizes. */
function offerGroup(
  id: string,
  areas: readonly FloorArea[],
  byGroup: Record<string, SlotSizes>,
  scratch: DayScratch,
  sizes: (mask: number) => number[],
): void {
  const union = new Map<string, number>();
  const order = new Map<string, number>();
  for (const area of areas) {
    const areaOrder = scratch.areaSlotOrder[area.index] as Map<string, number>;
    for (const [key, mask] of scratch.areaMasks[area.index] as Map<string, number>) {
      union.set(key, (union.get(key) ?? 0) | mask);
      order.set(key, areaOrder.get(key) ?? 0);
    }
  }
  if (union.size === 0) return;
  const slots: SlotSizes = {};
  const keys = [...union.keys()].sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
  for (const key of keys) slots[key] = sizes(union.get(key) ?? 0);
  byGroup[id] = slots;
}

/**
 * Size masks to sorted size lists, one shared array per distinct mask: most slots repeat a handful of masks, so the
 * response allocates per mask, not per slot. The arrays are shared, so consumers must not mutate them.
 */
function sizeArrays(partySizeMin: number): (mask: number) => number[] {
  const arrays = new Map<number, number[]>();
  return (mask) => {
    let sizes = arrays.get(mask);
    if (!sizes) {
      sizes = [];
      for (let i = 0; i < 32; i++) if ((mask >>> i) & 1) sizes.push(partySizeMin + i);
      arrays.set(mask, sizes);
    }
    return sizes;
  };
}
