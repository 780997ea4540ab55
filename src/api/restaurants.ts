import { appConfigFileUrl } from '../../core/published-files';
import { isAppConfig } from '../../core/schemas/published-checks';
import type { AppConfig, RestaurantMetadata } from '../../core/schemas/restaurants';
import { device } from '../storage/device';
import { ApiError, apiOrigin, getJson } from './client';

/** A few restaurants per device at most: a tablet's own, and what an admin or a guest looked at last. */
const keptConfigs = 5;

/**
 * Spec §7: the app config file, busted daily (or at once when forced); the API answers when the file is missing.
 * Without a network (or while the server is overloaded or failing) the last config this device saw serves: a first
 * visit fetched it before the service worker was there to keep it, so a tablet's first offline start needs this copy.
 */
export async function fetchAppConfig(restaurantId: string | null, force = false): Promise<AppConfig> {
  try {
    const config = await fetchFreshAppConfig(restaurantId, force);
    keepAppConfig(restaurantId, config);
    return config;
  } catch (error) {
    const kept = keptAppConfig(restaurantId);
    if (kept && !isAuthoritativeRefusal(error)) return kept;
    throw error;
  }
}

async function fetchFreshAppConfig(restaurantId: string | null, force: boolean): Promise<AppConfig> {
  if (restaurantId) {
    try {
      const response = await fetch(`${apiOrigin()}${appConfigFileUrl(restaurantId, Date.now(), force)}`);
      const file: unknown = response.ok ? await response.json() : null;
      // A file of another shape is skipped like a missing one: the API answers.
      if (isAppConfig(file)) return file;
    } catch {
      // fall through to the API
    }
  }
  // Without a restaurant id (a custom host) the API resolves the restaurant from the host.
  return getJson('/app-config', { restaurantId, anonymous: true, check: isAppConfig });
}

/** A 4xx other than 429 is the server's answer (no such restaurant), not a failure to reach it. */
function isAuthoritativeRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429;
}

const keyOf = (restaurantId: string | null) => restaurantId ?? 'host';

function keptAppConfig(restaurantId: string | null): AppConfig | undefined {
  const kept = device.appConfigs.get()?.[keyOf(restaurantId)];
  return isAppConfig(kept) ? kept : undefined;
}

function keepAppConfig(restaurantId: string | null, config: AppConfig): void {
  const others = Object.entries(device.appConfigs.get() ?? {}).filter(([key]) => key !== keyOf(restaurantId));
  device.appConfigs.set(Object.fromEntries([[keyOf(restaurantId), config], ...others.slice(0, keptConfigs - 1)]));
}

/** A bucket path (`/files/…`, e.g. an uploaded image) as the browser reaches it, also when the local API is in use. */
export const fileUrl = (path: string): string => (path.startsWith('/files/') ? `${apiOrigin()}${path}` : path);

export function fetchStatus(restaurantId: string): Promise<{ setup: { areas: boolean; tables: boolean } }> {
  return getJson('/status', { restaurantId });
}

export function fetchAdminRestaurants(): Promise<{ items: RestaurantMetadata[] }> {
  return getJson('/admin/restaurant-metadata/all', { restaurantId: null });
}
