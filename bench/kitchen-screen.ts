// The kitchen display in Debian's Chromium, as a wall screen: from a booking committed on one API process to the
// figure changing on a kitchen screen connected to another API process on the same PostgreSQL database (the change
// travels through pg_notify / LISTEN, the screen's live-updates stream, the refresh of its offline day store and
// kitchenFigures). Each sample is a staff booking (or its cancellation) on process A; it is timed from the moment its
// request is sent until the kitchen's "Covers booked" shows the new count, painted (a frame after the change, read with
// the page's own clock). Target: p95 ≤ 1 s.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { chromium, type Page } from '@playwright/test';
import { addDays, localDateOf, toInstant } from '../core/time';
import { chromiumArgs, chromiumPath } from '../scripts/chromium';
import { apiProcessEnv, run, startLongRunning, stopProcess, waitForHttp } from '../scripts/processes';
import { demoPassword } from '../tests/e2e/support/session';
import { createBenchDatabase } from './booking';
import { benchEmulator, signIn } from './support';

const zone = 'Europe/Berlin';
const pauseMs = 300;

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
const ms = (value: number) => `${value.toFixed(0)} ms`;

/** An API process as `npm start` runs it, on `databaseUrl`, serving the built app. */
async function startApi(databaseUrl: string, port: number, emulatorHost: string) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'covers-kitchen-bench-'));
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    STATIC_DIR: 'dist',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    RATE_LIMIT_PUBLIC_PER_MINUTE: '100000000',
    FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
  };
  const child = startLongRunning(process.execPath, ['--import', 'tsx', 'server/main.ts'], { stdio: 'ignore', env: apiProcessEnv(env) });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/api/health`, 120_000, () => child.exitCode === null);
  return {
    url,
    async stop() {
      await stopProcess(child);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function staffCall<T>(url: string, token: string, method: 'POST' | 'DELETE', pathname: string, body?: unknown): Promise<T> {
  const response = await fetch(`${url}/api${pathname}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'x-restaurant-id': 'demo', 'idempotency-key': randomUUID(), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${pathname}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Signs the owner in on the kitchen's API and opens the kitchen display on `date`, live. */
async function openKitchen(page: Page, url: string, date: string): Promise<void> {
  await page.addInitScript((day) => localStorage.setItem('covers.kitchenDate', day), date);
  await page.goto(`${url}/login`);
  await page.getByLabel(/^email$/i).fill('owner@covers.test');
  await page.getByLabel(/^password$/i).fill(demoPassword);
  await page.locator('form').getByRole('button', { name: /^sign in$/i }).click();
  await page.waitForURL((target) => !target.pathname.startsWith('/login'));
  await page.goto(`${url}/r/demo/analytics-kitchen`);
  await page.locator('.kitchen__total--covers dd').waitFor({ timeout: 30_000 });
  await page.locator('.kitchen__server--live').waitFor({ timeout: 30_000 });
}

/**
 * Arms a watcher in the page for "Covers booked" showing `expected`; resolves with the epoch ms (the page's clock) of
 * the frame after it did. Sent as source text: tsx would wrap named inner functions in a helper the page lacks.
 */
const watchSource = `(expected) => {
  const cell = document.querySelector('.kitchen__total--covers dd');
  window.kitchenSeenAt = undefined;
  const seen = () => {
    if (!cell || cell.textContent !== String(expected)) return false;
    observer.disconnect();
    requestAnimationFrame(() => { window.kitchenSeenAt = performance.timeOrigin + performance.now(); });
    return true;
  };
  const observer = new MutationObserver(seen);
  observer.observe(document.querySelector('.kitchen') || document.body, { childList: true, subtree: true, characterData: true });
  seen();
}`;

async function coversShown(page: Page): Promise<number> {
  return Number(await page.locator('.kitchen__total--covers dd').innerText());
}

