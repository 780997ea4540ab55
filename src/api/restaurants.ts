import { appConfigFileUrl } from '../../core/published-files';
import type { AppConfig, RestaurantMetadata } from '../../core/schemas/restaurants';
import { apiOrigin, getJson } from './client';

/** Spec §7: the app config file, busted daily (or at once when forced); the API answers when the file is missing. */
export async function fetchAppConfig(restaurantId: string | null, force = false): Promise<AppConfig> {
  if (restaurantId) {
    try {
      const response = await fetch(`${apiOrigin()}${appConfigFileUrl(restaurantId, Date.now(), force)}`);
      if (response.ok) return (await response.json()) as AppConfig;
    } catch {
      // fall through to the API
    }
  }
  // Without a restaurant id (a custom host) the API resolves the restaurant from the host.
  return getJson<AppConfig>('/app-config', { restaurantId, anonymous: true });
}

/** A bucket path (`/files/…`, e.g. an uploaded image) as the browser reaches it, also when the local API is in use. */
export const fileUrl = (path: string): string => (path.startsWith('/files/') ? `${apiOrigin()}${path}` : path);

export function fetchStatus(restaurantId: string): Promise<{ setup: { areas: boolean; tables: boolean } }> {
  return getJson('/status', { restaurantId });
}

export function fetchAdminRestaurants(): Promise<{ items: RestaurantMetadata[] }> {
  return getJson('/admin/restaurant-metadata/all', { restaurantId: null });
}
