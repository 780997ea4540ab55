// The tenants (spec §3 Restaurant): read in ./restaurant-reads.ts, created and changed in ./restaurant-writes.ts, trashed
// in ./restaurant-trash.ts. `restaurantsService` is the three together, as the routes and other modules know it.
import type { Database } from '../../platform/db/connection';
import type { ChangeFeed } from '../live';
import type { PublishingService } from '../publishing';
import { restaurantReads } from './restaurant-reads';
import { restaurantTrash } from './restaurant-trash';
import { restaurantWrites } from './restaurant-writes';

export type RestaurantsService = ReturnType<typeof restaurantsService>;

export function restaurantsService(deps: { db: Database; publishing: PublishingService; feed: ChangeFeed }) {
  const reads = restaurantReads(deps);
  return { ...reads, ...restaurantWrites({ ...deps, reads }), ...restaurantTrash({ ...deps, reads }) };
}
