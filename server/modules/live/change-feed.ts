// Live updates (several tablets stay in step; docs/decisions/006-live-updates.md). The service that commits a
// change announces it here once committed: the change runner (../front-of-house/changes.ts) for every staff change, the booking and
// waitlist services for guests' bookings, cancellations and waitlist entries, publishing and the settings routes for
// settings. GET /api/events (server/modules/live/routes.ts) streams a restaurant's announcements to its signed-in devices.
//
// One feed per app. On PGlite (one process) an announcement goes to the local subscribers only. On PostgreSQL it also
// goes out with pg_notify on the channel `covers_changes`, and one dedicated connection per feed LISTENs there and
// hands the other processes' announcements to its subscribers. Each feed stamps its own origin on what it sends and
// ignores it when it comes back, so a subscriber sees every change exactly once: its own process's at once, the
// others' through PostgreSQL. Subscriptions are per restaurant, so no subscriber is ever handed another tenant's change.
import { randomUUID } from 'node:crypto';
import type { ChangeKind } from '../../../core/schemas/live-updates';
import type { DatabaseHandle } from '../../platform/db/connection';
import { postgresTransport, type FeedLogger } from './pg-transport';
import { changesOf, type Wire } from './wire';

export { changesOf, mergeAdjacent, payloadOf, type Wire } from './wire';

export type { ChangeKind };

export interface RestaurantChange {
  restaurantId: string;
  kind: ChangeKind;
  /** Ids of the changed records (reservation, blocker, waitlist entry or actions-log ids); empty when `all`. */
  ids: string[];
  /** Every record of this kind may have changed: the ids were too many to send, or the kind has none (settings). */
  all: boolean;
  /** When the change was announced (ISO, UTC). */
  at: string;
  /** Increasing per feed (per process): the Server-Sent Events id. */
  id: number;
}

export interface FeedSubscriber {
  change(change: RestaurantChange): void;
  /** Announcements may have been missed (the PostgreSQL listener reconnected): everything may have changed. */
  resync?(): void;
}

export type { FeedLogger };

export interface ChangeFeed {
  /**
   * Announces a committed change of one restaurant, once per kind of record. Call it only after the commit (a
   * subscriber may read the database at once). Never throws: neither a failing subscriber nor a failed pg_notify may
   * fail the change, which is committed either way.
   */
  notify(restaurantId: string, change: { kind: ChangeKind; ids?: readonly string[] }): void;
  /** Hands the restaurant's changes to `subscriber` (its own process's at once); returns the function that stops it. */
  subscribe(restaurantId: string, subscriber: FeedSubscriber): () => void;
  /**
   * Hands every restaurant's changes to `observer` (its own process's at once, the others' through PostgreSQL), for the
   * process's own caches; not counted as a listener. Returns the function that stops it.
   */
  observe(observer: FeedSubscriber): () => void;
  /** How many subscribers listen to the restaurant in this process (open streams). */
  listening(restaurantId: string): number;
  /** On PostgreSQL, the first LISTEN (later failures are retried in the background); nothing to do on PGlite. */
  start(): Promise<void>;
  /** Sends what is queued for the other processes and closes the listener connection. */
  close(): Promise<void>;
}

export { changeChannel } from './pg-transport';

export function createChangeFeed({ database, log }: { database: Pick<DatabaseHandle, 'db' | 'engine' | 'url'>; log: FeedLogger }): ChangeFeed {
  const origin = randomUUID();
  const subscribers = new Map<string, Set<FeedSubscriber>>();
  const observers = new Set<FeedSubscriber>();
  let lastId = 0;

  function deliver(restaurantId: string | null, each: (subscriber: FeedSubscriber) => void): void {
    const targets = restaurantId === null ? [...subscribers.values()].flatMap((set) => [...set]) : [...(subscribers.get(restaurantId) ?? [])];
    for (const subscriber of [...observers, ...targets]) {
      try {
        each(subscriber);
      } catch (error) {
        // A subscriber's own failure is its business (a closed stream); the others still get the change.
        log.warn({ err: error, restaurantId }, 'live update subscriber failed');
      }
    }
  }

  function deliverChange(wire: Omit<Wire, 'origin'>): void {
    const change: RestaurantChange = { ...wire, id: ++lastId };
    deliver(wire.restaurantId, (subscriber) => subscriber.change(change));
  }

  const remote = database.engine === 'postgres' && database.url ? postgresTransport({ db: database.db, url: database.url }, origin, log, {
    received: deliverChange,
    // Everyone: the observers and every restaurant's subscribers.
    resync: () => deliver(null, (subscriber) => subscriber.resync?.()),
  }) : null;

  return {
    notify(restaurantId, { kind, ids = [] }) {
      const at = new Date().toISOString();
      for (const chunk of changesOf(kind, ids)) {
        const wire = { restaurantId, ...chunk, at };
        deliverChange(wire);
        remote?.send({ origin, ...wire });
      }
    },
    subscribe(restaurantId, subscriber) {
      const current = subscribers.get(restaurantId) ?? new Set<FeedSubscriber>();
      subscribers.set(restaurantId, current.add(subscriber));
      return () => {
        current.delete(subscriber);
        if (current.size === 0 && subscribers.get(restaurantId) === current) subscribers.delete(restaurantId);
      };
    },
    observe(observer) {
      observers.add(observer);
      return () => observers.delete(observer);
    },
    listening: (restaurantId) => subscribers.get(restaurantId)?.size ?? 0,
    start: () => remote?.start() ?? Promise.resolve(),
    async close() {
      await remote?.close();
      subscribers.clear();
      observers.clear();
    },
  };
}
