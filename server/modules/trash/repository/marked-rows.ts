// The kinds marked deleted in place (deleted_at): reservations, users and restaurants, as the trash restores them.
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/connection';
import type { Whereabouts } from './settings-rows';
import { rowsOf } from './rows';

export interface DeletedBookingRow {
  id: string;
  restaurantId: string;
  level: string;
  tableNumber: string;
  specialId: string | null;
  areaGroupId: string | null;
}

/** A deleted booking's rows: the primary and the extra-table rows deleted with it (same deleted_at). */
export async function deletedBookingRows(q: Queryable, id: string): Promise<DeletedBookingRow[]> {
  return rowsOf<DeletedBookingRow>(
    q,
    sql`select r.id, r.restaurant_id as "restaurantId", r.level, r.table_number as "tableNumber", r.special_id as "specialId", r.area_group_id as "areaGroupId"
      from reservations p join reservations r on r.restaurant_id = p.restaurant_id and (r.id = p.id or r.linked_reservation_id = p.id)
      where p.id = ${id} and p.linked_reservation_id is null and p.deleted_at is not null and r.deleted_at = p.deleted_at
      order by r.linked_reservation_id nulls first, r.id`,
  );
}

export async function undeleteBooking(q: Queryable, restaurantId: string, ids: string[]): Promise<void> {
  await q.execute(sql`update reservations set deleted_at = null, deleted_by = null, updated_at = now()
    where restaurant_id = ${restaurantId} and id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
}

export interface DeletedUserRow {
  id: string;
  email: string | null;
  restaurantId: string | null;
  roleId: string | null;
  parentUserId: string | null;
}

export async function deletedUser(q: Queryable, id: string): Promise<DeletedUserRow | undefined> {
  const [row] = await rowsOf<DeletedUserRow>(
    q,
    sql`select id, email, restaurant_id as "restaurantId", role_id as "roleId", parent_user_id as "parentUserId" from users where id = ${id} and deleted_at is not null`,
  );
  return row;
}

/** Another live user signing in with this email (emails compare without case). */
export async function liveEmailHolder(q: Queryable, email: string, exceptId: string): Promise<boolean> {
  const [row] = await rowsOf<{ id: string }>(q, sql`select id from users where lower(email) = lower(${email}) and id <> ${exceptId} and deleted_at is null limit 1`);
  return row !== undefined;
}

export async function userWhereabouts(q: Queryable, id: string): Promise<Whereabouts> {
  const [row] = await rowsOf<{ deleted: boolean }>(q, sql`select deleted_at is not null as deleted from users where id = ${id}`);
  return row ? (row.deleted ? 'trash' : 'live') : 'gone';
}

export async function undeleteUser(q: Queryable, id: string): Promise<void> {
  await q.execute(sql`update users set deleted_at = null, deleted_by = null, updated_at = now() where id = ${id}`);
}

export async function restaurantWhereabouts(q: Queryable, id: string): Promise<Whereabouts> {
  const [row] = await rowsOf<{ deleted: boolean }>(q, sql`select deleted_at is not null as deleted from restaurants where id = ${id}`);
  return row ? (row.deleted ? 'trash' : 'live') : 'gone';
}

export async function undeleteRestaurant(q: Queryable, id: string): Promise<void> {
  await q.execute(sql`update restaurants set deleted_at = null, deleted_by = null where id = ${id}`);
}

