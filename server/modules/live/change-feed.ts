// Live updates (issue 6: several tablets stay in step; docs/decisions/006-live-updates.md). The service that commits a
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
import pg from 'pg';
import type { ChangeKind } from '../../../core/schemas/live-updates';
import type { DatabaseHandle } from '../../platform/db/connection';
import { cutShortWait } from '../../platform/timing/cut-short-wait';
import { notifyAll as notifyPayloads } from './repository';
import { changesOf, mergeAdjacent, parseWire, payloadOf, type Wire } from './wire';

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

export interface FeedLogger {
  warn(details: unknown, message?: string): void;
  error(details: unknown, message?: string): void;
}

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

export const changeChannel = 'covers_changes';
const notifyBatch = 50;
/**
 * Announcements for the other processes wait this long and go out together: under a burst of bookings a process
 * announces a change every millisecond or so, and sending whatever had queued as soon as the previous NOTIFY returned
 * was about 140 statements a second (32 with the gathering). Another process's tablets hear of a change this much
 * later; this process's own streams and caches hear of it at once.
 */
const gatherMs = 20;
const backoff = { firstMs: 250, maxMs: 15_000 };
const pingMs = 30_000;

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

  const remote = database.engine === 'postgres' && database.url ? postgresTransport(database, origin, log, {
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

/** pg_notify out (in order, batched) and one LISTEN connection in, reconnected with backoff when it fails. */
function postgresTransport(
  database: Pick<DatabaseHandle, 'db' | 'url'>,
  origin: string,
  log: FeedLogger,
  on: { received(wire: Omit<Wire, 'origin'>): void; resync(): void },
) {
  const outbox: Wire[] = [];
  let sending: Promise<void> | null = null;
  let closed = false;
  let client: pg.Client | null = null;
  let connectedBefore = false;
  let failures = 0;
  let retry: NodeJS.Timeout | null = null;
  let connecting: Promise<void> | null = null;
  const lostClients = new WeakSet<pg.Client>();

  /** Ends the wait before the next NOTIFY at once (the feed is closing). */
  let endGathering: (() => void) | null = null;

  function schedule(): void {
    if (sending) return;
    const wait = cutShortWait(closed ? 0 : gatherMs);
    endGathering = wait.cut;
    sending = wait.done.then(flush);
  }

  /** Sends what is queued, merged, in as few statements as it takes; what is queued meanwhile waits for the next. */
  async function flush(): Promise<void> {
    const payloads: string[] = [];
    for (const wire of mergeAdjacent(outbox.splice(0, outbox.length))) {
      const payload = payloadOf(wire);
      if (payload === null) log.error({ restaurantId: wire.restaurantId.slice(0, 64) }, 'live update too large for NOTIFY; not sent');
      else payloads.push(payload);
    }
    for (let i = 0; i < payloads.length; i += notifyBatch) await notifyAll(payloads.slice(i, i + notifyBatch));
    sending = null;
    if (outbox.length > 0) schedule();
  }

  async function notifyAll(batch: string[]): Promise<void> {
    try {
      await notifyPayloads(database.db, changeChannel, batch);
    } catch (error) {
      // The other processes' tablets miss these changes until their next reload; this process's got them.
      log.error({ err: error, count: batch.length }, 'pg_notify of live updates failed');
    }
  }

  function onNotification(message: pg.Notification): void {
    if (message.channel !== changeChannel || !message.payload) return;
    const wire = parseWire(message.payload);
    if (!wire) {
      log.warn({ channel: message.channel }, 'ignored a malformed live update notification');
      return;
    }
    if (wire.origin === origin) return;
    const { origin: _sender, ...change } = wire;
    on.received(change);
  }

  async function connect(): Promise<void> {
    retry = null;
    if (closed) return;
    const next = new pg.Client({ connectionString: database.url, keepAlive: true, query_timeout: 10_000 });
    next.on('notification', onNotification);
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${changeChannel}`);
    } catch (error) {
      lost(next, error);
      return;
    }
    if (closed || lostClients.has(next)) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    failures = 0;
    // While no connection listened, other processes' changes went by unseen.
    if (connectedBefore) on.resync();
    connectedBefore = true;
  }

  function lost(which: pg.Client, error?: unknown): void {
    if (lostClients.has(which)) return;
    lostClients.add(which);
    void which.end().catch(() => undefined);
    if (client !== null && client !== which) return; // an older connection, already replaced
    client = null;
    if (closed) return;
    failures++;
    const delay = Math.min(backoff.maxMs, backoff.firstMs * 2 ** (failures - 1)) * (0.5 + Math.random() / 2);
    log.warn({ err: error, retryInMs: Math.round(delay) }, 'live updates listener lost its PostgreSQL connection');
    retry = setTimeout(() => {
      connecting = connect();
    }, delay);
    retry.unref();
  }

  // A connection that died without a word (a dropped network) is noticed by a query that does not come back.
  const ping = setInterval(() => {
    const current = client;
    current?.query('select 1').catch((error: unknown) => lost(current, error));
  }, pingMs);
  ping.unref();

  return {
    send(wire: Wire): void {
      // A change committed while the app shuts down (a queued email's stamp) reaches this process's streams only.
      if (closed) return;
      // What is announced within `gatherMs` goes out merged, in one statement.
      outbox.push(wire);
      schedule();
    },
    async start(): Promise<void> {
      connecting = connect();
      await connecting;
    },
    async close(): Promise<void> {
      closed = true;
      clearInterval(ping);
      if (retry) clearTimeout(retry);
      await connecting?.catch(() => undefined);
      endGathering?.();
      while (sending) await sending;
      const current = client;
      client = null;
      if (current) {
        lostClients.add(current);
        await current.end().catch(() => undefined);
      }
    },
  };
}
