// Creating a tenant (administrators) and changing its metadata and booking rules (administrators, and its owner).
import { AppError } from '../../../core/errors';
import type { StaffRefusal } from '../../../core/staff-refusal';
import type { AppConfig, RestaurantMetadata } from '../../../core/schemas/restaurants';
import { pgErrorCode, type Database, type Transaction } from '../../platform/db/connection';
import type { ChangeFeed } from '../live';
import type { PublishingService } from '../publishing';
import { ownerRoleTemplate } from '../settings';
import { cityRow } from './repository/cities';
import { insertRestaurant, otherRestaurantServing, updateRestaurant } from './repository/restaurants';
import type { RestaurantReads } from './restaurant-reads';

export const defaultColors = { COLOR_PRIMARY: '#8c2f39', COLOR_SECONDARY: '#f4ede4', COLOR_ACCENT: '#d9a441' } as const;

export interface NewRestaurant {
  restaurantId: string;
  name: string;
  cityId: string | null;
  affiliateProgram: boolean;
  hosts: string[];
  timeZone: string;
  restaurantEmail: string;
  languages: AppConfig['languages'];
}

export interface RestaurantChange {
  name?: string | undefined;
  cityId?: string | null | undefined;
  affiliateProgram?: boolean | undefined;
  hosts?: string[] | undefined;
  settings?: Partial<RestaurantMetadata['settings']> | undefined;
}

export function restaurantWrites({ db, publishing, feed, reads }: { db: Database; publishing: PublishingService; feed: ChangeFeed; reads: RestaurantReads }) {
  async function assertCity(cityId: string | null | undefined) {
    if (!cityId) return;
    if (!(await cityRow(db, cityId))) throw new AppError('not_found', `Unknown city ${cityId}`);
  }

  /**
   * A custom host resolves to exactly one restaurant (spec §2), so no two restaurants may claim it. Trashed restaurants
   * keep their hosts, since a restore brings them back.
   */
  async function assertHostsFree(hosts: readonly string[] | undefined, restaurantId: string) {
    for (const host of hosts ?? []) {
      const owner = await otherRestaurantServing(db, host, restaurantId);
      if (owner) throw new AppError('conflict', `The host ${host} already serves restaurant ${owner}`, { params: { reason: 'hostTaken', host } satisfies StaffRefusal });
    }
  }

  /** A new tenant: the restaurant, its metadata, an Owner role with every permission, and a published app config. */
  async function create(input: NewRestaurant): Promise<RestaurantMetadata> {
    await assertCity(input.cityId);
    await assertHostsFree(input.hosts, input.restaurantId);
    const config: Omit<AppConfig, 'restaurantId'> = {
      restaurantName: input.name,
      restaurantEmail: input.restaurantEmail,
      ...defaultColors,
      STRINGS: { BOOKING_SPECIALS: '' },
      languages: input.languages,
    };
    try {
      await db.transaction((tx) =>
        insertRestaurant(tx, {
          restaurant: { id: input.restaurantId, name: input.name, timeZone: input.timeZone },
          metadata: { cityId: input.cityId, affiliateProgram: input.affiliateProgram, hosts: input.hosts },
          role: ownerRoleTemplate,
          config,
        }),
      );
    } catch (error) {
      if (pgErrorCode(error) === '23505') throw new AppError('conflict', `Restaurant ${input.restaurantId} exists already`, { params: { reason: 'restaurantExists', restaurantId: input.restaurantId } satisfies StaffRefusal });
      throw error;
    }
    await publishing.publishRestaurant(input.restaurantId);
    return reads.metadata(input.restaurantId);
  }

  async function update(
    id: string,
    input: RestaurantChange,
    /** A further write that must land with this one or not at all (the admin's app config change). */
    alongside?: (tx: Transaction) => Promise<void>,
  ): Promise<RestaurantMetadata> {
    const current = await reads.metadata(id);
    await assertCity(input.cityId);
    await assertHostsFree(input.hosts, id);
    const settings = { ...current.settings, ...input.settings };
    if (settings.partySizeMin > settings.partySizeMax) {
      throw new AppError('invalid_request', 'partySizeMin must not exceed partySizeMax', { params: { reason: 'partySizeRange' } satisfies StaffRefusal });
    }
    await db.transaction(async (tx) => {
      await updateRestaurant(
        tx,
        id,
        { name: input.name ?? current.name, ...settings },
        {
          cityId: input.cityId === undefined ? current.cityId : input.cityId,
          affiliateProgram: input.affiliateProgram ?? current.affiliateProgram,
          hosts: input.hosts ?? current.hosts,
        },
      );
      await alongside?.(tx);
    });
    // The restaurant's rules (time zone, party sizes …) are settings the open screens read.
    feed.notify(id, { kind: 'settings' });
    return reads.metadata(id);
  }

  return { create, update };
}
