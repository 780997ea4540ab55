// The platform's figures for the admin dashboard and a restaurant's detail (spec §2 admin area): bookings and covers in
// a window, restaurants by status, restaurants nobody booked lately, and the guest emails not yet sent.
import { sql } from 'drizzle-orm';
import type { BookingCount } from '../../../../core/schemas/admin';
import type { Queryable } from '../../../platform/db/connection';
import { emailOutbox, reservations, restaurants } from '../../../platform/db/schema';
import { restaurantStatus } from './restaurant-status';

const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** A day and the week ending with it, as instants: the restaurants' local midnights (the caller's time zone arithmetic). */
export interface FigureWindows {
  restaurantIds: readonly string[];
  weekFrom: Date;
  dayFrom: Date;
  dayTo: Date;
}

/**
 * Bookings starting in the day and in the week, summed over the restaurants: a party on combined tables counts once
 * (its primary row), cancelled ones not. Answered from reservations_day_idx (restaurant, start).
 */
export async function bookingCounts(q: Queryable, w: FigureWindows): Promise<{ today: BookingCount; last7Days: BookingCount }> {
  if (w.restaurantIds.length === 0) return { today: { bookings: 0, covers: 0 }, last7Days: { bookings: 0, covers: 0 } };
  const ids = sql.join(
    w.restaurantIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const today = sql`r.start_time >= ${at(w.dayFrom)}`;
  const result = await q.execute(sql`select count(*) filter (where ${today})::int as day_bookings,
      coalesce(sum(r.party_size) filter (where ${today}), 0)::int as day_covers,
      count(*)::int as week_bookings, coalesce(sum(r.party_size), 0)::int as week_covers
    from ${reservations} r
    where r.restaurant_id in (${ids}) and r.linked_reservation_id is null and r.deleted_at is null
      and r.start_time >= ${at(w.weekFrom)} and r.start_time < ${at(w.dayTo)}`);
  const [row] = rowsOf<{ day_bookings: number; day_covers: number; week_bookings: number; week_covers: number }>(result);
  return {
    today: { bookings: row?.day_bookings ?? 0, covers: row?.day_covers ?? 0 },
    last7Days: { bookings: row?.week_bookings ?? 0, covers: row?.week_covers ?? 0 },
  };
}

/** Live restaurants by status, and how many of them have no booking starting since `since` (nor any later one). */
export async function restaurantCounts(q: Queryable, since: Date): Promise<{ active: number; onboarding: number; withoutBookings: number }> {
  const result = await q.execute(sql`select count(*) filter (where s.status = 'active')::int as active,
      count(*) filter (where s.status = 'onboarding')::int as onboarding,
      count(*) filter (where not s.booked)::int as without_bookings
    from (select ${restaurantStatus} as status,
        exists (select 1 from ${reservations} x where x.restaurant_id = "restaurants"."id" and x.deleted_at is null and x.start_time >= ${at(since)}) as booked
      from ${restaurants} where "restaurants"."deleted_at" is null) s`);
  const [row] = rowsOf<{ active: number; onboarding: number; without_bookings: number }>(result);
  return { active: row?.active ?? 0, onboarding: row?.onboarding ?? 0, withoutBookings: row?.without_bookings ?? 0 };
}

/** Guest emails still to send (due now or later, retries included) and given up (never sent, no attempt left). */
export async function outboxCounts(q: Queryable): Promise<{ waiting: number; failed: number }> {
  const result = await q.execute(sql`select count(*) filter (where ${emailOutbox.nextAttemptAt} is not null)::int as waiting,
      count(*) filter (where ${emailOutbox.nextAttemptAt} is null)::int as failed
    from ${emailOutbox} where ${emailOutbox.sentAt} is null`);
  const [row] = rowsOf<{ waiting: number; failed: number }>(result);
  return { waiting: row?.waiting ?? 0, failed: row?.failed ?? 0 };
}

/** Every live restaurant's id and time zone (the dashboard's days are each restaurant's own). */
export const liveRestaurantZones = (q: Queryable): Promise<{ id: string; timeZone: string }[]> =>
  q.select({ id: restaurants.id, timeZone: restaurants.timeZone }).from(restaurants).where(sql`${restaurants.deletedAt} is null`);
