// The restaurant's floor (areas, groups, specials, tables) changes rarely and is read on every booking. Each process
// keeps it per restaurant together with the config_version it was read at; triggers bump the version on any change
// (migration 0004), so one cheap read of the restaurant row tells whether the copy is still current. Reusing the same
// arrays also lets the engine reuse the bookable options it derived from them.
import { eq } from 'drizzle-orm';
import type { EngineArea, EngineAreaGroup, EngineSpecial, EngineTable, Slot } from '../../../../core/availability/types';
import type { Weekday } from '../../../../core/time';
import type { Queryable } from '../../../platform/db/connection';
import { areaGroups, areas, diningTables, specials } from '../../../platform/db/schema';

export interface Floor {
  areas: EngineArea[];
  areaGroups: EngineAreaGroup[];
  specials: EngineSpecial[];
  tables: EngineTable[];
}

export class FloorCache {
  private readonly floors = new Map<string, { version: number; floor: Floor }>();

  async get(q: Queryable, restaurantId: string, version: number): Promise<Floor> {
    const cached = this.floors.get(restaurantId);
    if (cached && cached.version === version) return cached.floor;
    const floor = await readFloor(q, restaurantId);
    this.floors.set(restaurantId, { version, floor });
    return floor;
  }
}

/** One query after another: inside a booking transaction they share one connection. */
async function readFloor(q: Queryable, restaurantId: string): Promise<Floor> {
  const areaRows = await q.select().from(areas).where(eq(areas.restaurantId, restaurantId));
  const groupRows = await q.select().from(areaGroups).where(eq(areaGroups.restaurantId, restaurantId));
  const specialRows = await q.select().from(specials).where(eq(specials.restaurantId, restaurantId));
  const tableRows = await q.select().from(diningTables).where(eq(diningTables.restaurantId, restaurantId));
  return { areas: areaRows.map(engineArea), areaGroups: groupRows.map(engineAreaGroup), specials: specialRows.map(engineSpecial), tables: tableRows.map(engineTable) };
}

// What the engine reads of each row (core/availability/types.ts).
const engineArea = (row: typeof areas.$inferSelect): EngineArea => ({
  id: row.id,
  name: row.name,
  bookable: row.bookable,
  sorting: row.sorting,
  timeslots: row.timeslots as Partial<Record<Weekday, Slot[]>>,
});

const engineAreaGroup = (row: typeof areaGroups.$inferSelect): EngineAreaGroup => ({ id: row.id, areaIds: row.areaIds });

const engineSpecial = (row: typeof specials.$inferSelect): EngineSpecial => ({
  id: row.id,
  enabled: row.enabled,
  weekdays: row.weekdays as Weekday[],
  timeslots: row.timeslots,
  areaGroupId: row.areaGroupId,
});

const engineTable = (row: typeof diningTables.$inferSelect): EngineTable => ({
  level: row.level,
  tableNumber: row.tableNumber,
  bookable: row.bookable,
  overflow: row.overflow,
  minCovers: row.minCovers,
  maxCovers: row.maxCovers,
  combinations: row.combinations,
  frontendGroupOrder: row.frontendGroupOrder,
});
