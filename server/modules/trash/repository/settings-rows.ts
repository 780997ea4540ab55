// The settings kinds in and out of trash_items (docs/decisions/013-trash.md): where an item is now, and putting its row
// back into its own table by its columns' names.
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/connection';
import { trashedTables, type TrashedKind } from '../../../platform/db/trash-bin';
import { rowsOf } from './rows';

export type Whereabouts = 'live' | 'trash' | 'gone';

/** The trashed row by its columns' names (restaurant_id, id, name …), or undefined. */
export async function trashedRow(q: Queryable, restaurantId: string, kind: TrashedKind, id: string): Promise<Record<string, unknown> | undefined> {
  const [found] = await rowsOf<{ row: Record<string, unknown> }>(q, sql`select row from trash_items where restaurant_id = ${restaurantId} and kind = ${kind} and id = ${id}`);
  return found?.row;
}

/** Where the settings item `id` is: in its table, in the trash, or gone for good. */
export async function whereIs(q: Queryable, restaurantId: string, kind: TrashedKind, id: string): Promise<Whereabouts> {
  const table = sql.identifier(trashedTables[kind]);
  const [found] = await rowsOf<{ live: boolean; trashed: boolean }>(
    q,
    sql`select exists (select 1 from ${table} where restaurant_id = ${restaurantId} and id = ${id}) as live,
      exists (select 1 from trash_items where restaurant_id = ${restaurantId} and kind = ${kind} and id = ${id}) as trashed`,
  );
  return found?.live ? 'live' : found?.trashed ? 'trash' : 'gone';
}

/** The trashed item of `kind` whose row has these column values (the newest deleted), e.g. an area by its name. */
export async function trashedIdWith(q: Queryable, restaurantId: string, kind: TrashedKind, columns: Record<string, string>): Promise<string | undefined> {
  const [found] = await rowsOf<{ id: string }>(
    q,
    sql`select id from trash_items where restaurant_id = ${restaurantId} and kind = ${kind} and row @> ${JSON.stringify(columns)}::jsonb
      order by deleted_at desc limit 1`,
  );
  return found?.id;
}

/** Whether the kind's own table has a live row with these column values (a name, a table's area and number). */
export async function liveRowWith(q: Queryable, restaurantId: string, kind: TrashedKind, columns: Record<string, string>): Promise<boolean> {
  const table = sql.identifier(trashedTables[kind]);
  const matches = Object.entries(columns).map(([column, value]) => sql`${sql.identifier(column)} = ${value}`);
  const [found] = await rowsOf<{ id: string }>(q, sql`select id from ${table} where restaurant_id = ${restaurantId} and ${sql.join(matches, sql` and `)} limit 1`);
  return found !== undefined;
}

/** Puts the trashed row back into its table, with `changes` to some columns, and takes it out of the trash. */
export async function putBack(q: Queryable, restaurantId: string, kind: TrashedKind, id: string, changes: Record<string, unknown> = {}): Promise<void> {
  const table = sql.identifier(trashedTables[kind]);
  await q.execute(sql`insert into ${table}
    select (jsonb_populate_record(null::${table}, row || ${JSON.stringify(changes)}::jsonb)).*
    from trash_items where restaurant_id = ${restaurantId} and kind = ${kind} and id = ${id}`);
  await q.execute(sql`delete from trash_items where restaurant_id = ${restaurantId} and kind = ${kind} and id = ${id}`);
}

/** The live tables of the area among `numbers`. */
export async function liveTableNumbers(q: Queryable, restaurantId: string, level: string, numbers: string[]): Promise<string[]> {
  if (numbers.length === 0) return [];
  const rows = await rowsOf<{ number: string }>(
    q,
    sql`select table_number as number from dining_tables where restaurant_id = ${restaurantId} and level = ${level}
      and table_number in (${sql.join(numbers.map((n) => sql`${n}`), sql`, `)})`,
  );
  return rows.map((row) => row.number);
}

/** Combinations are symmetric (settings/tables.ts): the restored table's partners learn its number again. */
export async function addPartnerNumber(q: Queryable, restaurantId: string, level: string, partners: string[], number: string): Promise<void> {
  if (partners.length === 0) return;
  await q.execute(sql`update dining_tables set combinations = combinations || ${JSON.stringify([number])}::jsonb
    where restaurant_id = ${restaurantId} and level = ${level} and table_number in (${sql.join(partners.map((n) => sql`${n}`), sql`, `)})
      and not combinations ? ${number}`);
}

/** The live ids among `ids` of the kind. */
export async function liveIds(q: Queryable, restaurantId: string, kind: TrashedKind, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const table = sql.identifier(trashedTables[kind]);
  const rows = await rowsOf<{ id: string }>(q, sql`select id from ${table} where restaurant_id = ${restaurantId} and id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
  return rows.map((row) => row.id);
}
