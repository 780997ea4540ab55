// Once per test project: the shared auth emulator, and one migrated, seeded database that every test file copies.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmulator, type RunningEmulator } from '../../scripts/emulator';
import { openDatabase } from '../../server/platform/db/connection';
import { seedDemoIfEmpty } from '../../server/seed/demo';
import { ensureEmulatorAccounts } from '../../server/seed/emulator-accounts';

declare module 'vitest' {
  export interface ProvidedContext {
    emulatorHost: string;
    snapshotFile: string;
    postgresTemplate: string;
  }
}

export const testEmulatorHost = '127.0.0.1:9199';

export default async function setup(project: TestProject) {
  const engine = process.env.TEST_DB_ENGINE ?? project.config.env?.TEST_DB_ENGINE ?? 'pglite';
  const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? testEmulatorHost;
  let emulator: RunningEmulator | undefined;
  if (!process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    emulator = await startEmulator({ configFile: 'tests/support/firebase.test.json', host: emulatorHost, quiet: true });
  }
  await ensureEmulatorAccounts(emulatorHost, 'demo-covers');
  project.provide('emulatorHost', emulatorHost);

  const cleanups: (() => Promise<void>)[] = [];
  if (engine === 'postgres') {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error('The postgres test project needs DATABASE_URL');
    const template = `covers_tpl_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${template}`);
    const handle = await openDatabase({ engine: 'postgres', url: withDatabase(url, template), poolSize: 2 });
    await handle.migrate();
    await seedDemoIfEmpty(handle.db);
    await handle.close();
    project.provide('postgresTemplate', template);
    project.provide('snapshotFile', '');
    cleanups.push(async () => {
      await admin.query(`drop database if exists ${template} with (force)`);
      await admin.end();
    });
  } else {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'covers-snapshot-'));
    const handle = await openDatabase({ engine: 'pglite' });
    await handle.migrate();
    await seedDemoIfEmpty(handle.db);
    const client = (handle.db as unknown as { $client: { dumpDataDir(c: 'gzip'): Promise<Blob> } }).$client;
    const dump = await client.dumpDataDir('gzip');
    const snapshotFile = path.join(dir, 'snapshot.tar.gz');
    await writeFile(snapshotFile, Buffer.from(await dump.arrayBuffer()));
    await handle.close();
    project.provide('snapshotFile', snapshotFile);
    project.provide('postgresTemplate', '');
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
  }

  return async () => {
    for (const cleanup of cleanups) await cleanup();
    await emulator?.stop();
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
