// Live updates (issue 6: several tablets stay in step): after every committed change to a restaurant's book, the
// change runner (./changes.ts) calls notifyRestaurantChanged. For now it only emits on an in-process EventEmitter;
// Server-Sent Events for the restaurant's signed-in devices, and PostgreSQL LISTEN/NOTIFY to reach the other API
// processes, attach to it later without touching the callers.
import { EventEmitter } from 'node:events';

/** What changed: the collection the ids belong to. */
export type ChangeKind = 'reservations' | 'blockers' | 'waitlist' | 'actionsLog';

export interface RestaurantChange {
  restaurantId: string;
  kind: ChangeKind;
  /** Ids of the changed records (reservation, blocker, waitlist entry or actions-log ids). */
  ids: string[];
  /** When the change was announced (ISO, UTC). */
  at: string;
}

const emitter = new EventEmitter();
// One listener per connected device is expected (SSE); none of them is a leak.
emitter.setMaxListeners(0);
const eventName = 'change';

/**
 * Announces a committed change of one restaurant. Call it only after the transaction committed (a listener may read
 * the database at once), once per kind of record. Never throws: a failing listener must not fail the change.
 */
export function notifyRestaurantChanged(restaurantId: string, change: { kind: ChangeKind; ids: readonly string[] }): void {
  const event: RestaurantChange = { restaurantId, kind: change.kind, ids: [...change.ids], at: new Date().toISOString() };
  try {
    emitter.emit(eventName, event);
  } catch {
    // A listener's own failure is its business; the change is committed either way.
  }
}

/** Listens to every restaurant's changes (filter by `restaurantId`); returns the function that stops listening. */
export function onRestaurantChanged(listener: (change: RestaurantChange) => void): () => void {
  emitter.on(eventName, listener);
  return () => {
    emitter.off(eventName, listener);
  };
}