async function timedChange(page: Page, expected: number, change: () => Promise<unknown>): Promise<{ latency: number; reply: number }> {
  await page.evaluate(`(${watchSource})(${expected})`);
  const sent = Date.now();
  await change();
  const reply = Date.now() - sent;
  await page.waitForFunction(() => (window as unknown as { kitchenSeenAt?: number }).kitchenSeenAt !== undefined, undefined, { timeout: 10_000, polling: 20 });
  const seenAt = await page.evaluate(() => (window as unknown as { kitchenSeenAt: number }).kitchenSeenAt);
  return { latency: seenAt - sent, reply };
}

export async function benchKitchenScreen(): Promise<void> {
  if (!process.env.DATABASE_URL) {
    console.log('kitchen  booking on API A → kitchen screen on API B: skipped (set DATABASE_URL: two processes share PostgreSQL)');
    return;
  }
  const changes = Number(process.env.BENCH_KITCHEN_CHANGES ?? 60);
  if (!existsSync('dist/index.html') && (await run('node_modules/.bin/vite', ['build', '--logLevel', 'warn'])) !== 0) throw new Error('vite build failed');
  const { host, emulator } = await benchEmulator();
  const database = await createBenchDatabase(process.env.DATABASE_URL, `covers_bench_kitchen_${process.pid}`);
  const port = 18_500 + (process.pid % 400);
  const apis: { stop(): Promise<void> }[] = [];
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    // A seeds the database first; B finds it seeded.
    const bookingApi = await startApi(database.databaseUrl, port, host);
    apis.push(bookingApi);
    const kitchenApi = await startApi(database.databaseUrl, port + 1, host);
    apis.push(kitchenApi);
    const token = await signIn(host, 'owner@covers.test');
    const date = addDays(localDateOf(Date.now(), zone), 30);
    const page = await (await browser.newContext({ viewport: { width: 1920, height: 1080 }, locale: 'en-US', timezoneId: zone })).newPage();
    await openKitchen(page, kitchenApi.url, date);

    const bookings: number[] = [];
    const cancellations: number[] = [];
    const replies: number[] = [];
    const loadBefore = os.loadavg();
    for (let i = 0; i < changes; i++) {
      const covers = await coversShown(page);
      const name = `Kitchen bench ${i}`;
      const booked = { rows: [] as { _id: string; customer: { name: string } }[] };
      const made = await timedChange(page, covers + 2, async () => {
        booked.rows = await staffCall<{ _id: string; customer: { name: string } }[]>(bookingApi.url, token, 'POST', '/reservations', {
          level: 'Terrace',
          tableNumbers: ['T4'],
          partySize: 2,
          startTime: toInstant(date, 12 * 60, zone).toISOString(),
          endTime: toInstant(date, 14 * 60, zone).toISOString(),
          customer: { name },
        });
      });
      bookings.push(made.latency);
      replies.push(made.reply);
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
      const id = booked.rows.find((row) => row.customer.name === name)?._id as string;
      const gone = await timedChange(page, covers, () => staffCall(bookingApi.url, token, 'DELETE', `/reservations/${id}`));
      cancellations.push(gone.latency);
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
    const loadAfter = os.loadavg();
    const line = (name: string, values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return `${name}: median ${ms(percentile(sorted, 50))}, p95 ${ms(percentile(sorted, 95))}, max ${ms(percentile(sorted, 100))}`;
    };
    console.log(`kitchen  booking on API A → kitchen screen (Chromium) on API B, PostgreSQL, ${changes} bookings and ${changes} cancellations  (target p95 ≤ 1000 ms)`);
    console.log(`kitchen    ${line('booking → figure shown', bookings)};  ${line('cancellation → figure shown', cancellations)};  ${line('the booking request itself', replies)}`);
    console.log(`kitchen    machine load average (1/5/15 min) before ${loadBefore.map((n) => n.toFixed(2)).join('/')}, after ${loadAfter.map((n) => n.toFixed(2)).join('/')} on ${os.cpus().length} cores`);
  } finally {
    await browser.close();
    for (const api of apis.reverse()) await api.stop();
    await database.drop();
    await emulator?.stop();
  }
}
