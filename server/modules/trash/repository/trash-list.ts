// The trash as one list over every kind (docs/decisions/013-trash.md): the settings rows kept in trash_items, and the
// reservations, users and restaurants marked deleted in place. A booking's extra-table rows go with their primary row
// and are not listed on their own.
import { sql, type SQL } from 'drizzle-orm';
import type { TrashKind } from '../../../../core/schemas/trash';
import type { Queryable } from '../../../platform/db/connection';
import { isoOf, rowsOf, userName } from './rows';

export interface TrashRow {
  kind: TrashKind;
  id: string;
  label: string;
  restaurantId: string | null;
  restaurantName: string | null;
  deletedAt: string;
  deletedBy: string | null;
  deletedByName: string | null;
}

export interface TrashFilter {
  kind?: TrashKind | undefined;
  restaurantId?: string | undefined;
  /** Only items deleted before this instant (the retention purge). */
  deletedBefore?: Date | undefined;
  /**
   * What the retention purge takes, in its two rounds: every kind but restaurants and reservations, then restaurants
   * (a deleted reservation is also the record of a cancellation the booking analytics count: it is purged by hand only).
   */
  retention?: 'items' | 'restaurants' | undefined;
}

/** Every item in the trash, as (kind, id, label, restaurant_id, deleted_at, deleted_by). */
const everyItem = sql.raw(`
  select 'reservation' as kind, r.id, r.customer_name || ' · ' || to_char(r.start_time at time zone home.time_zone, 'YYYY-MM-DD HH24:MI') as label,
    r.restaurant_id, r.deleted_at, r.deleted_by
  from reservations r join restaurants home on home.id = r.restaurant_id
  where r.deleted_at is not null and r.linked_reservation_id is null
  union all
  select kind, id, label, restaurant_id, deleted_at, deleted_by from trash_items
  union all
  select 'user', u.id, coalesce(${userName('u')}, u.id), u.restaurant_id, u.deleted_at, u.deleted_by from users u where u.deleted_at is not null
  union all
  select 'restaurant', id, name, id, deleted_at, deleted_by from restaurants where deleted_at is not null`);

function conditions(filter: TrashFilter): SQL {
  const where = [sql`true`];
  if (filter.kind) where.push(sql`i.kind = ${filter.kind}`);
  if (filter.restaurantId) where.push(sql`i.restaurant_id = ${filter.restaurantId}`);
  if (filter.deletedBefore) where.push(sql`i.deleted_at < ${filter.deletedBefore.toISOString()}::timestamptz`);
  if (filter.retention) where.push(filter.retention === 'restaurants' ? sql`i.kind = 'restaurant'` : sql`i.kind not in ('restaurant', 'reservation')`);
  return sql.join(where, sql` and `);
}

interface RawRow extends Omit<TrashRow, 'deletedAt'> {
  deletedAt: Date | string;
  total: number;
}

/** A page of the trash, newest deletion first, and how many items match. */
export async function trashPage(q: Queryable, filter: TrashFilter, page: { limit: number; offset: number }): Promise<{ rows: TrashRow[]; total: number }> {
  const rows = await rowsOf<RawRow>(
    q,
    sql`select i.kind, i.id, i.label, i.restaurant_id as "restaurantId", home.name as "restaurantName", i.deleted_at as "deletedAt",
        i.deleted_by as "deletedBy", ${sql.raw(userName('who'))} as "deletedByName", (count(*) over ())::int as total
      from (${everyItem}) i
      left join restaurants home on home.id = i.restaurant_id
      left join users who on who.id = i.deleted_by
      where ${conditions(filter)}
      order by i.deleted_at desc, i.kind, i.id
      limit ${page.limit} offset ${page.offset}`,
  );
  const total = rows[0]?.total ?? 0;
  return { rows: rows.map(({ total: _total, deletedAt, ...row }) => ({ ...row, deletedAt: isoOf(deletedAt) })), total };
}

/** One item of the trash, or undefined when it is not there. */
export async function trashItem(q: Queryable, kind: TrashKind, id: string): Promise<TrashRow | undefined> {
  const [row] = await rowsOf<RawRow>(
    q,
    sql`select i.kind, i.id, i.label, i.restaurant_id as "restaurantId", home.name as "restaurantName", i.deleted_at as "deletedAt",
        i.deleted_by as "deletedBy", null as "deletedByName", 1 as total
      from (${everyItem}) i left join restaurants home on home.id = i.restaurant_id
      where i.kind = ${kind} and i.id = ${id}`,
  );
  if (!row) return undefined;
  const { total: _total, deletedAt, ...item } = row;
  return { ...item, deletedAt: isoOf(deletedAt) };
}
