// GET /api/analytics/bookings over HTTP for a restaurant with three years of history (≈ 300,000 reservations,
// ./analytics-history.ts): one year (by month, with the year before) and one month (by day, with the month before),
// on PostgreSQL and PGlite. Targets (docs/decisions/010: figures computed when asked, indexes serve the reads): a year
// within 150 ms and a month within 30 ms at the median on PostgreSQL, at most three times that on PGlite.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { addDays, localDateOf } from '../core/time';
import { benchHistoryDays, benchRestaurant, fillAnalyticsHistory } from './analytics-history';
import { benchEmulator, enginesToBench, signUp, startBenchServer, type Engine } from './support';

const targetsMs: Record<Engine, { year: number; month: number }> = { postgres: { year: 150, month: 30 }, pglite: { year: 450, month: 90 } };
const runs = Number(process.env.BENCH_RUNS ?? 30);

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] as number;
const load = () => os.loadavg().map((value) => value.toFixed(2)).join(' ');

/** Milliseconds of each of `runs` calls, one after another, after five to warm up; every answer must be a 200. */
async function timed(url: string, headers: Record<string, string>): Promise<number[]> {
  const call = async () => {
    const started = performance.now();
    const reply = await fetch(url, { headers });
    const body = await reply.text();
    if (reply.status !== 200) throw new Error(`GET ${url} answered ${reply.status}: ${body.slice(0, 300)}`);
    return performance.now() - started;
  };
  for (let i = 0; i < 5; i++) await call();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push(await call());
  return times.sort((a, b) => a - b);
}

export async function benchAnalytics(): Promise<void> {
  const { host, emulator } = await benchEmulator();
  try {
    // The owner reads the analytics (an admin would need an override session, whose audit adds a write per call).
    const owner = await signUp(host, `bench-owner-${randomBytes(4).toString('hex')}@covers.test`);
    const headers = { authorization: `Bearer ${owner.idToken}`, 'x-restaurant-id': benchRestaurant };
    for (const engine of enginesToBench()) {
      const server = await startBenchServer(engine);
      try {
        const filling = performance.now();
        const rows = await fillAnalyticsHistory(server.database.db);
        const { db } = server.database;
        await db.execute(sql`insert into roles (restaurant_id, id, name, permissions) values (${benchRestaurant}, 'bench-owner', 'Owner', '["ViewAnalytics"]'::jsonb)`);
        await db.execute(sql`insert into users (id, email, type, restaurant_id, role_id) values (${owner.uid}, 'bench-owner@covers.test', 'Restaurant', ${benchRestaurant}, 'bench-owner')`);
        console.log(`analytics  ${engine.padEnd(8)}  ${rows} reservations over ${benchHistoryDays} days written in ${((performance.now() - filling) / 1000).toFixed(1)} s`);
        const today = localDateOf(Date.now(), 'Europe/Berlin');
        const cases = { year: { startDate: addDays(today, -365), endDate: addDays(today, -1) }, month: { startDate: addDays(today, -30), endDate: addDays(today, -1) } };
        for (const [name, range] of Object.entries(cases) as [keyof typeof cases, { startDate: string; endDate: string }][]) {
          const times = await timed(`${server.url}/api/analytics/bookings?startDate=${range.startDate}&endDate=${range.endDate}`, headers);
          const [p50, p95] = [percentile(times, 0.5), percentile(times, 0.95)];
          const target = targetsMs[engine][name];
          console.log(
            `analytics  GET /api/analytics/bookings  one ${name.padEnd(5)}  ${engine.padEnd(8)}  p50 ${p50.toFixed(1)} ms  p95 ${p95.toFixed(1)} ms  ` +
              `(target p50 ≤ ${target} ms: ${p50 <= target ? 'met' : 'MISSED'}; ${runs} calls; load average ${load()})`,
          );
        }
      } finally {
        await server.close();
      }
    }
  } finally {
    await emulator?.stop();
  }
}
