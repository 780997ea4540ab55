// The admin's restaurant list (spec §2 admin area): live restaurants with their metadata, city and status, searched,
// filtered and paged in one statement.
import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { RestaurantStatus } from '../../../../core/schemas/admin';
import type { Queryable } from '../../../platform/db/connection';
import { cities, restaurantMetadata, restaurants } from '../../../platform/db/schema';
import { restaurantStatus } from './restaurant-status';

export interface RestaurantListFilter {
  q?: string | undefined;
  cityId?: string | undefined;
  status?: RestaurantStatus | undefined;
  affiliateProgram?: boolean | undefined;
}

/** `%` and `_` typed by the admin are letters, not wildcards. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

function matching(filter: RestaurantListFilter): SQL | undefined {
  const q = filter.q?.trim();
  return and(
    isNull(restaurants.deletedAt),
    q ? or(ilike(restaurants.name, containing(q)), ilike(restaurants.id, containing(q))) : undefined,
    filter.cityId ? eq(restaurantMetadata.cityId, filter.cityId) : undefined,
    filter.affiliateProgram === undefined ? undefined : sql`coalesce(${restaurantMetadata.affiliateProgram}, false) = ${filter.affiliateProgram}`,
    filter.status ? sql`${restaurantStatus} = ${filter.status}` : undefined,
  );
}

const listed = (q: Queryable) =>
  q
    .select({ restaurant: restaurants, metadata: restaurantMetadata, cityName: cities.name, status: restaurantStatus, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(restaurants)
    .leftJoin(restaurantMetadata, eq(restaurantMetadata.restaurantId, restaurants.id))
    .leftJoin(cities, eq(cities.id, restaurantMetadata.cityId));

export type ListedRestaurant = Awaited<ReturnType<ReturnType<typeof listed>['execute']>>[number];

/** One page of the matching restaurants by name, and how many match in all. */
export async function restaurantPage(q: Queryable, filter: RestaurantListFilter, page: number, pageSize: number): Promise<{ rows: ListedRestaurant[]; total: number }> {
  const rows = await listed(q)
    .where(matching(filter))
    .orderBy(asc(restaurants.name), asc(restaurants.id))
    .limit(pageSize)
    .offset(page * pageSize);
  if (rows[0] || page === 0) return { rows, total: rows[0]?.total ?? 0 };
  // A page past the end still says how many there are, so the screen can go back.
  const [counted] = await q
    .select({ n: count() })
    .from(restaurants)
    .leftJoin(restaurantMetadata, eq(restaurantMetadata.restaurantId, restaurants.id))
    .where(matching(filter));
  return { rows, total: counted?.n ?? 0 };
}

/** The live restaurants created last, newest first. */
export const newestRestaurants = (q: Queryable, limit: number): Promise<ListedRestaurant[]> =>
  listed(q).where(isNull(restaurants.deletedAt)).orderBy(desc(restaurants.createdAt), asc(restaurants.id)).limit(limit);

/** A live restaurant's status, or undefined when there is no such live restaurant. */
export async function statusOf(q: Queryable, restaurantId: string): Promise<RestaurantStatus | undefined> {
  const [row] = await q
    .select({ status: restaurantStatus })
    .from(restaurants)
    .where(and(eq(restaurants.id, restaurantId), isNull(restaurants.deletedAt)));
  return row?.status;
}
