// The statements every tenant-owned table (./schema/tenant-table.ts) is read and written with, by restaurant and id, so
// a repository writes only what is particular to its rows. They run on the database or the caller's transaction.
import { and, count, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Queryable } from './connection';

type TenantOwned = PgTable & { restaurantId: PgColumn; id: PgColumn };

/** What a new row is written from: everything but its key, which the restaurant and the database give. */
export type TenantValues<TTable extends TenantOwned> = Omit<TTable['$inferInsert'], 'restaurantId' | 'id'>;

export function tenantRows<TTable extends TenantOwned>(table: TTable) {
  type Row = TTable['$inferSelect'];
  const ofRestaurant = (restaurantId: string, where?: SQL) => and(eq(table.restaurantId, restaurantId), where);
  const byId = (restaurantId: string, id: string) => ofRestaurant(restaurantId, eq(table.id, id));
  // Drizzle types a statement on a table given as a type parameter without resolving it to the table's row; the rows
  // below are that row, hence the casts.

  /** The restaurant's rows matching `where`, in this order. */
  async function matching(q: Queryable, restaurantId: string, where: SQL | undefined, ...order: SQL[]): Promise<Row[]> {
    return (await q
      .select()
      .from(table as PgTable)
      .where(ofRestaurant(restaurantId, where))
      .orderBy(...order)) as Row[];
  }

  /** The restaurant's rows, in this order. */
  const list = (q: Queryable, restaurantId: string, ...order: SQL[]): Promise<Row[]> => matching(q, restaurantId, undefined, ...order);

  async function find(q: Queryable, restaurantId: string, id: string): Promise<Row | undefined> {
    const [row] = (await q.select().from(table as PgTable).where(byId(restaurantId, id)).limit(1)) as Row[];
    return row;
  }

  async function insert(q: Queryable, restaurantId: string, values: TenantValues<TTable>): Promise<Row> {
    const [row] = (await q
      .insert(table)
      .values({ restaurantId, ...values } as PgInsertValue<TTable>)
      .returning()) as Row[];
    return row as Row;
  }

  /** The row as changed, or undefined when there is none with this id. */
  async function update(q: Queryable, restaurantId: string, id: string, change: PgUpdateSetSource<TTable>): Promise<Row | undefined> {
    const [row] = (await q.update(table).set(change).where(byId(restaurantId, id)).returning()) as Row[];
    return row;
  }

  /** The row as it was, or undefined when there is none with this id. */
  async function remove(q: Queryable, restaurantId: string, id: string): Promise<Row | undefined> {
    const [row] = (await q.delete(table).where(byId(restaurantId, id)).returning()) as Row[];
    return row;
  }

  /** How many of the restaurant's rows match `where`. */
  async function countWhere(q: Queryable, restaurantId: string, where: SQL | undefined): Promise<number> {
    const [result] = await q.select({ n: count() }).from(table as PgTable).where(ofRestaurant(restaurantId, where));
    return result?.n ?? 0;
  }

  /** Whether the restaurant has a row matching `where`. */
  async function exists(q: Queryable, restaurantId: string, where: SQL | undefined): Promise<boolean> {
    const [found] = await q.select({ id: table.id }).from(table as PgTable).where(ofRestaurant(restaurantId, where)).limit(1);
    return Boolean(found);
  }

  return { matching, list, find, insert, update, remove, count: countWhere, exists };
}
