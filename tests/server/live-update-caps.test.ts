// Open live-update streams are capped per signed-in account and per restaurant (server/modules/live/routes.ts): each holds a
// subscription and buffers, and one token could otherwise open thousands. A refused stream answers 429 rate_limited
// with Retry-After; a closed stream frees its place.
import type { FastifyInstance } from 'fastify';
import { staffHeaders } from './override-kit';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { streamCaps } from '../../server/modules/live/routes';
import { openLiveStream, type LiveStream } from '../support/live-stream';
import { createTestServer, demo, type TestServer } from '../support/test-server';

let server: TestServer;
let baseUrl: string;
const opened: LiveStream[] = [];
const defaults = { ...streamCaps };

beforeAll(async () => {
  server = await createTestServer();
  baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(async () => {
  Object.assign(streamCaps, defaults);
  for (const stream of opened.splice(0)) stream.close();
  // The server gives a place back when it sees the stream close, a moment after the client closed it: the next test
  // starts from no open streams.
  await listeningCount(server.app, 'demo', 0);
  await listeningCount(server.app, 'demo2', 0);
});
afterAll(() => server.close());

async function listen(email: string, restaurant: string): Promise<LiveStream> {
  const stream = await openLiveStream(baseUrl, { authorization: `Bearer ${await server.tokenFor(email)}`, ...(await staffHeaders(server.app, email, restaurant)) });
  opened.push(stream);
  return stream;
}

async function listeningCount(app: FastifyInstance, restaurantId: string, count: number): Promise<void> {
  for (let i = 0; i < 200 && app.services.changeFeed.listening(restaurantId) !== count; i++) await new Promise((r) => setTimeout(r, 10));
  expect(app.services.changeFeed.listening(restaurantId)).toBe(count);
}

function expectRefused(stream: LiveStream, what: RegExp): void {
  expect(stream.status).toBe(429);
  const body = JSON.parse(stream.body) as { error: string; message: string };
  expect(body.error).toBe('rate_limited');
  expect(body.message).toMatch(/too many open live-update streams/i);
  expect(body.message).toMatch(what);
  expect(Number(stream.headers.get('retry-after'))).toBeGreaterThan(0);
}

it('has caps of 10 streams per account and 200 per restaurant', () => {
  expect(defaults).toEqual({ perUser: 10, perRestaurant: 200 });
});

it('refuses an account its stream beyond the cap, and gives the place back when one closes', async () => {
  streamCaps.perUser = 2;
  const first = await listen(demo.owner, 'demo');
  const second = await listen(demo.owner, 'demo');
  expect([first.status, second.status]).toEqual([200, 200]);
  expectRefused(await listen(demo.owner, 'demo'), /account/);
  // Another account of the same restaurant still gets its own.
  expect((await listen(demo.host, 'demo')).status).toBe(200);

  first.close();
  await listeningCount(server.app, 'demo', 2);
  expect((await listen(demo.owner, 'demo')).status).toBe(200);
});

it('refuses a restaurant its stream beyond the cap, while another restaurant still listens', async () => {
  streamCaps.perRestaurant = 2;
  expect((await listen(demo.owner, 'demo')).status).toBe(200);
  const host = await listen(demo.host, 'demo');
  expect(host.status).toBe(200);
  expectRefused(await listen(demo.admin, 'demo'), /restaurant/);
  expect((await listen(demo.owner2, 'demo2')).status).toBe(200);

  host.close();
  await listeningCount(server.app, 'demo', 1);
  expect((await listen(demo.admin, 'demo')).status).toBe(200);
});
