// POST /api/reservations/request with 50 concurrent clients against PostgreSQL, printed beside pgbench running a
// single-row insert transaction on the same server in the same run (target: ≥ 1/3 of pgbench's rate, p99 ≤ 100 ms).
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { ChildProcess } from 'node:child_process';
import { apiProcessEnv, startLongRunning, stopProcess, waitForHttp } from '../scripts/processes';
import { benchBookings, bookingInsert, cpuSecondsOf, emailProgress, machineBusySeconds, pgbench, settle, singleRowInsert } from './booking-db';
import { bookingScript, prefillDemo } from './booking-load';
import { apiOutput, apiProfilingFlags } from './support';
import { wrk, type WrkResult } from './wrk';

const connections = 50;

export interface BenchApi {
  url: string;
  process: ChildProcess;
}

/** A database of the bench's own on the server DATABASE_URL names; dropped by the returned function. */
export async function createBenchDatabase(serverUrl: string, name = `covers_bench_${process.pid}`): Promise<{ databaseUrl: string; drop: () => Promise<void> }> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  return {
    databaseUrl: target.toString(),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** The API as its own process, as `npm start` runs it (with its Node options); this process only generates the load. */
export function startApi(databaseUrl: string, dataDir: string, extraEnv: Record<string, string> = {}): BenchApi {
  const port = 18_000 + (process.pid % 1000);
  const env = { ...process.env, ...extraEnv, DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'test', LOG_LEVEL: 'warn', DATA_DIR: dataDir, RATE_LIMIT_PUBLIC_PER_MINUTE: '100000000', FIREBASE_AUTH_EMULATOR_HOST: '' };
  const api = startLongRunning(process.execPath, [...apiProfilingFlags(), '--import', 'tsx', 'server/main.ts'], { stdio: apiOutput(), env: apiProcessEnv(env) });
  return { url: `http://127.0.0.1:${port}`, process: api };
}

/** The bench's own tables beside the API's: pgbench's insert target, and the demo restaurant grown for the load. */
async function prepareDatabase(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  client.on('error', () => undefined);
  try {
    await client.query('create table if not exists bench_insert (id bigserial primary key, payload text not null, created_at timestamptz not null)');
    await prefillDemo(client);
  } finally {
    await client.end();
  }
}

interface BookingRun {
  warmupSeconds: number;
  result: WrkResult;
  created: number;
  apiCpuSeconds: number;
  machineCpuSeconds: number;
}

/** The warm-up (not counted) and the measured run of bookings, with the CPU the API and the machine spent on it. */
async function runBookings(api: BenchApi, databaseUrl: string, seconds: number): Promise<BookingRun> {
  const bookingsUrl = `${api.url}/api/reservations/request`;
  // A server in service is warm: the first seconds of a new process compile its hot code (V8's optimizing compiler
  // took about a tenth of the machine's CPU in a cold run) and grow its heap. They are run first, and not counted.
  const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
  const warmup = warmupSeconds > 0 ? await wrk(bookingsUrl, { connections, seconds: warmupSeconds, lua: bookingScript(0) }) : undefined;
  const bookedBefore = await benchBookings(databaseUrl);
  // The API's own CPU per booking is steadier than its rate on a shared VM: it says what a change saves even when
  // the machine is faster or slower than in the last run.
  const cpuBefore = await cpuSecondsOf(api.process.pid);
  const machineBefore = await machineBusySeconds();
  const result = await wrk(bookingsUrl, { connections, seconds, lua: bookingScript(2 * ((warmup?.requests ?? 0) + connections)) });
  const apiCpuSeconds = (await cpuSecondsOf(api.process.pid)) - cpuBefore;
  const machineCpuSeconds = (await machineBusySeconds()) - machineBefore;
  const created = (await benchBookings(databaseUrl)) - bookedBefore;
  return { warmupSeconds, result, created, apiCpuSeconds, machineCpuSeconds };
}

/**
 * The emails are sent beside the bookings, by the same process: how far they kept up, and the rest waited for before
 * the API stops, so that no email work overlaps pgbench's runs.
 */
export async function drainEmails(databaseUrl: string) {
  const atEnd = await emailProgress(databaseUrl);
  const drainStarted = performance.now();
  let drained = atEnd;
  while (drained.waiting > 0 && performance.now() - drainStarted < 120_000) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    drained = await emailProgress(databaseUrl);
  }
  return { atEnd, drained, drainSeconds: (performance.now() - drainStarted) / 1000 };
}

