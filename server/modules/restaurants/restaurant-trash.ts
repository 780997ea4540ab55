// The database trash for restaurants (spec §1): a trashed restaurant keeps its rows and is restorable until purged.
import { AppError } from '../../../core/errors';
import type { Database } from '../../platform/db/connection';
import type { PublishingService } from '../publishing';
import { purgeRestaurant, restoreRestaurant, trashedRestaurants, trashRestaurant } from './repository/restaurants';
import type { RestaurantReads } from './restaurant-reads';

export function restaurantTrash({ db, publishing, reads }: { db: Database; publishing: PublishingService; reads: RestaurantReads }) {
  /** Soft delete: the restaurant moves to the database trash and its public files disappear. */
  async function softDelete(id: string, deletedBy: string): Promise<void> {
    await reads.metadata(id);
    await trashRestaurant(db, id, deletedBy);
    await publishing.unpublishRestaurant(id);
  }

  async function restore(id: string): Promise<void> {
    if (!(await restoreRestaurant(db, id))) throw new AppError('not_found', `No deleted restaurant ${id}`);
    await publishing.publishRestaurant(id);
  }

  async function purge(id: string): Promise<void> {
    if (!(await purgeRestaurant(db, id))) throw new AppError('not_found', `No deleted restaurant ${id}`);
  }

  const deleted = () => trashedRestaurants(db);

  return { softDelete, restore, purge, deleted };
}
