import { useLiveUpdates } from '../api/live-updates';

/** Keeps the open screens in step with the restaurant's other devices (src/api/live-updates.ts); draws nothing. */
export function LiveUpdates({ restaurantId }: { restaurantId: string }) {
  useLiveUpdates(restaurantId);
  return null;
}
