// What a command's day reads beside its reservations (../command-state.ts): the floor (areas and tables) and whether
// the special a booking names exists.
import { and, eq, inArray } from 'drizzle-orm';
import type { DayState } from '../../../../core/commands';
import type { Transaction } from '../../../platform/db/connection';
import { areas, diningTables, specials } from '../../../platform/db/schema';

export async function floorOf(tx: Transaction, restaurantId: string): Promise<Pick<DayState, 'areas' | 'tables'>> {
  const [areaRows, tableRows] = await Promise.all([
    tx.select({ name: areas.name }).from(areas).where(eq(areas.restaurantId, restaurantId)),
    tx.select({ _id: diningTables.id, level: diningTables.level, tableNumber: diningTables.tableNumber }).from(diningTables).where(eq(diningTables.restaurantId, restaurantId)),
  ]);
  return { areas: areaRows.map((row) => row.name), tables: tableRows };
}

/** The special's id when the restaurant has it (an empty set when not); undefined when the command names none. */
export async function specialIdsOf(tx: Transaction, restaurantId: string, specialId: string | null | undefined): Promise<Set<string> | undefined> {
  if (!specialId) return undefined;
  const found = await tx.select({ id: specials.id }).from(specials).where(and(eq(specials.restaurantId, restaurantId), inArray(specials.id, [specialId])));
  return new Set(found.map((row) => row.id));
}
