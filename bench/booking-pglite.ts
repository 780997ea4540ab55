// The booking bench's embedded case: the usual load of ./booking.ts (50 clients from wrk, the demo grown by 400 tables
// and 5,000 upcoming bookings, a 3 s warm-up) against the API on PGlite, the database `npm start` runs without
// DATABASE_URL, inside the API's own process. Its p99 is set beside PostgreSQL's from the same bench run (target:
// within 3×).
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { stopProcess, waitForHttp } from '../scripts/processes';
import { openDatabase } from '../server/platform/db/connection';
import { startApi } from './booking';
import { cpuSecondsOf } from './booking-db';
import { bookingScript, prefillDemo } from './booking-load';
import { wrk } from './wrk';

const connections = 50;

/** The bench's tables and bookings, written into the API's PGlite folder while no API has it open. */
async function prefillPglite(pgliteDir: string): Promise<void> {
  const database = await openDatabase({ engine: 'pglite', dataDir: pgliteDir });
  try {
    await prefillDemo({ query: (text: string) => database.db.execute(sql.raw(text)) });
  } finally {
    await database.close();
  }
}

/** `postgresP99`: the p99 of the PostgreSQL case just measured, when there was one. */
export async function benchBookingPglite(postgresP99?: number): Promise<void> {
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
  const dataDir = await mkdtemp(path.join(existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir(), 'covers-bench-pglite-'));
  // An empty DATABASE_URL is the API's own choice of PGlite, under DATA_DIR (server/platform/db/connection.ts).
  const seeding = startApi('', dataDir);
  try {
    await waitForHttp(`${seeding.url}/api/health`, 120_000, () => seeding.process.exitCode === null).finally(() => stopProcess(seeding.process));
    await prefillPglite(path.join(dataDir, 'pglite'));
    const api = startApi('', dataDir);
    try {
      await waitForHttp(`${api.url}/api/health`, 120_000, () => api.process.exitCode === null);
      const bookingsUrl = `${api.url}/api/reservations/request`;
      const warmup = warmupSeconds > 0 ? await wrk(bookingsUrl, { connections, seconds: warmupSeconds, lua: bookingScript(0) }) : undefined;
      const cpuBefore = await cpuSecondsOf(api.process.pid);
      const result = await wrk(bookingsUrl, { connections, seconds, lua: bookingScript(2 * ((warmup?.requests ?? 0) + connections)) });
      const cpuSeconds = (await cpuSecondsOf(api.process.pid)) - cpuBefore;
      const ratio = postgresP99 ? `  → ${(result.p99 / postgresP99).toFixed(1)}× PostgreSQL's p99 of ${postgresP99.toFixed(0)} ms (target ≤ 3×)` : '';
      console.log(
        `booking  POST /api/reservations/request  pglite  (after a ${warmupSeconds} s warm-up)  ${Math.round(result.rate)} req/s  p50 ${result.p50.toFixed(0)} ms  ` +
          `p99 ${result.p99.toFixed(0)} ms  p99.9 ${result.p999.toFixed(0)} ms${ratio}  (${result.requests - result.refused} booked, ${result.refused} answered 4xx or 5xx, ` +
          `${result.errors} errors; API CPU ${((cpuSeconds * 1000) / Math.max(1, result.requests)).toFixed(3)} ms per request, database and emails included)`,
      );
    } finally {
      await stopProcess(api.process);
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
