// Every tenant table is keyed by the restaurant and the row's id: the one read by that key, for any of them.
import { and, eq, type Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from './connection';

type RestaurantTable = PgTable & { restaurantId: Column; id: Column };

/** The restaurant's row of `table` with this id, if any. */
export async function restaurantRow<T extends RestaurantTable>(q: Queryable, table: T, restaurantId: string, id: string): Promise<T['$inferSelect'] | undefined> {
  const [row] = await q
    .select()
    .from(table as PgTable)
    .where(and(eq(table.restaurantId, restaurantId), eq(table.id, id)))
    .limit(1);
  return row as T['$inferSelect'] | undefined;
}
