// Which areas can host a slot for each way a guest books (spec §4: an area, an area group or a special; spec §5
// "exactly one of areaGroupId, specialId or level").
import type { LocalDay } from './calendar';
import type { Floor, FloorArea } from './floor';
import type { BookingTarget, EngineAreaGroup, EngineSpecial, Slot } from './types';

export type Choice = BookingTarget['choice'];

const keys = new Map<number, string>();

/** The "start-end" key of a slot (spec §7 timeslot text), interned: the same slots recur on every day. */
export function slotKey(slot: Slot): string {
  const id = slot.start * 4096 + slot.end;
  let key = keys.get(id);
  if (key === undefined) {
    key = `${slot.start}-${slot.end}`;
    if (keys.size < 65_536) keys.set(id, key);
  }
  return key;
}

export function areaSlots(area: FloorArea, day: LocalDay): readonly Slot[] {
  return area.area.timeslots[day.weekday] ?? [];
}

function hasSlot(slots: readonly Slot[], slot: Slot): boolean {
  return slots.some((s) => s.start === slot.start && s.end === slot.end);
}

/** A group's bookable areas, in the floor's order. */
export function groupAreas(floor: Floor, group: EngineAreaGroup): FloorArea[] {
  return floor.areas.filter((area) => group.areaIds.includes(area.area.id));
}

/** Spec §3 Special: booked in its area group's areas, or in every bookable area without one. */
export function specialAreas(floor: Floor, groups: readonly EngineAreaGroup[], special: EngineSpecial): FloorArea[] {
  if (special.areaGroupId === null) return [...floor.areas];
  const group = groups.find((g) => g.id === special.areaGroupId);
  return group ? groupAreas(floor, group) : [];
}

/** Whether a special runs on a day: enabled and on one of its weekdays (spec §3). */
export function specialRuns(special: EngineSpecial, day: LocalDay): boolean {
  return special.enabled && special.weekdays.includes(day.weekday);
}

/**
 * The areas in which `slot` on `day` can be booked for a choice: the area itself if it has that slot that weekday;
 * a group's areas that have it; a running special's areas if the slot is one of the special's own.
 */
export function hostAreas(
  floor: Floor,
  groups: readonly EngineAreaGroup[],
  specials: readonly EngineSpecial[],
  day: LocalDay,
  slot: Slot,
  choice: Choice,
): FloorArea[] {
  switch (choice.kind) {
    case 'area': {
      const area = floor.byName.get(choice.name);
      return area && hasSlot(areaSlots(area, day), slot) ? [area] : [];
    }
    case 'areaGroup': {
      const group = groups.find((g) => g.id === choice.id);
      return group ? groupAreas(floor, group).filter((area) => hasSlot(areaSlots(area, day), slot)) : [];
    }
    case 'special': {
      const special = specials.find((s) => s.id === choice.id);
      if (!special || !specialRuns(special, day) || !hasSlot(special.timeslots, slot)) return [];
      return specialAreas(floor, groups, special);
    }
  }
}
