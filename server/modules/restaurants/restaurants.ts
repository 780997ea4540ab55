import { and, asc, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { AppError } from '../../../core/errors';
import type { AppConfig, RestaurantMetadata } from '../../../core/schemas/restaurants';
import { pgErrorCode, type Database, type Transaction } from '../../platform/db/connection';
import { appConfigs, areas, cities, diningTables, restaurantMetadata, restaurants, roles } from '../../platform/db/schema';
import type { ChangeFeed } from '../live';
import type { PublishingService } from '../publishing';
import { ownerRoleTemplate } from '../settings';

type RestaurantRow = typeof restaurants.$inferSelect;
type MetadataRow = typeof restaurantMetadata.$inferSelect;

export type RestaurantsService = ReturnType<typeof restaurantsService>;

export const defaultColors = { COLOR_PRIMARY: '#8c2f39', COLOR_SECONDARY: '#f4ede4', COLOR_ACCENT: '#d9a441' } as const;

export function restaurantsService({ db, publishing, feed }: { db: Database; publishing: PublishingService; feed: ChangeFeed }) {
  async function exists(id: string): Promise<boolean> {
    const [row] = await db
      .select({ id: restaurants.id })
      .from(restaurants)
      .where(and(eq(restaurants.id, id), isNull(restaurants.deletedAt)))
      .limit(1);
    return Boolean(row);
  }

  async function findByHost(host: string): Promise<string | undefined> {
    const [row] = await db
      .select({ id: restaurantMetadata.restaurantId })
      .from(restaurantMetadata)
      .innerJoin(restaurants, eq(restaurants.id, restaurantMetadata.restaurantId))
      .where(and(sql`${restaurantMetadata.hosts} @> ${JSON.stringify([host])}::jsonb`, isNull(restaurants.deletedAt)))
      .limit(1);
    return row?.id;
  }

  function toMetadata(r: RestaurantRow, m: MetadataRow | null): RestaurantMetadata {
    return {
      restaurantId: r.id,
      name: r.name,
      cityId: m?.cityId ?? null,
      affiliateProgram: m?.affiliateProgram ?? false,
      hosts: m?.hosts ?? [],
      settings: {
        timeZone: r.timeZone,
        sameDayCutoffHour: r.sameDayCutoffHour,
        bookingHorizonDays: r.bookingHorizonDays,
        partySizeMin: r.partySizeMin,
        partySizeMax: r.partySizeMax,
        contactPhone: r.contactPhone,
        address: r.address,
      },
      createdAt: r.createdAt.toISOString(),
    };
  }

  async function list(filter: { cityId?: string | undefined; affiliateProgram?: boolean }): Promise<RestaurantMetadata[]> {
    const conditions = [isNull(restaurants.deletedAt)];
    if (filter.cityId) conditions.push(eq(restaurantMetadata.cityId, filter.cityId));
    if (filter.affiliateProgram) conditions.push(eq(restaurantMetadata.affiliateProgram, true));
    const rows = await db
      .select()
      .from(restaurants)
      .leftJoin(restaurantMetadata, eq(restaurantMetadata.restaurantId, restaurants.id))
      .where(and(...conditions))
      .orderBy(asc(restaurants.name));
    return rows.map((row) => toMetadata(row.restaurants, row.restaurant_metadata));
  }

  async function metadata(id: string): Promise<RestaurantMetadata> {
    const [row] = await db
      .select()
      .from(restaurants)
      .leftJoin(restaurantMetadata, eq(restaurantMetadata.restaurantId, restaurants.id))
      .where(and(eq(restaurants.id, id), isNull(restaurants.deletedAt)))
      .limit(1);
    if (!row) throw new AppError('not_found', `Unknown restaurant ${id}`);
    return toMetadata(row.restaurants, row.restaurant_metadata);
  }

  async function assertCity(cityId: string | null | undefined) {
    if (!cityId) return;
    const [city] = await db.select({ id: cities.id }).from(cities).where(eq(cities.id, cityId)).limit(1);
    if (!city) throw new AppError('not_found', `Unknown city ${cityId}`);
  }

  /**
   * A custom host resolves to exactly one restaurant (spec §2), so no two restaurants may claim it. Trashed restaurants
   * keep their hosts, since a restore brings them back.
   */
  async function assertHostsFree(hosts: readonly string[] | undefined, restaurantId: string) {
    for (const host of hosts ?? []) {
      const [owner] = await db
        .select({ id: restaurantMetadata.restaurantId })
        .from(restaurantMetadata)
        .where(and(sql`${restaurantMetadata.hosts} @> ${JSON.stringify([host])}::jsonb`, ne(restaurantMetadata.restaurantId, restaurantId)))
        .limit(1);
      if (owner) throw new AppError('conflict', `The host ${host} already serves restaurant ${owner.id}`);
    }
  }

  /** A new tenant: the restaurant, its metadata, an Owner role with every permission, and a published app config. */
  async function create(input: {
    restaurantId: string;
    name: string;
    cityId: string | null;
    affiliateProgram: boolean;
    hosts: string[];
    timeZone: string;
    restaurantEmail: string;
    languages: AppConfig['languages'];
  }): Promise<RestaurantMetadata> {
    await assertCity(input.cityId);
    await assertHostsFree(input.hosts, input.restaurantId);
    try {
      await db.transaction(async (tx) => {
        await tx.insert(restaurants).values({ id: input.restaurantId, name: input.name, timeZone: input.timeZone });
        await tx.insert(restaurantMetadata).values({
          restaurantId: input.restaurantId,
          cityId: input.cityId,
          affiliateProgram: input.affiliateProgram,
          hosts: input.hosts,
        });
        await tx.insert(roles).values({ restaurantId: input.restaurantId, ...ownerRoleTemplate });
        const config: Omit<AppConfig, 'restaurantId'> = {
          restaurantName: input.name,
          restaurantEmail: input.restaurantEmail,
          ...defaultColors,
          STRINGS: { BOOKING_SPECIALS: '' },
          languages: input.languages,
        };
        await tx.insert(appConfigs).values({ restaurantId: input.restaurantId, config });
      });
    } catch (error) {
      if (pgErrorCode(error) === '23505') throw new AppError('conflict', `Restaurant ${input.restaurantId} exists already`);
      throw error;
    }
    await publishing.publishRestaurant(input.restaurantId);
    return metadata(input.restaurantId);
  }

  async function update(
    id: string,
    input: {
      name?: string | undefined;
      cityId?: string | null | undefined;
      affiliateProgram?: boolean | undefined;
      hosts?: string[] | undefined;
      settings?: Partial<RestaurantMetadata['settings']> | undefined;
    },
    /** A further write that must land with this one or not at all (the admin's app config change). */
    alongside?: (tx: Transaction) => Promise<void>,
  ): Promise<RestaurantMetadata> {
    const current = await metadata(id);
    await assertCity(input.cityId);
    await assertHostsFree(input.hosts, id);
    const settings = { ...current.settings, ...input.settings };
    if (settings.partySizeMin > settings.partySizeMax) {
      throw new AppError('invalid_request', 'partySizeMin must not exceed partySizeMax');
    }
    await db.transaction(async (tx) => {
      await tx
        .update(restaurants)
        .set({ name: input.name ?? current.name, ...settings })
        .where(eq(restaurants.id, id));
      await tx
        .insert(restaurantMetadata)
        .values({
          restaurantId: id,
          cityId: input.cityId === undefined ? current.cityId : input.cityId,
          affiliateProgram: input.affiliateProgram ?? current.affiliateProgram,
          hosts: input.hosts ?? current.hosts,
        })
        .onConflictDoUpdate({
          target: restaurantMetadata.restaurantId,
          set: {
            cityId: input.cityId === undefined ? current.cityId : input.cityId,
            affiliateProgram: input.affiliateProgram ?? current.affiliateProgram,
            hosts: input.hosts ?? current.hosts,
            updatedAt: new Date(),
          },
        });
      await alongside?.(tx);
    });
    // The restaurant's rules (time zone, party sizes …) are settings the open screens read.
    feed.notify(id, { kind: 'settings' });
    return metadata(id);
  }

  /** Soft delete: the restaurant moves to the database trash and its public files disappear. */
  async function softDelete(id: string, deletedBy: string): Promise<void> {
    await metadata(id);
    await db.update(restaurants).set({ deletedAt: new Date(), deletedBy }).where(eq(restaurants.id, id));
    await publishing.unpublishRestaurant(id);
  }

  async function restore(id: string): Promise<void> {
    const [row] = await db
      .update(restaurants)
      .set({ deletedAt: null, deletedBy: null })
      .where(and(eq(restaurants.id, id), isNotNull(restaurants.deletedAt)))
      .returning({ id: restaurants.id });
    if (!row) throw new AppError('not_found', `No deleted restaurant ${id}`);
    await publishing.publishRestaurant(id);
  }

  async function purge(id: string): Promise<void> {
    const [row] = await db
      .delete(restaurants)
      .where(and(eq(restaurants.id, id), isNotNull(restaurants.deletedAt)))
      .returning({ id: restaurants.id });
    if (!row) throw new AppError('not_found', `No deleted restaurant ${id}`);
  }

  async function deleted() {
    return db.select().from(restaurants).where(isNotNull(restaurants.deletedAt)).orderBy(asc(restaurants.deletedAt));
  }

  /**
   * Spec §3 service status: is the restaurant set up far enough for guests to book? Areas count once one bookable area
   * has a time slot on some weekday; tables once one bookable table exists. Until both hold, its staff are sent to
   * restaurant onboarding (spec §2 route guard).
   */
  async function setupStatus(id: string) {
    const [areaRow] = await db
      .select({ id: areas.id })
      .from(areas)
      .where(
        and(
          eq(areas.restaurantId, id),
          eq(areas.bookable, true),
          sql`exists (select 1 from jsonb_each(${areas.timeslots}) as day where jsonb_typeof(day.value) = 'array' and jsonb_array_length(day.value) > 0)`,
        ),
      )
      .limit(1);
    const [tableRow] = await db
      .select({ id: diningTables.id })
      .from(diningTables)
      .where(and(eq(diningTables.restaurantId, id), eq(diningTables.bookable, true)))
      .limit(1);
    return { setup: { areas: Boolean(areaRow), tables: Boolean(tableRow) } };
  }

  async function allIds(): Promise<string[]> {
    const rows = await db.select({ id: restaurants.id }).from(restaurants).where(isNull(restaurants.deletedAt));
    return rows.map((row) => row.id);
  }

  return { exists, findByHost, list, metadata, create, update, softDelete, restore, purge, deleted, setupStatus, allIds };
}
