// Shared set-up for benchmarks: a seeded database on either engine, the API on an ephemeral port, emulator tokens.
import type { StdioOptions } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { openSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/app';
import { firebaseIdentityProvider } from '../server/platform/auth/verifier';
import { openDatabase, type DatabaseHandle } from '../server/platform/db/connection';
import { LocalBucket } from '../server/platform/files/bucket';
import { seedDemoIfEmpty } from '../server/seed/demo';
import { demoPassword } from '../server/seed/demo-accounts';
import { ensureEmulatorAccounts } from '../server/seed/emulator-accounts';
import { startEmulator, type RunningEmulator } from '../scripts/emulator';

/**
 * Node's flags for an API process a bench starts on its own. BENCH_CPU_PROF=<dir> writes the API's CPU profile there
 * (open it in Chrome's DevTools). BENCH_PERF=1 writes the JIT's symbol map for Linux perf (`perf record -e cpu-clock -a
 * -g` during the run sees the API's JavaScript by name; V8's own profile samples wall time, and counts the API as busy
 * while the kernel runs PostgreSQL in its stead).
 */
export function apiProfilingFlags(): string[] {
  // BENCH_API_FLAGS: more of Node's and V8's flags, such as --trace-gc (V8's tracing prints to BENCH_API_LOG).
  const more = (process.env.BENCH_API_FLAGS ?? '').split(' ').filter(Boolean);
  if (process.env.BENCH_CPU_PROF) return ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`, ...more];
  return [...(process.env.BENCH_PERF ? ['--perf-basic-prof'] : []), ...more];
}

/** Where an API process of a bench prints: nowhere, or its standard output appended to the file BENCH_API_LOG names. */
export function apiOutput(): StdioOptions {
  return process.env.BENCH_API_LOG ? ['ignore', openSync(process.env.BENCH_API_LOG, 'a'), 'ignore'] : 'ignore';
}

export type Engine = 'pglite' | 'postgres';

export function enginesToBench(): Engine[] {
  return process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * The auth emulator for a bench: the one FIREBASE_AUTH_EMULATOR_HOST names, or one this process starts. `stop` only
 * stops what this call started, and then forgets it, so the next bench starts its own instead of calling a dead one.
 */
export async function benchEmulator(): Promise<{ host: string; emulator: RunningEmulator | undefined }> {
  const existing = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (existing) {
    await ensureEmulatorAccounts(existing, 'demo-covers');
    return { host: existing, emulator: undefined };
  }
  const started = await startEmulator({ configFile: 'tests/support/firebase.test.json', host: '127.0.0.1:9199', quiet: true });
  process.env.FIREBASE_AUTH_EMULATOR_HOST = started.host;
  await ensureEmulatorAccounts(started.host, 'demo-covers');
  const emulator: RunningEmulator = {
    ...started,
    stop: async () => {
      if (process.env.FIREBASE_AUTH_EMULATOR_HOST === started.host) delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
      await started.stop();
    },
  };
  return { host: started.host, emulator };
}

/** A new emulator account: its ID token and uid (the profile row is the caller's to write). */
export async function signUp(host: string, email: string): Promise<{ idToken: string; uid: string }> {
  const response = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=bench`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: demoPassword, returnSecureToken: true }),
  });
  const body = (await response.json()) as { idToken: string; localId: string };
  return { idToken: body.idToken, uid: body.localId };
}

export async function signIn(host: string, email: string): Promise<string> {
  const response = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=bench`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: demoPassword, returnSecureToken: true }),
  });
  const body = (await response.json()) as { idToken: string };
  return body.idToken;
}

export interface BenchServer {
  app: FastifyInstance;
  url: string;
  /** The PostgreSQL database of this run, when on PostgreSQL. */
  databaseUrl?: string;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/**
 * The API on an ephemeral port over a fresh seeded database; with `sameDatabaseAs`, a second API instance over that
 * server's PostgreSQL database (as a second process would be: its own pool and live-updates listener).
 */
export async function startBenchServer(engine: Engine, options: { staticDir?: string; sameDatabaseAs?: BenchServer } = {}): Promise<BenchServer> {
  let database: DatabaseHandle;
  let databaseUrl: string | undefined;
  let drop = async () => undefined as void;
  const shared = options.sameDatabaseAs?.databaseUrl;
  if (shared) {
    databaseUrl = shared;
    database = await openDatabase({ engine: 'postgres', url: shared, poolSize: 20 });
  } else if (engine === 'postgres') {
    const url = process.env.DATABASE_URL as string;
    const name = `covers_bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    databaseUrl = target.toString();
    database = await openDatabase({ engine: 'postgres', url: databaseUrl, poolSize: 20 });
    drop = async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  } else {
    database = await openDatabase({ engine: 'pglite' });
  }
  if (!shared) {
    await database.migrate();
    await seedDemoIfEmpty(database.db);
  }
  const bucketDir = await mkdtemp(path.join(os.tmpdir(), 'covers-bench-'));
  const app = await buildApp({
    config: {
      mode: 'test',
      port: 0,
      host: '127.0.0.1',
      dataDir: bucketDir,
      databaseUrl: undefined,
      bucketDir,
      firebaseProjectId: 'demo-covers',
      firebaseWebApiKey: 'demo-api-key',
      firebaseAuthDomain: 'demo-covers.firebaseapp.com',
      firebaseAppId: undefined,
      authEmulatorHost: process.env.FIREBASE_AUTH_EMULATOR_HOST,
      sessionSecret: randomBytes(32).toString('base64url'),
      productHosts: ['localhost', '127.0.0.1'],
      trustProxy: false,
      publicRateLimitPerMinute: 10_000_000,
      logLevel: 'silent',
      smtpUrl: undefined,
      mailFrom: 'Covers <no-reply@covers.test>',
      publicUrl: 'http://localhost:8080',
      staticDir: options.staticDir ?? bucketDir,
      trashRetentionDays: 30,
    },
    database,
    identity: firebaseIdentityProvider('demo-covers'),
    bucket: new LocalBucket(bucketDir),
    logger: false,
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    url,
    database,
    ...(databaseUrl ? { databaseUrl } : {}),
    async close() {
      await app.close();
      await database.close();
      await drop();
      // The bucket's files (the published app config, availability, emails) go with the server.
      await rm(bucketDir, { recursive: true, force: true });
    },
  };
}
