// A deleted restaurant moves to the database trash (spec §1): it keeps its rows, and server/modules/trash restores or
// purges it.
import type { Database } from '../../platform/db/connection';
import type { PublishingService } from '../publishing';
import { trashRestaurant } from './repository/restaurants';
import type { RestaurantReads } from './restaurant-reads';

export function restaurantTrash({ db, publishing, reads }: { db: Database; publishing: PublishingService; reads: RestaurantReads }) {
  /** Soft delete: the restaurant moves to the database trash and its public files disappear. */
  async function softDelete(id: string, deletedBy: string): Promise<void> {
    await reads.metadata(id);
    await trashRestaurant(db, id, deletedBy);
    await publishing.unpublishRestaurant(id);
  }

  return { softDelete };
}
