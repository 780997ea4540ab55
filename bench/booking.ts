// POST /api/reservations/request with 50 concurrent clients against PostgreSQL, printed beside pgbench running a
// single-row insert transaction on the same server in the same run (issue 4: ≥ 1/3 of pgbench's rate, p99 ≤ 100 ms).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { addDays, localDateOf, toInstant } from '../core/time';
import { apiProcessEnv, startLongRunning, stopProcess, waitForHttp } from '../scripts/processes';
import { apiProfilingFlags } from './support';
import { ensureWrk, wrk } from './wrk';

const connections = 50;

// pgbench's own figure: one single-row insert transaction. Beside it, the statement a booking commits (its reservation
// row and its email's outbox row, with every index and constraint of the table) run the same way: the database's own
// ceiling for bookings on this machine, before any HTTP, validation or table assignment.
const singleRowInsert = "BEGIN;\nINSERT INTO bench_insert (payload, created_at) VALUES ('covers', now());\nCOMMIT;\n";
const bookingInsert = `\\set n random(1, 9000000000000000000)
WITH queued AS (INSERT INTO email_outbox (restaurant_id, kind, reservation_id, language) VALUES ('demo', 'confirmation', 'pgbench-' || :n, NULL))
INSERT INTO reservations (restaurant_id, id, table_number, token, customer_name, customer_phone, customer_email, level, party_size,
  start_time, end_time, original_start_time, original_end_time, created_at, updated_at)
VALUES ('demo', 'pgbench-' || :n, 'P' || :n, 'pgbench-token-' || :n, 'Bench', '+49 30 1234567', 'bench@example.test', 'Terrace', 2,
  now() + interval '1 day', now() + interval '1 day 2 hours', now() + interval '1 day', now() + interval '1 day 2 hours', now(), now());
`;

/** pgbench's rate (tps) for a script of one transaction; the script lives in a folder of its own, removed afterwards. */
async function pgbench(url: string, seconds: number, sql: string): Promise<number> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'covers-pgbench-'));
  try {
    const script = path.join(dir, 'transaction.sql');
    await writeFile(script, sql);
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn('pgbench', ['-n', '-c', String(connections), '-j', '2', '-T', String(seconds), '-f', script, url], { stdio: ['ignore', 'pipe', 'pipe'] });
      let printed = '';
      child.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (printed += chunk.toString()));
      child.on('error', reject);
      // 'close', not 'exit': all of pgbench's output has been read by then.
      child.on('close', () => resolve(printed));
    });
    const tps = /tps = ([0-9.]+)/.exec(output)?.[1];
    if (!tps) throw new Error(`pgbench printed no tps:\n${output}`);
    return Number(tps);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Runs `work` on a connection of its own, closed afterwards. */
async function withClient<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The confirmation emails of the run: sent, and still waiting in the outbox. */
const emailProgress = (databaseUrl: string) =>
  withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ sent: string; waiting: string }>(
      'select count(*) filter (where sent_at is not null) as sent, count(*) filter (where sent_at is null and next_attempt_at is not null) as waiting from email_outbox',
    );
    return { sent: Number(rows[0]?.sent ?? 0), waiting: Number(rows[0]?.waiting ?? 0) };
  });

/** Reservations the bench's guests have made so far (the load's requests book guests named "Bench n"). */
const benchBookings = (databaseUrl: string) =>
  withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ n: string }>("select count(*) as n from reservations where customer_name like 'Bench %'");
    return Number(rows[0]?.n ?? 0);
  });

/** Vacuums and analyzes the database and forces a checkpoint. */
const settle = (databaseUrl: string) =>
  withClient(databaseUrl, async (client) => {
    await client.query('vacuum analyze');
    await client.query('checkpoint');
  });

