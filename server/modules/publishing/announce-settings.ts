// The app config is settings the open screens show (colours, languages, texts, images): whenever it is republished,
// the restaurant's devices hear of it as a `settings` change (live updates, docs/decisions/006), and so do the process's
// caches (a deleted restaurant's unpublishing drops its kept booking reads at once). Publishing itself stays unaware of
// the feed; this wraps the two ways a config reaches the bucket and the one it leaves it.
import type { ChangeFeed } from '../live';
import type { PublishingService } from './publishing';

export function announcingSettings(publishing: PublishingService, feed: ChangeFeed): PublishingService {
  return {
    ...publishing,
    async publishRestaurant(restaurantId) {
      await publishing.publishRestaurant(restaurantId);
      feed.notify(restaurantId, { kind: 'settings' });
    },
    async updateAppConfig(restaurantId, change) {
      const next = await publishing.updateAppConfig(restaurantId, change);
      feed.notify(restaurantId, { kind: 'settings' });
      return next;
    },
    async unpublishRestaurant(restaurantId) {
      await publishing.unpublishRestaurant(restaurantId);
      feed.notify(restaurantId, { kind: 'settings' });
    },
  };
}
