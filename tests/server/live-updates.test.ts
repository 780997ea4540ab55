// Live updates (issue 6, docs/decisions/006): GET /api/events over real HTTP, read with fetch as a tablet reads it. A
// change made through the API reaches the restaurant's open streams within 2 s, never another restaurant's; refused
// callers get the guard's answer; on PostgreSQL a change made on one API instance reaches the streams of another.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { firebaseIdentityProvider } from '../../server/platform/auth/verifier';
import { openDatabase } from '../../server/platform/db/connection';
import { LocalBucket } from '../../server/platform/files/bucket';
import { changeChannel } from '../../server/modules/live/change-feed';
import { changeOf, openLiveStream, type ChangeData, type LiveStream } from '../support/live-stream';
import { createTestServer, demo, emulatorSignUp, testConfig, type TestServer } from '../support/test-server';
import { bookingPayload, confirmationsSent, headOfStream, uniqueSuffix } from './api-surface';
import { at, dayAhead, fohClient } from './front-of-house-kit';

let server: TestServer;
let baseUrl: string;
let foh: ReturnType<typeof fohClient>;
const streams: LiveStream[] = [];

beforeAll(async () => {
  server = await createTestServer();
  baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
  foh = fohClient(server);
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await server.close();
});

async function listen(url: string, email: string | null, headers: Record<string, string> = { 'x-restaurant-id': 'demo' }): Promise<LiveStream> {
  const auth: Record<string, string> = email ? { authorization: `Bearer ${await server.tokenFor(email)}` } : {};
  const stream = await openLiveStream(url, { ...auth, ...headers });
  streams.push(stream);
  return stream;
}

const changesIn = (stream: LiveStream) => stream.events.filter((event) => event.event === 'change').map((event) => event.data as ChangeData);

/** Waits (2 s at most, the bound) until the stream has had `count` changes of `kind` naming `id`. */
function nthChange(stream: LiveStream, kind: string, id: string, count: number) {
  const naming = () => changesIn(stream).filter((change) => change.kind === kind && change.ids.includes(id)).length;
  return stream.next((event) => changeOf(kind, id)(event) && naming() >= count);
}

/** Waits until the app has `count` open streams for the restaurant (the subscription follows the request a moment later). */
async function listeningCount(app: FastifyInstance, restaurantId: string, count: number): Promise<void> {
  for (let i = 0; i < 200 && app.services.changeFeed.listening(restaurantId) !== count; i++) await new Promise((r) => setTimeout(r, 10));
  expect(app.services.changeFeed.listening(restaurantId)).toBe(count);
}

