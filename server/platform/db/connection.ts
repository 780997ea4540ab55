// One typed database handle over either engine: embedded PGlite (default) or PostgreSQL through a pg Pool.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** What a service may run queries on: the database or an open transaction. */
export type Queryable = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  engine: 'pglite' | 'postgres';
  /** The PostgreSQL connection string (postgres only): the live-updates feed opens its LISTEN connection with it. */
  url?: string;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export type DatabaseTarget =
  | { engine: 'postgres'; url: string; poolSize?: number }
  | { engine: 'pglite'; dataDir?: string; loadDataDir?: Blob | File };

/** The app's database: PostgreSQL when DATABASE_URL is set, else the embedded PGlite under DATA_DIR. */
export const appDatabaseTarget = (config: { databaseUrl: string | undefined; dataDir: string }): DatabaseTarget =>
  config.databaseUrl ? { engine: 'postgres', url: config.databaseUrl } : { engine: 'pglite', dataDir: path.join(config.dataDir, 'pglite') };

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.engine === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
    // A failing idle client must not crash the process; the next query reports the error.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      engine: 'postgres',
      url: target.url,
      migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: target.dataDir,
    loadDataDir: target.loadDataDir,
    extensions: await pgliteExtensions(),
  });
  const pgliteDb = drizzlePglite(client, { schema });
  return {
    db: pgliteDb as unknown as Database,
    engine: 'pglite',
    migrate: () => migratePglite(pgliteDb, { migrationsFolder }),
    close: () => client.close(),
  };
}

async function pgliteExtensions() {
  // btree_gist backs the exclusion constraint that makes double bookings impossible (docs/decisions/002).
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  return { btree_gist };
}

/** PostgreSQL error code of a failed query, whichever driver and wrapper threw it. */
export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