/** CPU seconds a process has used so far (user + system, from /proc; Linux only, else NaN). */
async function cpuSecondsOf(pid: number | undefined): Promise<number> {
  if (pid === undefined) return NaN;
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command's closing parenthesis; utime and stime are the 14th and 15th of the whole line, in
    // Linux's clock ticks of 1/100 s (USER_HZ).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

/** CPU seconds the whole machine has spent busy so far (every core; /proc/stat, Linux only, else NaN). */
async function machineBusySeconds(): Promise<number> {
  try {
    const line = (await readFile('/proc/stat', 'utf8')).split('\n')[0] ?? '';
    // cpu  user nice system idle iowait irq softirq steal …: busy is all but idle and iowait.
    const ticks = line.trim().split(/\s+/).slice(1).map(Number);
    const busy = ticks.reduce((sum, value, index) => (index === 3 || index === 4 ? sum : sum + value), 0);
    return busy / 100;
  } catch {
    return NaN;
  }
}

export async function benchBooking(): Promise<void> {
  if (!process.env.DATABASE_URL) {
    console.log('booking  skipped: set DATABASE_URL (the target is measured against PostgreSQL)');
    return;
  }
  if (!ensureWrk()) {
    console.log("booking  skipped: wrk is missing (run 'sudo apt-get install -y wrk'; the load comes from it)");
    return;
  }
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  // The API runs as its own process, as `npm start` runs it (with its Node options); this process only generates the load.
  const name = `covers_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const target = new URL(process.env.DATABASE_URL);
  target.pathname = `/${name}`;
  const databaseUrl = target.toString();
  // The API's files (the confirmation emails, written as .eml files without SMTP, and the published availability) go
  // to memory when the machine has it: on this VM's ext4, after runs that each deleted tens of thousands of emails,
  // creating a file cost about half a millisecond (ext4 searching for an inode not recently deleted), which was 5 % of
  // the machine during the run; a production server sends its emails over SMTP and writes no file for them.
  const dataDir = await mkdtemp(path.join(existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir(), 'covers-bench-booking-'));
  const port = 18_000 + (process.pid % 1000);
  const api = startLongRunning(process.execPath, [...apiProfilingFlags(), '--import', 'tsx', 'server/main.ts'], {
    stdio: 'ignore',
    env: apiProcessEnv({ ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'test', LOG_LEVEL: 'warn', DATA_DIR: dataDir, RATE_LIMIT_PUBLIC_PER_MINUTE: '100000000', FIREBASE_AUTH_EMULATOR_HOST: '' }),
  });
  const server = { url: `http://127.0.0.1:${port}` };
  try {
    await waitForHttp(`${server.url}/api/health`, 120_000, () => api.exitCode === null);
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query('create table if not exists bench_insert (id bigserial primary key, payload text not null, created_at timestamptz not null)');
    // The demo floor (23 tables) fills up within seconds at this rate; 400 more two-to-four tops keep every request of
    // the warm-up and the run bookable, so the figure is the rate of bookings made, not of refusals. With 200, a run at
    // 4,000 bookings a second filled the slots before its end: the guests turned away cost more than bookings (each is
    // read again, then its whole day is read to say why), and the run measured them.
    client.on('error', () => undefined);
    await client.query(
      `insert into dining_tables (restaurant_id, label, table_number, level, bookable, min_covers, max_covers)
       select 'demo', 'X' || n, 'X' || n, case when n % 2 = 0 then 'Terrace' else 'Dining Room' end, true, 1, 4
         from generate_series(1, 400) as n`,
    ).catch(async (error: unknown) => {
      await client.end();
      throw error;
    });
    // A restaurant in service already has a book: 5,000 upcoming lunch reservations over the horizon (as in the engine
    // bench), so the run measures bookings into tables of a realistic size, not into an empty database.
    await client.query(
      `insert into reservations (restaurant_id, token, customer_name, customer_phone, customer_email, level, table_number, party_size,
                                 start_time, end_time, original_start_time, original_end_time)
       select 'demo', 'prefill-' || n, 'Guest ' || n, '+49 30 1234567', 'guest' || n || '@example.test',
              case when (1 + n % 60) % 2 = 0 then 'Terrace' else 'Dining Room' end, 'X' || (1 + n % 60), 2, s.start, s.start + interval '2 hours', s.start, s.start + interval '2 hours'
         from generate_series(0, 4999) as n,
              lateral (select ((current_date + 1 + n / 60) + time '12:00') at time zone 'Europe/Berlin' as start) as s`,
    );
    // As pgbench's own initialisation does, the tables are vacuumed and analyzed before the load: on a database this new
    // the planner would otherwise plan for the handful of rows it last saw (PostgreSQL analyzes a table only a minute
    // after it changed) and keep those plans while the run adds thousands.
    await client.query('vacuum analyze');
    await client.end();
    // pgbench runs once before the bookings and once after them, and the booking rate is set against the mean of the
    // two: on this shared VM the machine's speed drifts within a minute, and one pgbench run after the bookings made the
    // ratio swing from one run to the next by more than the bookings' own rate did.
    await settle(databaseUrl);
    const pgbenchBeforeTps = await pgbench(databaseUrl, seconds, singleRowInsert);

    // Requests spread over the horizon's days, both areas and their afternoon and dinner slots, so that every request
    // of the warm-up and the run finds a table (about 210 per slot and area, 100,000 in all): the figure is the rate of bookings made.
    const today = localDateOf(new Date(), 'Europe/Berlin');
    const slots = [
      { level: 'Terrace', start: 14 * 60, end: 16 * 60 },
      { level: 'Terrace', start: 18 * 60, end: 20 * 60 },
      { level: 'Terrace', start: 20 * 60, end: 22 * 60 },
      { level: 'Dining Room', start: 17 * 60 + 30, end: 19 * 60 + 30 },
      { level: 'Dining Room', start: 19 * 60 + 30, end: 21 * 60 + 30 },
      { level: 'Dining Room', start: 21 * 60 + 30, end: 23 * 60 + 30 },
    ];
    const days = 80;
    // What follows the customer in each request's body: its slot, day by day through the slots.
    const tails = Array.from({ length: slots.length * days }, (_, i) => {
      const slot = slots[i % slots.length] as (typeof slots)[number];
      const start = toInstant(addDays(today, 1 + Math.floor(i / slots.length)), slot.start, 'Europe/Berlin');
      const end = new Date(start.getTime() + (slot.end - slot.start) * 60_000);
      return JSON.stringify({ partySize: 2, startTime: start.toISOString(), endTime: end.toISOString(), level: slot.level }).slice(1);
    });
    // wrk's script: each of its two threads numbers its requests (every other number, from `first` on), and request n
    // books guest n into tails[n mod tails]. The warm-up's numbers are not used again by the run.
    const bookingScript = (first: number) => `
local tails = { ${tails.map((tail) => `[==[${tail}]==]`).join(', ')} }
local headers = { ["Content-Type"] = "application/json", ["X-Restaurant-Id"] = "demo" }
local threadCount = 0
function setup(thread)
  thread:set("threadIndex", threadCount)
  threadCount = threadCount + 1
end
local n
function init(args)
  n = ${first} + threadIndex
end
function request()
  n = n + 2
  local body = '{"customer":{"name":"Bench ' .. n .. '","email":"bench' .. n .. '@example.test","phone":"+49 30 1234567"},' .. tails[(n % #tails) + 1]
  return wrk.format("POST", nil, headers, body)
end
`;
    const bookingsUrl = `${server.url}/api/reservations/request`;
    // A server in service is warm: the first seconds of a new process compile its hot code (V8's optimizing compiler
    // took about a tenth of the machine's CPU in a cold run) and grow its heap. They are run first, and not counted.
    const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
    const warmup = warmupSeconds > 0 ? await wrk(bookingsUrl, { connections, seconds: warmupSeconds, lua: bookingScript(0) }) : undefined;
    const bookedBefore = await benchBookings(databaseUrl);
    // The API's own CPU per booking is steadier than its rate on a shared VM: it says what a change saves even when
    // the machine is faster or slower than in the last run.
    const cpuBefore = await cpuSecondsOf(api.pid);
    const machineBefore = await machineBusySeconds();
    const result = await wrk(bookingsUrl, { connections, seconds, lua: bookingScript(2 * ((warmup?.requests ?? 0) + connections)) });
    const apiCpuSeconds = (await cpuSecondsOf(api.pid)) - cpuBefore;
    const machineCpuSeconds = (await machineBusySeconds()) - machineBefore;
    const created = (await benchBookings(databaseUrl)) - bookedBefore;
    const bookingRate = result.rate;
    // The emails are sent beside the bookings, by the same process: say how far they kept up, and wait for the rest
    // before the API stops, so that no email work overlaps pgbench's runs.
    const atEnd = await emailProgress(databaseUrl);
    const drainStarted = performance.now();
    let drained = atEnd;
    while (drained.waiting > 0 && performance.now() - drainStarted < 120_000) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      drained = await emailProgress(databaseUrl);
    }
    const drainSeconds = (performance.now() - drainStarted) / 1000;
    // The floor of this stack on this machine: the health check (HTTP, the same hooks, one `select 1`) under the same
    // load, once the emails are out. A booking can cost no less.
    const healthCpuBefore = await cpuSecondsOf(api.pid);
    const health = await wrk(`${server.url}/api/health`, { connections, seconds });
    const healthApiCpuSeconds = (await cpuSecondsOf(api.pid)) - healthCpuBefore;
    await stopProcess(api);
    // pgbench gets a quiet server: the run's dead rows vacuumed and its WAL checkpointed first, so that neither
    // autovacuum nor a checkpoint catching up with the run's writes takes cores from it.
    await settle(databaseUrl);
    const pgbenchMachineBefore = await machineBusySeconds();
    const pgbenchAfterTps = await pgbench(databaseUrl, seconds, singleRowInsert);
    const pgbenchTps = (pgbenchBeforeTps + pgbenchAfterTps) / 2;
    const pgbenchMachineCpuSeconds = (await machineBusySeconds()) - pgbenchMachineBefore;
    const bookingInsertTps = await pgbench(databaseUrl, seconds, bookingInsert);
    console.log(
      `booking  POST /api/reservations/request  postgres  (after a ${warmupSeconds} s warm-up)  ${Math.round(bookingRate)} req/s  p50 ${result.p50.toFixed(0)} ms  p99 ${result.p99.toFixed(0)} ms  ` +
        `(${created} booked, ${result.refused} answered 4xx or 5xx, ${result.errors} errors, ${connections} clients, load from wrk)`,
    );
    if (result.refused > 0) {
      console.log(`booking  WARNING: ${result.refused} requests were turned away (slots full or refused): the rate above counts them, and they cost more than a booking`);
    }
    console.log(
      `booking  API process CPU during the run  ${apiCpuSeconds.toFixed(1)} s of ${seconds} s  → ${((apiCpuSeconds * 1000) / Math.max(1, result.requests)).toFixed(3)} ms per request (email sending beside it included)`,
    );
    console.log(
      `booking  confirmation emails (written as .eml files by the API process, on its mail thread)  ${atEnd.sent} sent during the run, ${atEnd.waiting} waiting at its end` +
        (atEnd.waiting > 0 ? `, ${drained.waiting === 0 ? 'all' : `all but ${drained.waiting}`} sent ${drainSeconds.toFixed(1)} s later` : '') +
        ` → bookings with their email sent: ${Math.round(created / (seconds + drainSeconds))} per second`,
    );
    console.log(
      `booking  pgbench single-row insert transaction  ${Math.round(pgbenchBeforeTps)} tps before the bookings, ${Math.round(pgbenchAfterTps)} after, mean ${Math.round(pgbenchTps)}  ` +
        `→ booking reaches ${((bookingRate / pgbenchTps) * 100).toFixed(0)} % (target ≥ 33 %, p99 ≤ 100 ms)`,
    );
    // Where the machine's cores go: everything busy during each run (API, PostgreSQL, the load generator or pgbench
    // itself, and whatever else ran), per booking and per pgbench transaction.
    const perBooking = (machineCpuSeconds * 1000) / Math.max(1, result.requests);
    const perTransaction = (pgbenchMachineCpuSeconds * 1000) / Math.max(1, pgbenchAfterTps * seconds);
    console.log(
      `booking  machine CPU busy (all ${os.cpus().length} cores, everything running)  ${perBooking.toFixed(3)} ms per booking request, ` +
        `${perTransaction.toFixed(3)} ms per pgbench transaction  → a booking costs ${(perBooking / perTransaction).toFixed(1)}× a pgbench transaction`,
    );
    console.log(
      `booking  floor: GET /api/health (HTTP and one select 1, same load)  ${Math.round(health.rate)} req/s  p99 ${health.p99.toFixed(0)} ms  → ${((health.rate / pgbenchTps) * 100).toFixed(0)} % of pgbench; ` +
        `API CPU ${((healthApiCpuSeconds * 1000) / Math.max(1, health.requests)).toFixed(3)} ms per request`,
    );
    console.log(
      `booking  pgbench the booking's own insert (reservation + outbox row)  ${Math.round(bookingInsertTps)} tps  → booking reaches ${((bookingRate / bookingInsertTps) * 100).toFixed(0)} % of that`,
    );
  } finally {
    await stopProcess(api);
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    await rm(dataDir, { recursive: true, force: true });
  }
}
