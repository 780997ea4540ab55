// Live updates: a change made on one tablet, visible on a second tablet. Two tablets hold the live-updates
// stream open — the owner's and the host's — and the host makes BENCH_LIVE_CHANGES host actions (check in / check out,
// one at a time, paced); each is timed from the moment its request is sent to the moment its event arrives on the
// owner's stream. On PostgreSQL the owner's tablet is connected to a second API instance on the same database, so the
// change travels through pg_notify / LISTEN. Target: p95 ≤ 1 s.
import { performance } from 'node:perf_hooks';
import { randomUUID } from 'node:crypto';
import { addDays, localDateOf, toInstant } from '../core/time';
import { changeOf, openLiveStream, type ChangeData } from '../tests/support/live-stream';
import { benchEmulator, enginesToBench, signIn, startBenchServer, type BenchServer } from './support';

const zone = 'Europe/Berlin';
const pauseMs = 20;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] as number;
}

async function createReservation(server: BenchServer, token: string): Promise<string> {
  const date = addDays(localDateOf(new Date(), zone), 30);
  const name = `Live bench ${randomUUID().slice(0, 8)}`;
  const response = await fetch(`${server.url}/api/reservations`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'x-restaurant-id': 'demo', 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body: JSON.stringify({
      level: 'Terrace',
      tableNumbers: ['T4'],
      startTime: toInstant(date, 12 * 60, zone).toISOString(),
      endTime: toInstant(date, 14 * 60, zone).toISOString(),
      customer: { name },
    }),
  });
  const rows = (await response.json()) as { _id: string; customer: { name: string } }[];
  if (!response.ok) throw new Error(`Could not create the bench reservation: ${JSON.stringify(rows)}`);
  const row = rows.find((r) => r.customer.name === name);
  if (!row) throw new Error('The bench reservation is not in the reply');
  return row._id;
}

export async function benchLive(): Promise<void> {
  const changes = Number(process.env.BENCH_LIVE_CHANGES ?? 200);
  const { host, emulator } = await benchEmulator();
  try {
    const ownerToken = await signIn(host, 'owner@covers.test');
    const hostToken = await signIn(host, 'host@covers.test');
    for (const engine of enginesToBench()) {
      const server = await startBenchServer(engine);
      const second = engine === 'postgres' ? await startBenchServer(engine, { sameDatabaseAs: server }) : undefined;
      try {
        const reservationId = await createReservation(server, hostToken);
        const ownerTablet = await openLiveStream((second ?? server).url, { authorization: `Bearer ${ownerToken}`, 'x-restaurant-id': 'demo' });
        const hostTablet = await openLiveStream(server.url, { authorization: `Bearer ${hostToken}`, 'x-restaurant-id': 'demo' });
        if (ownerTablet.status !== 200 || hostTablet.status !== 200) throw new Error(`Live-updates stream refused: ${ownerTablet.body}${hostTablet.body}`);
        // Both streams are subscribed once their first comment has arrived.
        for (let i = 0; i < 200 && (ownerTablet.comments.length === 0 || hostTablet.comments.length === 0); i++) await new Promise((r) => setTimeout(r, 10));

        const latencies: number[] = [];
        const replies: number[] = [];
        let missed = 0;
        let lastId = 0;
        for (let i = 0; i < changes; i++) {
          const type = i % 2 === 0 ? 'checkIn' : 'checkOut';
          const arrival = ownerTablet.next((event) => changeOf('reservations', reservationId)(event) && (event.data as ChangeData).id > lastId, 5_000);
          const sent = performance.now();
          const response = await fetch(`${server.url}/api/reservations/actions`, {
            method: 'POST',
            headers: { authorization: `Bearer ${hostToken}`, 'x-restaurant-id': 'demo', 'content-type': 'application/json' },
            body: JSON.stringify({ actionId: randomUUID(), action: { type, reservationId } }),
          });
          replies.push(performance.now() - sent);
          if (!response.ok) throw new Error(`${type} answered ${response.status}: ${await response.text()}`);
          await response.arrayBuffer();
          try {
            const event = await arrival;
            lastId = (event.data as ChangeData).id;
            latencies.push(event.at - sent);
          } catch {
            missed++;
          }
          await new Promise((r) => setTimeout(r, pauseMs));
        }
        ownerTablet.close();
        hostTablet.close();

        latencies.sort((a, b) => a - b);
        replies.sort((a, b) => a - b);
        const path = second ? 'via a second API instance (LISTEN/NOTIFY)' : 'same process';
        console.log(
          `live  host action → second tablet  ${engine.padEnd(8)}  median ${percentile(latencies, 50).toFixed(1)} ms  p95 ${percentile(latencies, 95).toFixed(1)} ms  ` +
            `max ${percentile(latencies, 100).toFixed(1)} ms  (${latencies.length} of ${changes} changes seen, ${missed} missed; ${path}; ` +
            `the request itself: median ${percentile(replies, 50).toFixed(1)} ms)  target p95 ≤ 1000 ms`,
        );
      } finally {
        await second?.close();
        await server.close();
      }
    }
  } finally {
    await emulator?.stop();
  }
}
