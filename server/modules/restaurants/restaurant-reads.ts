// Reading the tenants (spec §3 Restaurant). Live restaurants only: one in the trash is unknown here.
import { AppError } from '../../../core/errors';
import type { RestaurantMetadata } from '../../../core/schemas/restaurants';
import type { Database } from '../../platform/db/connection';
import {
  hasBookableAreaWithSlots,
  hasBookableTable,
  liveRestaurantExists,
  liveRestaurantIds,
  liveRestaurantServing,
  liveRestaurantsWithMetadata,
  liveRestaurantWithMetadata,
  type MetadataRow,
  type RestaurantRow,
} from './repository/restaurants';

export type RestaurantReads = ReturnType<typeof restaurantReads>;

/** A restaurant row and its metadata row (null where none was written) as the API shows them. */
export function toMetadata(r: RestaurantRow, m: MetadataRow | null): RestaurantMetadata {
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

export function restaurantReads({ db }: { db: Database }) {
  const exists = (id: string): Promise<boolean> => liveRestaurantExists(db, id);

  const findByHost = (host: string): Promise<string | undefined> => liveRestaurantServing(db, host);

  async function list(filter: { cityId?: string | undefined; affiliateProgram?: boolean }): Promise<RestaurantMetadata[]> {
    const rows = await liveRestaurantsWithMetadata(db, filter);
    return rows.map((row) => toMetadata(row.restaurants, row.restaurant_metadata));
  }

  async function metadata(id: string): Promise<RestaurantMetadata> {
    const row = await liveRestaurantWithMetadata(db, id);
    if (!row) throw new AppError('not_found', `Unknown restaurant ${id}`);
    return toMetadata(row.restaurants, row.restaurant_metadata);
  }

  /**
   * Spec §3 service status: is the restaurant set up far enough for guests to book? Areas count once one bookable area
   * has a time slot on some weekday; tables once one bookable table exists. Until both hold, its staff are sent to
   * restaurant onboarding (spec §2 route guard).
   */
  async function setupStatus(id: string) {
    const areas = await hasBookableAreaWithSlots(db, id);
    const tables = await hasBookableTable(db, id);
    return { setup: { areas, tables } };
  }

  const allIds = (): Promise<string[]> => liveRestaurantIds(db);

  return { exists, findByHost, list, metadata, setupStatus, allIds };
}
