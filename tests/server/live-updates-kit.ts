// What the live-update tests share (docs/decisions/006): a server listening on a real port, streams opened on it with
// fetch as a tablet opens them (closed after the file's last test), the changes a stream has had, and on PostgreSQL a
// second API instance on the same database.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildApp } from '../../server/app';
import { firebaseIdentityProvider } from '../../server/platform/auth/verifier';
import { openDatabase } from '../../server/platform/db/connection';
import { LocalBucket } from '../../server/platform/files/bucket';
import { changeOf, openLiveStream, type ChangeData, type LiveStream } from '../support/live-stream';
import { testConfig, type TestServer } from '../support/test-server';
import { fohClient } from './front-of-house-kit';
import { fileServer, madeBeforeAll } from './file-server';

/** Registers the file's server (see fileServer), listening on a port of its own, and returns it with its streams. */
export async function liveServerForFile() {
  const server = await fileServer();
  const foh = fohClient(server);
  const streams: LiveStream[] = [];
  let baseUrl = '';
  beforeAll(async () => {
    baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
  });
  // Runs before the server closes (vitest runs a file's afterAll hooks last registered first).
  afterAll(() => {
    for (const stream of streams) stream.close();
  });

  /** Opens a stream on the instance at `url` as `email` (signed out when null); closed after the file's last test. */
  async function listen(url: string, email: string | null, headers: Record<string, string> = { 'x-restaurant-id': 'demo' }): Promise<LiveStream> {
    const auth: Record<string, string> = email ? { authorization: `Bearer ${await server.tokenFor(email)}` } : {};
    const stream = await openLiveStream(url, { ...auth, ...headers });
    streams.push(stream);
    return stream;
  }

  return { server, foh, listen, baseUrl: () => baseUrl };
}

export const changesIn = (stream: LiveStream) => stream.events.filter((event) => event.event === 'change').map((event) => event.data as ChangeData);

/** Waits (2 s at most, decision 006's bound) until the stream has had `count` changes of `kind` naming `id`. */
export function nthChange(stream: LiveStream, kind: string, id: string, count: number) {
  const naming = () => changesIn(stream).filter((change) => change.kind === kind && change.ids.includes(id)).length;
  return stream.next((event) => changeOf(kind, id)(event) && naming() >= count);
}

/** Waits until the app has `count` open streams for the restaurant (the subscription follows the request a moment later). */
export async function listeningCount(app: FastifyInstance, restaurantId: string, count: number): Promise<void> {
  for (let i = 0; i < 200 && app.services.changeFeed.listening(restaurantId) !== count; i++) await new Promise((r) => setTimeout(r, 10));
  expect(app.services.changeFeed.listening(restaurantId)).toBe(count);
}

/**
 * Registers, for the enclosing describe, a second API instance on the file's PostgreSQL database, listening on a port:
 * its own change feed and LISTEN connection, as another process has. Returns how to read it inside hooks and tests.
 */
export function secondInstanceForSuite(server: TestServer): () => { app: FastifyInstance; url: string } {
  return madeBeforeAll(
    async () => {
      const database = await openDatabase({ engine: 'postgres', url: server.database.url as string, poolSize: 5 });
      const bucketDir = await mkdtemp(path.join(os.tmpdir(), 'covers-live-'));
      const config = testConfig({ bucketDir });
      const app = await buildApp({ config, database, identity: firebaseIdentityProvider(config.firebaseProjectId), bucket: new LocalBucket(bucketDir), logger: false });
      const url = await app.listen({ port: 0, host: '127.0.0.1' });
      return {
        app,
        url,
        async close() {
          await app.close();
          await database.close();
          await rm(bucketDir, { recursive: true, force: true });
        },
      };
    },
    (second) => second.close(),
  );
}
