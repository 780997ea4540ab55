// The administrators' platform views (spec §2 admin area): the restaurant list, a restaurant's figures and the
// dashboard. "Today" is each restaurant's own day (core/time.ts), as in the owner's analytics.
import { AppError } from '../../../core/errors';
import { adminRestaurantsPageSize, type AdminDashboard, type AdminRestaurant, type BookingFigures, type RestaurantFigures } from '../../../core/schemas/admin';
import { addDays, localDateOf, toInstant } from '../../../core/time';
import type { Database } from '../../platform/db/connection';
import { countErrorReportsSince } from '../error-reports';
import { toMetadata } from '../restaurants';
import { bookingCounts, liveRestaurantZones, outboxCounts, restaurantCounts } from './repository/platform-figures';
import { newestRestaurants, restaurantPage, statusOf, type ListedRestaurant, type RestaurantListFilter } from './repository/restaurant-list';

export type AdminOverviewService = ReturnType<typeof adminOverviewService>;

const quietDays = 30;
const newestShown = 5;

function toAdminRestaurant({ restaurant, metadata, cityName, status }: ListedRestaurant): AdminRestaurant {
  return { ...toMetadata(restaurant, metadata), cityName: cityName ?? null, status };
}

const sum = (a: BookingFigures, b: BookingFigures): BookingFigures => ({
  today: { bookings: a.today.bookings + b.today.bookings, covers: a.today.covers + b.today.covers },
  last7Days: { bookings: a.last7Days.bookings + b.last7Days.bookings, covers: a.last7Days.covers + b.last7Days.covers },
});
const noBookings: BookingFigures = { today: { bookings: 0, covers: 0 }, last7Days: { bookings: 0, covers: 0 } };

/** `errorsCounted`: the server reports its errors (SENTRY_DSN), each also a row of error_reports (spec §8). */
export function adminOverviewService({ db, errorsCounted = false }: { db: Database; errorsCounted?: boolean | undefined }) {
  /** The bookings of restaurants sharing a time zone: their today and the six days before it. */
  function figuresIn(timeZone: string, restaurantIds: string[], now: number): Promise<BookingFigures> {
    const today = localDateOf(now, timeZone);
    return bookingCounts(db, {
      restaurantIds,
      weekFrom: toInstant(addDays(today, -6), 0, timeZone),
      dayFrom: toInstant(today, 0, timeZone),
      dayTo: toInstant(addDays(today, 1), 0, timeZone),
    });
  }

  async function list(filter: RestaurantListFilter, page: number) {
    const { rows, total } = await restaurantPage(db, filter, page, adminRestaurantsPageSize);
    return { items: rows.map(toAdminRestaurant), total, page, pageSize: adminRestaurantsPageSize };
  }

  async function figures(restaurantId: string, timeZone: string, now = Date.now()): Promise<RestaurantFigures> {
    const status = await statusOf(db, restaurantId);
    if (!status) throw new AppError('not_found', `Unknown restaurant ${restaurantId}`);
    return { ...(await figuresIn(timeZone, [restaurantId], now)), status };
  }

  /** Every live restaurant's bookings, read once per time zone in use. */
  async function platformBookings(now: number): Promise<BookingFigures> {
    const byZone = new Map<string, string[]>();
    for (const { id, timeZone } of await liveRestaurantZones(db)) byZone.set(timeZone, [...(byZone.get(timeZone) ?? []), id]);
    let total = noBookings;
    for (const [zone, ids] of byZone) total = sum(total, await figuresIn(zone, ids, now));
    return total;
  }

  async function dashboard(now = Date.now()): Promise<AdminDashboard> {
    const counts = await restaurantCounts(db, new Date(now - quietDays * 24 * 3600_000));
    const newest = await newestRestaurants(db, newestShown);
    return {
      restaurants: { active: counts.active, onboarding: counts.onboarding, withoutBookings30Days: counts.withoutBookings },
      bookings: await platformBookings(now),
      outbox: await outboxCounts(db),
      // Without error reporting nothing is counted: "not configured", not a reassuring zero.
      errorsLast24h: errorsCounted ? await countErrorReportsSince(db, new Date(now - 24 * 3600_000)) : null,
      newestRestaurants: newest.map((row) => ({ restaurantId: row.restaurant.id, name: row.restaurant.name, createdAt: row.restaurant.createdAt.toISOString(), status: row.status })),
    };
  }

  return { list, figures, dashboard };
}
