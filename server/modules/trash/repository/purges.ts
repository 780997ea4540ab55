// Deleting a trashed item for good, and the log of every purge (trash_purges): who or what purged which item when.
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/connection';
import { isoOf, rowsOf, userName } from './rows';
import type { TrashRow } from './trash-list';

/** Who purges: an admin's user id, or the retention purge. */
export const byRetention = 'retention';

/** Deletes the item's rows (a restaurant's with everything it owns); false when it was no longer in the trash. */
async function deleteItem(q: Queryable, item: TrashRow): Promise<boolean> {
  const statement =
    item.kind === 'reservation'
      ? sql`delete from reservations where restaurant_id = ${item.restaurantId} and (id = ${item.id} or linked_reservation_id = ${item.id}) and deleted_at is not null returning id`
      : item.kind === 'user'
        ? sql`delete from users where id = ${item.id} and deleted_at is not null returning id`
        : item.kind === 'restaurant'
          ? sql`delete from restaurants where id = ${item.id} and deleted_at is not null returning id`
          : sql`delete from trash_items where restaurant_id = ${item.restaurantId} and kind = ${item.kind} and id = ${item.id} returning id`;
  return (await rowsOf<{ id: string }>(q, statement)).length > 0;
}

/** Deletes the item for good and logs it, in the caller's transaction; false when it was no longer in the trash. */
export async function purgeAndLog(q: Queryable, item: TrashRow, purgedBy: string): Promise<boolean> {
  if (!(await deleteItem(q, item))) return false;
  await q.execute(sql`insert into trash_purges (kind, item_id, label, restaurant_id, restaurant_name, deleted_at, purged_by)
    values (${item.kind}, ${item.id}, ${item.label}, ${item.restaurantId}, ${item.restaurantName}, ${item.deletedAt}::timestamptz, ${purgedBy})`);
  return true;
}

export interface PurgeRow {
  kind: TrashRow['kind'];
  id: string;
  label: string;
  restaurantId: string | null;
  restaurantName: string | null;
  deletedAt: string | null;
  purgedAt: string;
  purgedBy: string;
  purgedByName: string | null;
}

type RawPurge = Omit<PurgeRow, 'deletedAt' | 'purgedAt'> & { deletedAt: Date | string | null; purgedAt: Date | string; total: number };

/** A page of the purge log, newest first, and how many purges there were. */
export async function purgePage(q: Queryable, page: { limit: number; offset: number }): Promise<{ rows: PurgeRow[]; total: number }> {
  const rows = await rowsOf<RawPurge>(
    q,
    sql`select p.kind, p.item_id as id, p.label, p.restaurant_id as "restaurantId", p.restaurant_name as "restaurantName", p.deleted_at as "deletedAt",
        p.purged_at as "purgedAt", p.purged_by as "purgedBy", ${sql.raw(userName('who'))} as "purgedByName", (count(*) over ())::int as total
      from trash_purges p left join users who on who.id = p.purged_by
      order by p.purged_at desc, p.id limit ${page.limit} offset ${page.offset}`,
  );
  return {
    rows: rows.map(({ total: _total, deletedAt, purgedAt, ...row }) => ({ ...row, deletedAt: deletedAt === null ? null : isoOf(deletedAt), purgedAt: isoOf(purgedAt) })),
    total: rows[0]?.total ?? 0,
  };
}
