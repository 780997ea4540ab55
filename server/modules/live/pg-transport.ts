// The change feed between processes on PostgreSQL (docs/decisions/006): announcements go out with pg_notify on
// `covers_changes`, gathered for a moment and merged (the sender), and one dedicated connection LISTENs there for the
// other processes' (the listener), reconnected with backoff when it fails. ./change-feed.ts uses it only on PostgreSQL.
import pg from 'pg';
import type { DatabaseHandle } from '../../platform/db/connection';
import { cutShortWait } from '../../platform/timing/cut-short-wait';
import { notifyAll as notifyPayloads } from './repository';
import { mergeAdjacent, parseWire, payloadOf, type Wire } from './wire';

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

export interface FeedLogger {
  warn(details: unknown, message?: string): void;
  error(details: unknown, message?: string): void;
}

/** pg_notify out (in order, batched) and one LISTEN connection in, reconnected with backoff when it fails. */
export function postgresTransport(
  database: { db: DatabaseHandle['db']; url: string },
  origin: string,
  log: FeedLogger,
  on: { received(wire: Omit<Wire, 'origin'>): void; resync(): void },
) {
  const sender = notifySender(database.db, log);
  const listener = notifyListener(database.url, origin, log, on);
  return {
    /** Queues an announcement for the other processes. */
    send: sender.send,
    start: listener.start,
    /** Sends what is queued and closes the listener connection. */
    async close(): Promise<void> {
      const listening = listener.close();
      await sender.close();
      await listening;
    },
  };
}

/** What this process announces goes out in order, gathered for `gatherMs` and merged, `notifyBatch` per statement. */
function notifySender(db: DatabaseHandle['db'], log: FeedLogger) {
  const queued: Wire[] = [];
  let sending: Promise<void> | null = null;
  let closed = false;
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
    for (const wire of mergeAdjacent(queued.splice(0, queued.length))) {
      const payload = payloadOf(wire);
      if (payload === null) log.error({ restaurantId: wire.restaurantId.slice(0, 64) }, 'live update too large for NOTIFY; not sent');
      else payloads.push(payload);
    }
    for (let i = 0; i < payloads.length; i += notifyBatch) await notifyAll(payloads.slice(i, i + notifyBatch));
    sending = null;
    if (queued.length > 0) schedule();
  }

  async function notifyAll(batch: string[]): Promise<void> {
    try {
      await notifyPayloads(db, changeChannel, batch);
    } catch (error) {
      // The other processes' tablets miss these changes until their next reload; this process's got them.
      log.error({ err: error, count: batch.length }, 'pg_notify of live updates failed');
    }
  }

  return {
    send(wire: Wire): void {
      // A change committed while the app shuts down (a queued email's stamp) reaches this process's streams only.
      if (closed) return;
      // What is announced within `gatherMs` goes out merged, in one statement.
      queued.push(wire);
      schedule();
    },
    async close(): Promise<void> {
      closed = true;
      endGathering?.();
      while (sending) await sending;
    },
  };
}

/** One LISTEN connection for the other processes' announcements (its own are ignored), reconnected with backoff. */
function notifyListener(url: string, origin: string, log: FeedLogger, on: { received(wire: Omit<Wire, 'origin'>): void; resync(): void }) {
  let closed = false;
  let client: pg.Client | null = null;
  let connectedBefore = false;
  let failures = 0;
  let retry: NodeJS.Timeout | null = null;
  let connecting: Promise<void> | null = null;
  const lostClients = new WeakSet<pg.Client>();

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
    const next = new pg.Client({ connectionString: url, keepAlive: true, query_timeout: 10_000 });
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
    /** The first LISTEN; later failures are retried in the background. */
    async start(): Promise<void> {
      connecting = connect();
      await connecting;
    },
    async close(): Promise<void> {
      closed = true;
      clearInterval(ping);
      if (retry) clearTimeout(retry);
      await connecting?.catch(() => undefined);
      const current = client;
      client = null;
      if (current) {
        lostClients.add(current);
        await current.end().catch(() => undefined);
      }
    },
  };
}