describe('GET /api/events', () => {
  it('is an open event stream with the headers that keep proxies from buffering it', async () => {
    const stream = await listen(baseUrl, demo.owner);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.headers.get('cache-control')).toContain('no-cache');
    expect(stream.headers.get('x-accel-buffering')).toBe('no');
    expect(stream.headers.get('content-encoding')).toBeNull();
    for (let i = 0; i < 100 && !stream.comments.includes('connected'); i++) await new Promise((r) => setTimeout(r, 10));
    expect(stream.comments).toContain('connected');
    stream.close();
  });

  it('refuses callers as the guard does: signed out, another tenant, no ReadReservations, no user type', async () => {
    const anonymous = await listen(baseUrl, null);
    expect([anonymous.status, JSON.parse(anonymous.body).error]).toEqual([401, 'invalid_auth_header']);
    const otherTenant = await listen(baseUrl, demo.owner2);
    expect([otherTenant.status, JSON.parse(otherTenant.body).error]).toEqual([403, 'access_denied']);
    const badToken = await openLiveStream(baseUrl, { authorization: 'Bearer not-a-valid-token', 'x-restaurant-id': 'demo' });
    expect([badToken.status, JSON.parse(badToken.body).error]).toEqual([401, 'invalid_token']);

    // Staff whose role lacks ReadReservations.
    const role = await server.app.services.roles.create('demo', { name: `Live ${uniqueSuffix()}`, description: '', permissions: ['ViewAnalytics'] });
    const email = `live-${randomUUID()}@example.test`;
    const { uid, token } = await emulatorSignUp(email);
    await server.app.services.users.insertUser({ id: uid, email, type: 'Restaurant', restaurantId: 'demo', roleId: role._id });
    const withoutPermission = await openLiveStream(baseUrl, { authorization: `Bearer ${token}`, 'x-restaurant-id': 'demo' });
    expect([withoutPermission.status, JSON.parse(withoutPermission.body).error]).toEqual([403, 'missing_permission']);

    const newcomer = await emulatorSignUp(`live-new-${randomUUID()}@example.test`);
    const typeless = await openLiveStream(baseUrl, { authorization: `Bearer ${newcomer.token}`, 'x-restaurant-id': 'demo' });
    expect([typeless.status, JSON.parse(typeless.body).error]).toEqual([403, 'missing_user_type']);
    expect(server.app.services.changeFeed.listening('demo')).toBe(0);
  });

  it('brings host actions, guest bookings and cancellations, blockers, the waitlist and settings to the other tablets within 2 s', async () => {
    const owner = await listen(baseUrl, demo.owner);
    const host = await listen(baseUrl, demo.host);
    // An admin names the restaurant with the override header, as the admin's app does.
    const admin = await listen(baseUrl, demo.admin, { 'x-admin-restaurant-override': 'demo' });
    const otherRestaurant = await listen(baseUrl, demo.owner2, { 'x-restaurant-id': 'demo2' });
    await listeningCount(server.app, 'demo', 3);

    // A host action on the host's tablet reaches the owner's (and the actions log with it).
    const date = dayAhead(40);
    const [row] = await foh.book(date, ['T6'], [12], [14]);
    const reservationId = row?._id as string;
    await nthChange(owner, 'reservations', reservationId, 1);
    const checkIn = await foh.action('checkIn', reservationId);
    expect(checkIn.statusCode, checkIn.body).toBe(200);
    await nthChange(owner, 'reservations', reservationId, 2);
    await owner.next(changeOf('actionsLog'));
    await nthChange(admin, 'reservations', reservationId, 2);

    // A guest books online and cancels through the manage link.
    const booked = await server.call({ method: 'POST', url: '/api/reservations/request', headers: { 'x-restaurant-id': 'demo' }, payload: bookingPayload() });
    expect(booked.statusCode, booked.body).toBe(201);
    const { reservation, manageUrl } = booked.json() as { reservation: { _id: string }; manageUrl: string };
    await nthChange(host, 'reservations', reservation._id, 1);
    await confirmationsSent(server.database.db, [reservation._id]);
    const token = decodeURIComponent(manageUrl.split('/').pop() ?? '');
    const cancelled = await server.call({ method: 'GET', url: `/api/reservations/DeleteReservation?reservationToken=${token}` });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await nthChange(host, 'reservations', reservation._id, 2);

    // A blocker (a private party takes the whole day), a guest joining the waitlist of that full day, a settings change.
    const blocker = await foh.call('POST', '/api/blockers', { start: at(dayAhead(42), 0), end: at(dayAhead(43), 0), note: 'Live' });
    expect(blocker.statusCode, blocker.body).toBe(201);
    await owner.next(changeOf('blockers', (blocker.json() as { _id: string })._id));
    const waiting = await server.call({
      method: 'POST',
      url: '/api/waitlist',
      headers: { 'x-restaurant-id': 'demo' },
      payload: { day: dayAhead(42), level: 'Terrace', partySize: 2, customer: (bookingPayload() as { customer: unknown }).customer },
    });
    expect(waiting.statusCode, waiting.body).toBe(201);
    await host.next(changeOf('waitlist', (waiting.json() as { _id: string })._id));
    const table = await server.call({ method: 'POST', url: '/api/tables', as: demo.owner, payload: { table: { tableNumber: `L${uniqueSuffix()}`, level: 'Terrace' } } });
    expect(table.statusCode, table.body).toBe(201);
    await host.next(changeOf('settings'));

    // Every change reached each stream once, and nothing of demo's reached demo2's stream.
    const ownerChanges = changesIn(owner);
    expect(new Set(ownerChanges.map((change) => change.id)).size).toBe(ownerChanges.length);
    expect(ownerChanges.filter((change) => change.kind === 'reservations' && change.ids.includes(reservationId))).toHaveLength(2);
    expect(changesIn(otherRestaurant)).toEqual([]);

    // demo2's own change reaches demo2's stream and not demo's.
    const before = changesIn(owner).length;
    const otherBlocker = await server.call({
      method: 'POST',
      url: '/api/blockers',
      as: demo.owner2,
      headers: { 'x-restaurant-id': 'demo2' },
      payload: { start: at(dayAhead(43), 12), end: at(dayAhead(43), 14), note: 'Elsewhere' },
    });
    expect(otherBlocker.statusCode, otherBlocker.body).toBe(201);
    await otherRestaurant.next(changeOf('blockers', (otherBlocker.json() as { _id: string })._id));
    await new Promise((r) => setTimeout(r, 200));
    expect(changesIn(owner).slice(before).filter((change) => change.ids.includes((otherBlocker.json() as { _id: string })._id))).toEqual([]);

    for (const stream of [owner, host, admin, otherRestaurant]) stream.close();
    await listeningCount(server.app, 'demo', 0);
    await listeningCount(server.app, 'demo2', 0);
  });

  it('a device that goes away is unsubscribed, over HTTP and through inject (as the matrix tests hang up)', async () => {
    const stream = await listen(baseUrl, demo.host);
    await listeningCount(server.app, 'demo', 1);
    stream.close();
    await listeningCount(server.app, 'demo', 0);
    const injected = await server.call({ method: 'GET', url: '/api/events', as: demo.host, headers: { 'x-restaurant-id': 'demo' }, payloadAsStream: true });
    expect(injected.statusCode).toBe(200);
    expect(server.app.services.changeFeed.listening('demo')).toBe(1);
    await headOfStream(injected);
    await listeningCount(server.app, 'demo', 0);
  });

  it('ends open streams when the app closes, without holding the close up', async () => {
    const other = await createTestServer();
    const url = await other.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openLiveStream(url, { authorization: `Bearer ${await other.tokenFor(demo.host)}`, 'x-restaurant-id': 'demo' });
    expect(stream.status).toBe(200);
    await listeningCount(other.app, 'demo', 1);
    const started = Date.now();
    await other.close();
    await stream.ended;
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe.runIf(process.env.TEST_DB_ENGINE === 'postgres')('across API processes (PostgreSQL LISTEN/NOTIFY)', () => {
  let second: { app: FastifyInstance; url: string; close(): Promise<void> };

  beforeAll(async () => {
    // A second API instance on the same database: its own change feed and LISTEN connection, as another process has.
    const database = await openDatabase({ engine: 'postgres', url: server.database.url as string, poolSize: 5 });
    const bucketDir = await mkdtemp(path.join(os.tmpdir(), 'covers-live-'));
    const config = testConfig({ bucketDir });
    const app = await buildApp({ config, database, identity: firebaseIdentityProvider(config.firebaseProjectId), bucket: new LocalBucket(bucketDir), logger: false });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    second = {
      app,
      url,
      async close() {
        await app.close();
        await database.close();
        await rm(bucketDir, { recursive: true, force: true });
      },
    };
  });
  afterAll(async () => {
    await second.close();
  });

  it('a change on instance A reaches a stream on instance B, once, and A\'s own streams once', async () => {
    const onB = await listen(second.url, demo.owner);
    const onA = await listen(baseUrl, demo.owner);
    const otherOnB = await listen(second.url, demo.owner2, { 'x-restaurant-id': 'demo2' });
    await listeningCount(second.app, 'demo', 1);
    await listeningCount(server.app, 'demo', 1);

    const [row] = await foh.book(dayAhead(44), ['T7'], [12], [14]);
    const id = row?._id as string;
    await onB.next(changeOf('reservations', id));
    await onA.next(changeOf('reservations', id));
    const checkIn = await foh.action('checkIn', id);
    expect(checkIn.statusCode, checkIn.body).toBe(200);
    await nthChange(onB, 'reservations', id, 2);

    // B's change goes the other way.
    const blocker = await server.app.inject({
      method: 'POST',
      url: '/api/blockers',
      headers: { authorization: `Bearer ${await server.tokenFor(demo.host)}`, 'x-restaurant-id': 'demo' },
      payload: { start: at(dayAhead(45), 12), end: at(dayAhead(45), 14), note: 'From A' },
    });
    expect(blocker.statusCode).toBe(201);
    const fromB = await second.app.inject({
      method: 'POST',
      url: '/api/blockers',
      headers: { authorization: `Bearer ${await server.tokenFor(demo.host)}`, 'x-restaurant-id': 'demo' },
      payload: { start: at(dayAhead(46), 12), end: at(dayAhead(46), 14), note: 'From B' },
    });
    expect(fromB.statusCode, fromB.body).toBe(201);
    await onA.next(changeOf('blockers', (fromB.json() as { _id: string })._id));
    await onB.next(changeOf('blockers', (blocker.json() as { _id: string })._id));
    await new Promise((r) => setTimeout(r, 300));

    for (const stream of [onA, onB]) {
      const changes = changesIn(stream);
      expect(changes.filter((c) => c.kind === 'reservations' && c.ids.includes(id))).toHaveLength(2);
      for (const blockerId of [(blocker.json() as { _id: string })._id, (fromB.json() as { _id: string })._id]) {
        expect(changes.filter((c) => c.kind === 'blockers' && c.ids.includes(blockerId))).toHaveLength(1);
      }
    }
    expect(changesIn(otherOnB)).toEqual([]);
    for (const stream of [onA, onB, otherOnB]) stream.close();
  });

  it('changes announced a few milliseconds apart go out in one notification', async () => {
    const listener = new pg.Client({ connectionString: server.database.url });
    await listener.connect();
    try {
      const ids: string[] = Array.from({ length: 5 }, () => randomUUID());
      const heard: string[][] = [];
      listener.on('notification', (message) => {
        const wire = JSON.parse(message.payload ?? '{}') as { ids?: string[] };
        const mine = (wire.ids ?? []).filter((id) => ids.includes(id));
        if (mine.length > 0) heard.push(mine);
      });
      await listener.query(`listen ${changeChannel}`);
      const announce = (some: string[]) => {
        for (const id of some) server.app.services.changeFeed.notify('demo', { kind: 'reservations', ids: [id] });
      };
      // Three in one turn of the event loop, two more 5 ms later: all within the feed's 20 ms.
      announce(ids.slice(0, 3));
      await new Promise((r) => setTimeout(r, 5));
      announce(ids.slice(3));
      const deadline = Date.now() + 5_000;
      while (heard.flat().length < ids.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      await new Promise((r) => setTimeout(r, 200));
      expect(heard).toEqual([ids]);
    } finally {
      await listener.end();
    }
  });

  it("B's kept read of a slot gives way to a cancellation made on A (the best fit is the freed table again)", async () => {
    const onB = await listen(second.url, demo.owner);
    await listeningCount(second.app, 'demo', 1);
    try {
      const slot = { startTime: at(dayAhead(47), 14), endTime: at(dayAhead(47), 16) };
      const bookOnB = async () => {
        const reply = await second.app.inject({
          method: 'POST',
          url: '/api/reservations/request',
          headers: { 'x-restaurant-id': 'demo' },
          payload: bookingPayload({ ...slot, partySize: 6 }),
        });
        expect(reply.statusCode, reply.body).toBe(201);
        return (reply.json() as { reservation: { _id: string; token: string; tables: string[] } }).reservation;
      };
      const first = await bookOnB();
      expect(first.tables).toEqual(['T8']);
      // B keeps its read of the slot (server/modules/booking/repository/slot-read-cache.ts), with its own booking in it.
      expect((await bookOnB()).tables).toEqual(['T9']);
      await confirmationsSent(server.database.db, [first._id]);
      const cancelled = await server.call({ method: 'GET', url: `/api/reservations/DeleteReservation?reservationToken=${first.token}` });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      // B has heard of the booking and now of its cancellation.
      await nthChange(onB, 'reservations', first._id, 2);
      // T10 is free as well, but T8 seats six with less to spare.
      expect((await bookOnB()).tables).toEqual(['T8']);
    } finally {
      onB.close();
    }
  });

  it('the listener reconnects after losing its connection, tells its streams to reload, and hears changes again', async () => {
    const onB = await listen(second.url, demo.host);
    await listeningCount(second.app, 'demo', 1);
    const admin = new pg.Client({ connectionString: server.database.url });
    await admin.connect();
    try {
      const killed = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'LISTEN covers_changes%' and pid <> pg_backend_pid()`,
      );
      expect(killed.rowCount).toBe(2); // one per instance
    } finally {
      await admin.end();
    }
    await onB.next((event) => event.event === 'resync', 10_000);
    const [row] = await foh.book(dayAhead(47), ['T8'], [12], [14]);
    await onB.next(changeOf('reservations', row?._id), 5_000);
    onB.close();
  });
});
