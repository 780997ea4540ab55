// The denominator of occupancy (docs/decisions/010): the seats a restaurant offered. A service is one time slot of an
// area on a weekday (spec §3 Area.timeslots) and offers the seats of the area's bookable tables (their maxCovers).
// The floor as it is now stands for the whole range: the floor keeps no history.
import { weekdayOf, type Weekday } from '../time';

export interface SeatedArea {
  name: string;
  timeslots: Partial<Record<Weekday, readonly unknown[]>>;
  /** Sum of maxCovers of the area's bookable tables. */
  seats: number;
}

/** Seats offered on a date, per area in the order given: seats × the area's services that weekday. */
export function seatsOfferedOn(date: string, areas: readonly SeatedArea[]): number[] {
  const weekday = weekdayOf(date);
  return areas.map((area) => area.seats * (area.timeslots[weekday]?.length ?? 0));
}

/** Seated covers over seats offered; null when nothing was offered. */
export function occupancyOf(seatedCovers: number, seatsOffered: number): number | null {
  return seatsOffered > 0 ? Math.round((seatedCovers / seatsOffered) * 10_000) / 10_000 : null;
}