/** The floor of this stack on this machine: the health check (HTTP, the same hooks, one `select 1`) under the same load. */
async function runHealthFloor(api: BenchApi, seconds: number) {
  const cpuBefore = await cpuSecondsOf(api.process.pid);
  const health = await wrk(`${api.url}/api/health`, { connections, seconds });
  return { health, apiCpuSeconds: (await cpuSecondsOf(api.process.pid)) - cpuBefore };
}

/** pgbench after the bookings, on a quiet server, and its CPU; with the booking's own insert statement beside it. */
export async function pgbenchAfter(databaseUrl: string, seconds: number) {
  // The run's dead rows vacuumed and its WAL checkpointed first, so that neither autovacuum nor a checkpoint catching
  // up with the run's writes takes cores from pgbench.
  await settle(databaseUrl);
  const machineBefore = await machineBusySeconds();
  const tps = await pgbench(databaseUrl, seconds, singleRowInsert, connections);
  const machineCpuSeconds = (await machineBusySeconds()) - machineBefore;
  const bookingInsertTps = await pgbench(databaseUrl, seconds, bookingInsert, connections);
  return { tps, machineCpuSeconds, bookingInsertTps };
}

interface Figures {
  seconds: number;
  run: BookingRun;
  pgbenchBeforeTps: number;
  emails: Awaited<ReturnType<typeof drainEmails>>;
  floor: Awaited<ReturnType<typeof runHealthFloor>>;
  after: Awaited<ReturnType<typeof pgbenchAfter>>;
}

function printFigures({ seconds, run, pgbenchBeforeTps, emails, floor, after }: Figures): void {
  const { result, created, warmupSeconds } = run;
  const bookingRate = result.rate;
  // pgbench runs once before the bookings and once after them, and the booking rate is set against the mean of the
  // two: on this shared VM the machine's speed drifts within a minute, and one pgbench run after the bookings made the
  // ratio swing from one run to the next by more than the bookings' own rate did.
  const pgbenchTps = (pgbenchBeforeTps + after.tps) / 2;
  console.log(
    `booking  POST /api/reservations/request  postgres  (after a ${warmupSeconds} s warm-up)  ${Math.round(bookingRate)} req/s  p50 ${result.p50.toFixed(0)} ms  p99 ${result.p99.toFixed(0)} ms  ` +
      `(${created} booked, ${result.refused} answered 4xx or 5xx, ${result.errors} errors, ${connections} clients, load from wrk)`,
  );
  if (result.refused > 0) {
    console.log(`booking  WARNING: ${result.refused} requests were turned away (slots full or refused): the rate above counts them, and they cost more than a booking`);
  }
  console.log(
    `booking  API process CPU during the run  ${run.apiCpuSeconds.toFixed(1)} s of ${seconds} s  → ${((run.apiCpuSeconds * 1000) / Math.max(1, result.requests)).toFixed(3)} ms per request (email sending beside it included)`,
  );
  const { atEnd, drained, drainSeconds } = emails;
  console.log(
    `booking  confirmation emails (written as .eml files by the API process, on its mail thread)  ${atEnd.sent} sent during the run, ${atEnd.waiting} waiting at its end` +
      (atEnd.waiting > 0 ? `, ${drained.waiting === 0 ? 'all' : `all but ${drained.waiting}`} sent ${drainSeconds.toFixed(1)} s later` : '') +
      ` → bookings with their email sent: ${Math.round(created / (seconds + drainSeconds))} per second`,
  );
  console.log(
    `booking  pgbench single-row insert transaction  ${Math.round(pgbenchBeforeTps)} tps before the bookings, ${Math.round(after.tps)} after, mean ${Math.round(pgbenchTps)}  ` +
      `→ booking reaches ${((bookingRate / pgbenchTps) * 100).toFixed(0)} % (target ≥ 33 %, p99 ≤ 100 ms)`,
  );
  // Where the machine's cores go: everything busy during each run (API, PostgreSQL, the load generator or pgbench
  // itself, and whatever else ran), per booking and per pgbench transaction.
  const perBooking = (run.machineCpuSeconds * 1000) / Math.max(1, result.requests);
  const perTransaction = (after.machineCpuSeconds * 1000) / Math.max(1, after.tps * seconds);
  console.log(
    `booking  machine CPU busy (all ${os.cpus().length} cores, everything running)  ${perBooking.toFixed(3)} ms per booking request, ` +
      `${perTransaction.toFixed(3)} ms per pgbench transaction  → a booking costs ${(perBooking / perTransaction).toFixed(1)}× a pgbench transaction`,
  );
  const { health } = floor;
  console.log(
    `booking  floor: GET /api/health (HTTP and one select 1, same load)  ${Math.round(health.rate)} req/s  p99 ${health.p99.toFixed(0)} ms  → ${((health.rate / pgbenchTps) * 100).toFixed(0)} % of pgbench; ` +
      `API CPU ${((floor.apiCpuSeconds * 1000) / Math.max(1, health.requests)).toFixed(3)} ms per request`,
  );
  console.log(
    `booking  pgbench the booking's own insert (reservation + outbox row)  ${Math.round(after.bookingInsertTps)} tps  → booking reaches ${((bookingRate / after.bookingInsertTps) * 100).toFixed(0)} % of that`,
  );
}

