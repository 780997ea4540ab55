// Spec §7: a restaurant's published files, as the bucket keys them and as a page asks for them. The cache-busting
// token decides how soon a phone asks again past the caches: the app config once a day (or at once when forced), the
// availability every five minutes, so a booking made elsewhere shows up soon without hammering the API. The server's
// booking home names the same addresses in its preload links (server/pages/booking-home.ts), so the browser fetches
// each file once, starting with the page instead of after the app's code.
// Their contents are contracts like any answer: AppConfig (./schemas/restaurants.ts) and PublishedAvailability
// (./schemas/availability.ts), checked where they are read (./schemas/published-checks.ts on the guest's pages).

export const appConfigKey = (restaurantId: string): string => `app-config/${restaurantId}.json`;
export const availabilityKey = (restaurantId: string): string => `availability/${restaurantId}.json`;

const availabilityTokenMs = 300_000;

/** The app config file's address (below the API's origin); `force` skips every cache on the way. */
export function appConfigFileUrl(restaurantId: string, now: number, force = false): string {
  const token = force ? String(now) : new Date(now).toISOString().slice(0, 10);
  return `/files/${appConfigKey(encodeURIComponent(restaurantId))}?v=${token}`;
}

/** The availability file's address (below the API's origin). */
export function availabilityFileUrl(restaurantId: string, now: number): string {
  return `/files/${availabilityKey(encodeURIComponent(restaurantId))}?v=${Math.floor(now / availabilityTokenMs)}`;
}
