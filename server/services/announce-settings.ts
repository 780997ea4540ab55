// The app config is settings the open screens show (colours, languages, texts, images): whenever it is republished,
// the restaurant's devices hear of it as a `settings` change (live updates, docs/decisions/006). Publishing itself stays
// unaware of the feed; this wraps the two ways a config reaches the bucket.
import type { ChangeFeed } from './change-feed';
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
  };
}