/** The figures above; resolves with the run's p99 (ms), which the PGlite case is set beside. */
export async function benchBooking(): Promise<number | undefined> {
  if (!process.env.DATABASE_URL) {
    console.log('booking  skipped: set DATABASE_URL (the target is measured against PostgreSQL)');
    return undefined;
  }
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const database = await createBenchDatabase(process.env.DATABASE_URL);
  // The API's files (the confirmation emails, written as .eml files without SMTP, and the published availability) go
  // to memory when the machine has it: on this VM's ext4, after runs that each deleted tens of thousands of emails,
  // creating a file cost about half a millisecond (ext4 searching for an inode not recently deleted), which was 5 % of
  // the machine during the run; a production server sends its emails over SMTP and writes no file for them.
  const dataDir = await mkdtemp(path.join(existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir(), 'covers-bench-booking-'));
  // A first process migrates and seeds; the bench's tables and bookings go in while no API runs (written behind a
  // running API's back, nothing announces them, and its kept horizon and floor would miss them until they expire);
  // then the measured process starts.
  const seeding = startApi(database.databaseUrl, dataDir);
  try {
    await waitForHttp(`${seeding.url}/api/health`, 120_000, () => seeding.process.exitCode === null).finally(() => stopProcess(seeding.process));
    await prepareDatabase(database.databaseUrl);
    await settle(database.databaseUrl);
  } catch (error) {
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  const api = startApi(database.databaseUrl, dataDir);
  try {
    await waitForHttp(`${api.url}/api/health`, 120_000, () => api.process.exitCode === null);
    const pgbenchBeforeTps = await pgbench(database.databaseUrl, seconds, singleRowInsert, connections);
    const run = await runBookings(api, database.databaseUrl, seconds);
    const emails = await drainEmails(database.databaseUrl);
    // Once the emails are out: a booking can cost no less than the floor.
    const floor = await runHealthFloor(api, seconds);
    await stopProcess(api.process);
    const after = await pgbenchAfter(database.databaseUrl, seconds);
    printFigures({ seconds, run, pgbenchBeforeTps, emails, floor, after });
    return run.result.p99;
  } finally {
    await stopProcess(api.process);
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
