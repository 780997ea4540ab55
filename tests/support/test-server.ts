// A fresh app per test file over a copy of the shared seeded database (PGlite snapshot or PostgreSQL template).
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type AppDeps } from '../../server/app';
import { firebaseIdentityProvider } from '../../server/platform/auth/verifier';
import type { Config } from '../../server/config';
import { openDatabase, type DatabaseHandle } from '../../server/platform/db/connection';
import { LocalBucket } from '../../server/platform/files/bucket';
import { demoPassword } from '../../server/seed/demo-accounts';

export interface TestServer {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  tokenFor(email: string, password?: string): Promise<string>;
  call(options: InjectOptions & { as?: string; restaurant?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    mode: 'test',
    port: 0,
    host: '127.0.0.1',
    // The server's own files (the emails it writes without SMTP) stay in the test's bucket folder, which the test
    // removes; in the shared temp folder they piled up run after run.
    dataDir: overrides.bucketDir || os.tmpdir(),
    databaseUrl: undefined,
    bucketDir: '',
    firebaseProjectId: 'demo-covers',
    firebaseWebApiKey: 'demo-api-key',
    firebaseAuthDomain: 'demo-covers.firebaseapp.com',
    firebaseAppId: undefined,
    authEmulatorHost: inject('emulatorHost'),
    sessionSecret: 'test-secret-test-secret-test-secret-0123',
    productHosts: ['localhost', '127.0.0.1'],
    trustProxy: false,
    publicRateLimitPerMinute: 100_000,
    logLevel: 'silent',
    smtpUrl: undefined,
    mailFrom: 'Covers <no-reply@covers.test>',
    publicUrl: 'http://localhost:8080',
    staticDir: path.join(os.tmpdir(), 'covers-no-static'),
    trashRetentionDays: 30,
    ...overrides,
  };
}

async function copyDatabase(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  const template = inject('postgresTemplate');
  if (template) {
    const url = process.env.DATABASE_URL as string;
    const name = `covers_t_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const handle = await openDatabase({ engine: 'postgres', url: target.toString(), poolSize: 20 });
    return {
      handle,
      drop: async () => {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const snapshot = await readFile(inject('snapshotFile'));
  const handle = await openDatabase({ engine: 'pglite', loadDataDir: new Blob([snapshot]) });
  return { handle, drop: async () => undefined };
}

const tokenCache = new Map<string, Promise<string>>();

/** An ID token from the shared auth emulator (cached per account for the test file). */
export function emulatorToken(email: string, password = demoPassword): Promise<string> {
  const key = `${email}\u0000${password}`;
  let token = tokenCache.get(key);
  if (!token) {
    token = signIn(email, password);
    tokenCache.set(key, token);
    token.catch(() => tokenCache.delete(key));
  }
  return token;
}

async function signIn(email: string, password: string): Promise<string> {
  const host = inject('emulatorHost');
  const response = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=test`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await response.json()) as { idToken?: string };
  if (!response.ok || !body.idToken) throw new Error(`Emulator sign-in failed for ${email}: ${JSON.stringify(body)}`);
  return body.idToken;
}

/** Creates a fresh emulator account and returns its uid and token. */
export async function emulatorSignUp(email: string, password = 'pass-word-1'): Promise<{ uid: string; token: string }> {
  const host = inject('emulatorHost');
  const response = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=test`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await response.json()) as { idToken?: string; localId?: string };
  if (!response.ok || !body.idToken || !body.localId) throw new Error(`Emulator sign-up failed: ${JSON.stringify(body)}`);
  return { uid: body.localId, token: body.idToken };
}

/** `appDeps`: a mailer of the test's own, or the email outbox worker's timings (tests/server/email-outbox.test.ts). */
export async function createTestServer(overrides: Partial<Config> = {}, appDeps: Pick<AppDeps, 'mailer' | 'emailOutboxOptions'> = {}): Promise<TestServer> {
  process.env.FIREBASE_AUTH_EMULATOR_HOST = inject('emulatorHost');
  const { handle, drop } = await copyDatabase();
  const bucketDir = await mkdtemp(path.join(os.tmpdir(), 'covers-bucket-'));
  const config = testConfig({ bucketDir, ...overrides });
  const app = await buildApp({
    config,
    database: handle,
    identity: firebaseIdentityProvider(config.firebaseProjectId),
    bucket: new LocalBucket(bucketDir),
    logger: false,
    ...appDeps,
  });
  await app.ready();
  return {
    app,
    database: handle,
    config,
    tokenFor: emulatorToken,
    async call({ as, restaurant, headers, ...options }) {
      const extra: Record<string, string> = {};
      if (as) extra.authorization = `Bearer ${await emulatorToken(as)}`;
      if (restaurant) extra['x-restaurant-id'] = restaurant;
      return app.inject({ ...options, headers: { ...extra, ...(headers as Record<string, string> | undefined) } });
    },
    async close() {
      await app.close();
      await handle.close();
      await drop();
      await rm(bucketDir, { recursive: true, force: true });
    },
  };
}

export const demo = {
  admin: 'admin@covers.test',
  owner: 'owner@covers.test',
  host: 'host@covers.test',
  kitchen: 'kitchen@covers.test',
  owner2: 'owner2@covers.test',
  creator: 'creator@covers.test',
} as const;
