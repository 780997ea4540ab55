// The per-reservation "not yet synced" mark: the ids every queued entry changes, from one Dexie live query
// shared by every badge on the screen (a grid draws hundreds), kept while anything on the page shows a mark.
import { liveQuery, type Subscription } from 'dexie';
import { useSyncExternalStore } from 'react';
import { offlineDb } from './db';

const none: ReadonlySet<string> = new Set();
let current: ReadonlySet<string> = none;
let subscription: Subscription | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  subscription ??= liveQuery(() => offlineDb().queue.toArray()).subscribe({
    next: (entries) => {
      const ids = new Set(entries.flatMap((entry) => entry.targets));
      // An unchanged set keeps its identity, so no badge re-renders for a queue change that marks nothing new.
      if (ids.size === current.size && [...ids].every((id) => current.has(id))) return;
      current = ids.size ? ids : none;
      for (const notify of listeners) notify();
    },
    error: (error: unknown) => console.error('offline queue read failed', error),
  });
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      subscription?.unsubscribe();
      subscription = null;
      current = none;
    }
  };
}

/** Reservation and blocker ids with a change still waiting to reach the server. */
export function useUnsyncedIds(): ReadonlySet<string> {
  return useSyncExternalStore(subscribe, () => current, () => none);
}
