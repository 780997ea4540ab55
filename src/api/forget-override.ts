// Its own file: every page loads it with the handler of the API's events (src/app/ApiEventHandler.tsx), and the rest
// of the override calls (./admin-overrides.ts) only an admin needs.
import { device } from '../storage/device';

/** Forgets the override on this device only: the server has ended the session already (expired or ended elsewhere). */
export function forgetOverride(): void {
  device.adminOverrideSession.set(null);
  device.adminUserIdOverride.set(null);
  device.adminRestaurantIdOverride.set(null);
}
