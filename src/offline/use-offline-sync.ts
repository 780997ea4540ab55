// Starts the page's sync engine for the signed-in staff member: mount once in the app shell (like useLiveUpdates).
// It sends the queue with the Firebase session's ID tokens, leaves "sign in again" when the identity comes back,
// asks once for persistent storage, and holds back the update prompt's reload while actions are queued.
import { liveQuery } from 'dexie';
import { useEffect } from 'react';
import { actingHeaders, apiOrigin } from '../api/client';
import { useAuth } from '../auth/auth-context';
import { registerReloadGuard } from '../app/pwa/reload-guards';
import { offlineDb } from './db';
import { onEnqueued, setOfflineActor } from './queue';
import { createSyncEngine, type SyncEngine } from './sync';
import { requestPersistentStorage } from './persistent-storage';
import { fetchTransport } from './transport';

let active: SyncEngine | null = null;
/** The running engine (a screen's "sync now" button), if any. */
export const activeSyncEngine = (): SyncEngine | null => active;

export function useOfflineSync(): void {
  const { session, identity, me } = useAuth();
  const userId = me?._id ?? null;

  useEffect(() => setOfflineActor(userId), [userId]);

  useEffect(() => {
    if (!session) return undefined;
    const db = offlineDb();
    const engine = createSyncEngine({
      db,
      transport: fetchTransport({ baseUrl: () => `${apiOrigin()}/api`, headers: actingHeaders }),
      getToken: (forceRefresh) => session.idToken(forceRefresh),
    });
    active = engine;
    let queued = 0;
    const count = liveQuery(() => db.queue.count()).subscribe({ next: (n) => (queued = n), error: () => undefined });
    // A reload while actions wait would not lose them (they are in IndexedDB), but it would cut a send in half and
    // hide the queue from the host for a moment; the update waits until everything is on the server.
    const removeGuard = registerReloadGuard('offline-queue', () => queued > 0);
    const stopListening = onEnqueued(() => void engine.kick());
    engine.start();
    void requestPersistentStorage(db);
    return () => {
      engine.stop();
      stopListening();
      removeGuard();
      count.unsubscribe();
      if (active === engine) active = null;
    };
  }, [session]);

  // Signed in again (or another token): a paused sync goes on.
  useEffect(() => {
    if (identity) void active?.resume();
  }, [identity]);
}
