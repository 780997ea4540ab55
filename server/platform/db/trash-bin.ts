// The statement the settings kinds are deleted with (docs/decisions/013-trash.md): the row is copied whole into the
// trash, by its columns' names, in the caller's transaction, before the caller deletes it from its own table. The trash
// module restores it with the same names, so a column added later travels without a change here.
import { sql } from 'drizzle-orm';
import type { Queryable } from './connection';

/** The kinds kept in trash_items, and the table each one's rows come from. */
export const trashedTables = {
  table: 'dining_tables',
  area: 'areas',
  areaGroup: 'area_groups',
  special: 'specials',
  role: 'roles',
} as const;

export type TrashedKind = keyof typeof trashedTables;

export interface TrashEntry {
  kind: TrashedKind;
  restaurantId: string;
  id: string;
  /** What the trash shows for it (a table's area and number, an area's name …). */
  label: string;
  deletedBy: string | null;
}

/** Copies the row into the trash; the caller deletes it next, in the same transaction. */
export async function copyToTrash(q: Queryable, entry: TrashEntry): Promise<void> {
  const table = sql.identifier(trashedTables[entry.kind]);
  await q.execute(sql`
    insert into trash_items (restaurant_id, kind, id, label, row, deleted_by)
    select t.restaurant_id, ${entry.kind}, t.id, ${entry.label}, to_jsonb(t), ${entry.deletedBy}
    from ${table} t where t.restaurant_id = ${entry.restaurantId} and t.id = ${entry.id}
    on conflict (restaurant_id, kind, id) do update set label = excluded.label, row = excluded.row, deleted_at = now(), deleted_by = excluded.deleted_by`);
}
