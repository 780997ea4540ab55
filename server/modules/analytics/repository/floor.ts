// What the figures read of a restaurant besides its reservations: its time zone (read first: the reads of the
// reservations need its local midnights), its areas in their order with their time slots and the seats of their
// bookable tables, and its specials' titles (the booking and settings modules' reads).
import type { Weekday } from '../../../../core/time';
import type { Queryable } from '../../../platform/db/connection';
import { restaurantRules } from '../../booking';
import { areaRows, specialRows, tableRows } from '../../settings';

export interface AnalyticsFloor {
  areas: { name: string; timeslots: Partial<Record<Weekday, { start: number; end: number }[]>>; seats: number }[];
  specials: { id: string; title: Record<string, string> }[];
}

/** The restaurant's IANA time zone; not_found for a restaurant that does not exist (or was deleted). */
export async function timeZoneOf(q: Queryable, restaurantId: string): Promise<string> {
  return (await restaurantRules(q, restaurantId)).timeZone;
}

export async function analyticsFloor(q: Queryable, restaurantId: string): Promise<AnalyticsFloor> {
  const [areas, tables, specials] = await Promise.all([areaRows(q, restaurantId), tableRows(q, restaurantId), specialRows(q, restaurantId)]);
  const seats = new Map<string, number>();
  for (const table of tables) if (table.bookable) seats.set(table.level, (seats.get(table.level) ?? 0) + table.maxCovers);
  return {
    areas: areas.map((area) => ({ name: area.name, timeslots: area.timeslots as AnalyticsFloor['areas'][number]['timeslots'], seats: seats.get(area.name) ?? 0 })),
    specials: specials.map((special) => ({ id: special.id, title: special.title })),
  };
}
