// The booking bench's hard cases: the demo grown by an annex of 400 two-seat tables (423 in all) holding 10,000,
// 50,000 and 100,000 upcoming reservations. For each: the first 10 s after a new API process answers (a cold start, no
// warm-up), then the next 10 s (the steady state), 50 connections on PostgreSQL. Printed beside each: pgbench's
// single-row insert on the same database in the same case, and where the API's time went (its stage timings,
// ../server/platform/timing/stage-timings.ts). Targets: p99 ≤ 100 ms and ≥ 1/3 of pgbench in every case.
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { stopProcess, waitForHttp } from '../scripts/processes';
import type { StageReport, StageTotals } from '../server/platform/timing/stage-timings';
import { createBenchDatabase, pgbenchAfter, startApi, type BenchApi } from './booking';
import { benchBookings, pgbench, settle, singleRowInsert } from './booking-db';
import { bookingScript } from './booking-load';
import { annexRequestTails, annexTables, prefillAnnex } from './booking-scale-db';
import { wrk, type WrkResult } from './wrk';

const connections = 50;

async function readStages(file: string): Promise<StageReport> {
  // The API rewrites the file every 250 ms: wait for the rewrite that follows the run.
  await new Promise((resolve) => setTimeout(resolve, 300));
  try {
    return JSON.parse(await readFile(file, 'utf8')) as StageReport;
  } catch {
    return {};
  }
}

function stagesBetween(before: StageReport, after: StageReport): StageReport {
  const result: StageReport = {};
  for (const [stage, totals] of Object.entries(after) as [keyof StageReport, StageTotals][]) {
    const earlier = before[stage] ?? { count: 0, totalMs: 0 };
    result[stage] = { count: totals.count - earlier.count, totalMs: totals.totalMs - earlier.totalMs };
  }
  return result;
}

interface MeasuredRun {
  label: string;
  result: WrkResult;
  booked: number;
  stages: StageReport;
}

async function measuredRun(api: BenchApi, databaseUrl: string, stagesFile: string, label: string, first: number, seconds: number): Promise<MeasuredRun> {
  const before = await readStages(stagesFile);
  const bookedBefore = await benchBookings(databaseUrl);
  const result = await wrk(`${api.url}/api/reservations/request`, { connections, seconds, lua: bookingScript(first, annexRequestTails()) });
  const booked = (await benchBookings(databaseUrl)) - bookedBefore;
  return { label, result, booked, stages: stagesBetween(before, await readStages(stagesFile)) };
}

const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 0)} ms`;

function stageLine({ stages, booked }: MeasuredRun): string {
  const per = (stage: keyof StageReport) => (stages[stage]?.totalMs ?? 0) / Math.max(1, booked);
  const count = (stage: keyof StageReport) => stages[stage]?.count ?? 0;
  const total = (stage: keyof StageReport) => stages[stage]?.totalMs ?? 0;
  const publishes = count('publish.compute');
  return (
    `per booking: read ${ms(per('booking.read'))} (${count('booking.read')} reads), assign ${ms(per('booking.assign'))}, ` +
    `write ${ms(per('booking.write'))} (group commit wait included), ${count('booking.retry')} retries; ` +
    `availability file: ${publishes} publishes, read ${ms(total('publish.read') / Math.max(1, publishes))}, ` +
    `compute ${ms(total('publish.compute') / Math.max(1, publishes))}, write ${ms(total('publish.write') / Math.max(1, publishes))} each; ` +
    `event loop stood still ${count('eventLoop.stall')}× for ${ms(total('eventLoop.stall'))}; GC ${ms(total('gc'))} in ${count('gc')} pauses`
  );
}

async function prepare(databaseUrl: string, upcoming: number): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  client.on('error', () => undefined);
  try {
    await client.query('create table if not exists bench_insert (id bigserial primary key, payload text not null, created_at timestamptz not null)');
    await prefillAnnex(client, upcoming);
  } finally {
    await client.end();
  }
}

async function scaleCase(serverUrl: string, upcoming: number, seconds: number): Promise<void> {
  const database = await createBenchDatabase(serverUrl, `covers_bench_scale_${process.pid}`);
  const dataDir = await mkdtemp(path.join(existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir(), 'covers-bench-scale-'));
  const stagesFile = path.join(dataDir, 'stages.json');
  let api: BenchApi | undefined;
  try {
    // A first process migrates and seeds the database; the restaurant grows; then the measured process starts cold.
    api = startApi(database.databaseUrl, dataDir);
    await waitForHttp(`${api.url}/api/health`, 120_000, () => api?.process.exitCode === null);
    await stopProcess(api.process);
    await prepare(database.databaseUrl, upcoming);
    await settle(database.databaseUrl);
    const pgbenchBefore = await pgbench(database.databaseUrl, seconds, singleRowInsert, connections);
    const startedAt = performance.now();
    const measured = startApi(database.databaseUrl, dataDir, { COVERS_STAGE_TIMINGS: stagesFile });
    api = measured;
    await waitForHttp(`${measured.url}/api/health`, 120_000, () => measured.process.exitCode === null);
    const readySeconds = (performance.now() - startedAt) / 1000;
    const cold = await measuredRun(measured, database.databaseUrl, stagesFile, 'cold start, first 10 s', 0, seconds);
    const steady = await measuredRun(measured, database.databaseUrl, stagesFile, 'steady state, next 10 s', 2 * (cold.result.requests + connections), seconds);
    // The emails left in the outbox are not waited for (the usual case measures how they keep up): the API stops
    // before pgbench runs again, so none of their work overlaps it.
    await stopProcess(measured.process);
    const after = await pgbenchAfter(database.databaseUrl, seconds);
    const pgbenchTps = (pgbenchBefore + after.tps) / 2;
    console.log(
      `booking-scale  ${upcoming.toLocaleString('en')} upcoming, ${annexTables + 23} tables  API answered ${readySeconds.toFixed(1)} s after its start  ` +
        `pgbench ${Math.round(pgbenchBefore)} tps before, ${Math.round(after.tps)} after`,
    );
    for (const run of [cold, steady]) {
      const { result } = run;
      console.log(
        `booking-scale  ${upcoming.toLocaleString('en')}  ${run.label}  ${Math.round(result.rate)} req/s  p50 ${result.p50.toFixed(0)} ms  p99 ${result.p99.toFixed(0)} ms  ` +
          `p99.9 ${result.p999.toFixed(0)} ms  → ${((result.rate / pgbenchTps) * 100).toFixed(0)} % of pgbench  (${run.booked} booked, ${result.refused} 4xx/5xx, ${result.errors} errors)`,
      );
      console.log(`booking-scale  ${upcoming.toLocaleString('en')}  ${run.label}  ${stageLine(run)}`);
    }
  } finally {
    if (api) await stopProcess(api.process);
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

export async function benchBookingScale(): Promise<void> {
  if (!process.env.DATABASE_URL) {
    console.log('booking-scale  skipped: set DATABASE_URL (the targets are measured against PostgreSQL)');
    return;
  }
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const sizes = (process.env.BENCH_BOOKING_SIZES ?? '10000,50000,100000').split(',').map(Number);
  for (const upcoming of sizes) await scaleCase(process.env.DATABASE_URL, upcoming, seconds);
}
