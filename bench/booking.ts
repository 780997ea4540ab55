// POST /api/reservations/request with 50 concurrent clients against PostgreSQL, printed beside pgbench running a
// single-row insert transaction on the same server in the same run (issue 4: ≥ 1/3 of pgbench's rate, p99 ≤ 100 ms).
import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { mkdtemp, rm } from 'node:fs/promises';
import pg from 'pg';
import { addDays, localDateOf, toInstant } from '../core/time';
import { startLongRunning, stopProcess, waitForHttp } from '../scripts/processes';

const connections = 50;

function pgbench(url: string, seconds: number): Promise<number> {
  return new Promise((resolve, reject) => {
    void (async () => {
      const script = path.join(os.tmpdir(), `covers-pgbench-${process.pid}.sql`);
      await writeFile(script, "BEGIN;\nINSERT INTO bench_insert (payload, created_at) VALUES ('covers', now());\nCOMMIT;\n");
      const child = spawn('pgbench', ['-n', '-c', String(connections), '-j', '2', '-T', String(seconds), '-f', script, url], { stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.on('error', reject);
      child.on('exit', () => {
        const tps = /tps = ([0-9.]+)/.exec(output)?.[1];
        if (tps) resolve(Number(tps));
        else reject(new Error(`pgbench printed no tps:\n${output}`));
      });
    })().catch(reject);
  });
}

export async function benchBooking(): Promise<void> {
  if (!process.env.DATABASE_URL) {
    console.log('booking  skipped: set DATABASE_URL (the target is measured against PostgreSQL)');
    return;
  }
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  // The API runs as its own process, as in production; this process only generates the load.
  const name = `covers_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const target = new URL(process.env.DATABASE_URL);
  target.pathname = `/${name}`;
  const databaseUrl = target.toString();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'covers-bench-booking-'));
  const port = 18_000 + (process.pid % 1000);
  // BENCH_CPU_PROF=<dir> writes the API's CPU profile there (open it in Chrome's DevTools).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const api = startLongRunning(process.execPath, [...profile, '--import', 'tsx', 'server/main.ts'], {
    stdio: 'ignore',
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'test', LOG_LEVEL: 'warn', DATA_DIR: dataDir, RATE_LIMIT_PUBLIC_PER_MINUTE: '100000000', FIREBASE_AUTH_EMULATOR_HOST: '' },
  });
  const server = { url: `http://127.0.0.1:${port}` };
  try {
    await waitForHttp(`${server.url}/api/health`, 120_000, () => api.exitCode === null);
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query('create table if not exists bench_insert (id bigserial primary key, payload text not null, created_at timestamptz not null)');
    // The demo floor (23 tables) fills up within seconds at this rate; 120 more two-to-four tops keep most requests
    // bookable, so the figure is the rate of bookings made, not of refusals.
    client.on('error', () => undefined);
    await client.query(
      `insert into dining_tables (restaurant_id, label, table_number, level, bookable, min_covers, max_covers)
       select 'demo', 'X' || n, 'X' || n, case when n % 2 = 0 then 'Terrace' else 'Dining Room' end, true, 1, 4
         from generate_series(1, 120) as n`,
    ).catch(async (error: unknown) => {
      await client.end();
      throw error;
    });
    await client.end();

    // Requests spread over the horizon's days, both areas and their dinner slots: mostly bookable, some full (409).
    const today = localDateOf(new Date(), 'Europe/Berlin');
    const slots = [
      { level: 'Terrace', start: 18 * 60, end: 20 * 60 },
      { level: 'Terrace', start: 20 * 60, end: 22 * 60 },
      { level: 'Dining Room', start: 17 * 60 + 30, end: 19 * 60 + 30 },
      { level: 'Dining Room', start: 19 * 60 + 30, end: 21 * 60 + 30 },
    ];
    let counter = 0;
    const nextBody = () => {
      counter++;
      const slot = slots[counter % slots.length] as (typeof slots)[number];
      const date = addDays(today, 1 + (Math.floor(counter / slots.length) % 80));
      const start = toInstant(date, slot.start, 'Europe/Berlin');
      return JSON.stringify({
        customer: { name: `Bench ${counter}`, email: `bench${counter}@example.test`, phone: '+49 30 1234567' },
        partySize: 2,
        startTime: start.toISOString(),
        endTime: new Date(start.getTime() + (slot.end - slot.start) * 60_000).toISOString(),
        level: slot.level,
      });
    };
    const result = await autocannon({
      url: `${server.url}/api/reservations/request`,
      connections,
      duration: seconds,
      requests: [
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-restaurant-id': 'demo' },
          setupRequest: (request) => ({ ...request, body: nextBody() }),
        },
      ],
    });
    const created = result['2xx'];
    const conflicts = result['4xx'];
    const bookingRate = result.requests.average;
    const pgbenchTps = await pgbench(databaseUrl, seconds);
    console.log(
      `booking  POST /api/reservations/request  postgres  ${Math.round(bookingRate)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  ` +
        `(${created} booked, ${conflicts} answered 4xx [${Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => `${code}: ${stat.count}`).join(', ')}], ` +
        `${result.non2xx - conflicts} other, ${result.errors} errors, ${connections} clients)`,
    );
    console.log(
      `booking  pgbench single-row insert transaction  ${Math.round(pgbenchTps)} tps  → booking reaches ${((bookingRate / pgbenchTps) * 100).toFixed(0)} % (target ≥ 33 %, p99 ≤ 100 ms)`,
    );
  } finally {
    await stopProcess(api);
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    await rm(dataDir, { recursive: true, force: true });
  }
}
