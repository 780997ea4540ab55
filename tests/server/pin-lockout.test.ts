// Wrong PINs are limited per parent account (server/modules/accounts/repository/pin-attempts.ts): short PINs must not be guessable. The misses
// are kept in the database, so every API process sees the same count and a restart does not reset it.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { maxPinFailures } from '../../server/modules/accounts/repository/pin-attempts';
import { firebaseIdentityProvider } from '../../server/platform/auth/verifier';
import { openDatabase } from '../../server/platform/db/connection';
import { LocalBucket } from '../../server/platform/files/bucket';
import { createTestServer, demo, testConfig, type TestServer } from '../support/test-server';

let server: TestServer;
/** The owner's one child user (once the owner has one, creating more needs a child's session). */
let childId: string;
const pin = '2468';
beforeAll(async () => {
  server = await createTestServer();
  const created = await server.call({ method: 'POST', url: '/api/users/children', as: demo.owner, payload: { displayName: 'Kim', pin, roleId: 'host' } });
  expect(created.statusCode).toBe(201);
  childId = created.json()._id as string;
});
afterAll(() => server.close());

interface Instance {
  app: FastifyInstance;
  close(): Promise<void>;
}

/** Another API instance on the same database, as another process (or this one restarted) would be. */
async function anotherInstance(): Promise<Instance> {
  const shared = server.database;
  // PGlite lives in this process: the other instance shares its handle. PostgreSQL: its own pool, as a process has.
  const database = shared.engine === 'postgres' ? await openDatabase({ engine: 'postgres', url: shared.url as string, poolSize: 3 }) : shared;
  const bucketDir = await mkdtemp(path.join(os.tmpdir(), 'covers-pin-'));
  const config = testConfig({ bucketDir });
  const app = await buildApp({ config, database, identity: firebaseIdentityProvider(config.firebaseProjectId), bucket: new LocalBucket(bucketDir), logger: false });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      if (database !== shared) await database.close();
      await rm(bucketDir, { recursive: true, force: true });
    },
  };
}

async function attemptOn(app: FastifyInstance, userId: string, guess: string, email: string = demo.owner) {
  const authorization = `Bearer ${await server.tokenFor(email)}`;
  return app.inject({ method: 'POST', url: '/api/users/authenticate', headers: { authorization }, payload: { userId, pin: guess } });
}

/** Moves the owner's recorded misses `minutes` into the past, as if that time had gone by. */
async function ageMisses(minutes: number): Promise<void> {
  await server.database.db.execute(
    sql`update pin_failures set failed_at = failed_at - make_interval(mins => ${minutes}) where parent_user_id = (select id from users where email = ${demo.owner})`,
  );
}

it('locks the parent after five wrong PINs, even for the right PIN, while other accounts stay free', async () => {
  for (let i = 0; i < maxPinFailures; i++) {
    const wrong = await attemptOn(server.app, childId, `000${i}`);
    expect(wrong.statusCode).toBe(403);
  }
  const locked = await attemptOn(server.app, childId, pin);
  expect(locked.statusCode).toBe(429);
  expect(locked.json().error).toBe('rate_limited');
  // Every 429 says when to come back.
  expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);

  const other = await attemptOn(server.app, childId, pin, demo.owner2);
  expect(other.statusCode).toBe(404);

  await ageMisses(6);
  expect((await attemptOn(server.app, childId, pin)).statusCode).toBe(200);
});

it('misses on one instance lock the account on another, and a fresh instance on the same database still sees the lock', async () => {
  const b = await anotherInstance();
  try {
    for (let i = 0; i < maxPinFailures; i++) expect((await attemptOn(server.app, childId, `999${i}`)).statusCode).toBe(403);
    const onB = await attemptOn(b.app, childId, pin);
    expect(onB.statusCode).toBe(429);
    expect(onB.json().message).toMatch(/try again in \d+ s/);
  } finally {
    await b.close();
  }
  const restarted = await anotherInstance();
  try {
    expect((await attemptOn(restarted.app, childId, pin)).statusCode).toBe(429);
    // The window still ends: five minutes after the first miss the right PIN works again, and clears the count.
    await ageMisses(6);
    expect((await attemptOn(restarted.app, childId, pin)).statusCode).toBe(200);
    expect((await attemptOn(server.app, childId, '0000')).statusCode).toBe(403);
  } finally {
    await restarted.close();
  }
});

it('guesses sent all at once, to two instances, still get five tries between them', async () => {
  await ageMisses(6);
  const b = await anotherInstance();
  try {
    const replies = await Promise.all(Array.from({ length: 12 }, (_, i) => attemptOn(i % 2 ? b.app : server.app, childId, `55${String(i).padStart(2, '0')}`)));
    const statuses = replies.map((reply) => reply.statusCode).sort();
    expect(statuses.filter((status) => status === 403)).toHaveLength(maxPinFailures);
    expect(statuses.filter((status) => status === 429)).toHaveLength(12 - maxPinFailures);
  } finally {
    await b.close();
  }
});
