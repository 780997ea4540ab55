// What the figures read of a restaurant besides its reservations: its time zone, its areas in their order with their
// time slots and the seats of their bookable tables, and its specials' titles (the settings module's reads).
import type { Weekday } from '../../../../core/time';
import type { Queryable } from '../../../platform/db/connection';
import { restaurantRules } from '../../booking';
import { areaRows, specialRows, tableRows } from '../../settings';

export interface AnalyticsFloor {
  timeZone: string;
  areas: { name: string; timeslots: Partial<Record<Weekday, { start: number; end: number }[]>>; seats: number }[];
  specials: { id: string; title: Record<string, string> }[];
}

export async function analyticsFloor(q: Queryable, restaurantId: string): Promise<AnalyticsFloor> {
  const [rules, areas, tables, specials] = await Promise.all([restaurantRules(q, restaurantId), areaRows(q, restaurantId), tableRows(q, restaurantId), specialRows(q, restaurantId)]);
  const seats = new Map<string, number>();
  for (const table of tables) if (table.bookable) seats.set(table.level, (seats.get(table.level) ?? 0) + table.maxCovers);
  return {
    timeZone: rules.timeZone,
    areas: areas.map((area) => ({ name: area.name, timeslots: area.timeslots as AnalyticsFloor['areas'][number]['timeslots'], seats: seats.get(area.name) ?? 0 })),
    specials: specials.map((special) => ({ id: special.id, title: special.title })),
  };
}
