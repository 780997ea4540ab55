// The host's tablet in Debian's Chromium, against the built app served by the real API, with a
// restaurant of 80 tables and 300 reservations today:
// - grid first render: switching List → Grid with the day loaded, until the grid is committed and painted (≤ 100 ms);
// - a check-in tap until the row shows it, online and offline (≤ 50 ms);
// - cold start offline: a new page with the network off (service worker + Dexie) to today's grid on screen (≤ 1.0 s).
// Every figure is read inside the page with performance marks (performance.now), never by the test runner's clock.
import { existsSync, writeFileSync } from 'node:fs';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { localDateOf, toInstant } from '../core/time';
import { chromiumArgs, chromiumPath } from '../scripts/chromium';
import { run } from '../scripts/processes';
import { demoPassword } from '../tests/e2e/support/session';
import { benchEmulator, signIn, startBenchServer } from './support';

const zone = 'Europe/Berlin';
const tableCount = 80;
const reservationCount = 300;
const runs = 7;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil(values.length * 0.95) - 1)] ?? NaN;
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function api<T>(url: string, token: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${url}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'x-restaurant-id': 'demo', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Tables up to 80 and 300 reservations today: each table's day in sittings, some at this hour (check-in targets). */
async function seedBusyDay(url: string, token: string): Promise<void> {
  const tables = await api<{ items: { level: string; tableNumber: string }[] }>(url, token, 'GET', '/tables');
  const level = tables.items[0]?.level ?? 'Dining Room';
  for (let n = tables.items.length; n < tableCount; n += 1) {
    await api(url, token, 'POST', '/tables', { tableNumber: `B${n}`, level, bookable: true, minCovers: 1, maxCovers: 6 });
  }
  const floor = (await api<{ items: { level: string; tableNumber: string }[] }>(url, token, 'GET', '/tables')).items.slice(0, tableCount);
  const today = localDateOf(Date.now(), zone);
  // Sittings of 75 minutes from 09:00, one after another on each table, so every reservation fits without overlap.
  const existing = await api<{ reservations: Record<string, { level: string; tableNumber: string; startTime: string; endTime: string }> }>(url, token, 'GET', `/reservations/matrix?date=${today}`);
  const busy = Object.values(existing.reservations);
  let made = 0;
  for (let sitting = 0; made < reservationCount && sitting < 12; sitting += 1) {
    for (const table of floor) {
      if (made >= reservationCount) break;
      const start = toInstant(today, 9 * 60 + sitting * 75, zone).getTime();
      const end = start + 75 * 60_000;
      const taken = busy.some((r) => r.level === table.level && r.tableNumber === table.tableNumber && Date.parse(r.startTime) < end && Date.parse(r.endTime) > start);
      if (taken) continue;
      await api(url, token, 'POST', '/reservations', {
        customer: { name: `Guest ${made + 1}` },
        partySize: 2,
        startTime: new Date(start).toISOString(),
        endTime: new Date(end).toISOString(),
        level: table.level,
        tableNumbers: [table.tableNumber],
      });
      made += 1;
    }
  }
}

async function signInPage(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/login`);
  await page.getByLabel(/^email$/i).fill('host@covers.test');
  await page.getByLabel(/^password$/i).fill(demoPassword);
  await page.locator('form').getByRole('button', { name: /^sign in$/i }).click();
  await page.waitForURL((target) => !target.pathname.startsWith('/login'));
}

/**
 * Time (in the page) from a click on `selector` until `done` holds, measured at the next frame (painted). Sent as
 * source text: tsx would wrap named inner functions in a helper the page does not have.
 */
const timedClickSource = `([clickSelector, doneSelector]) => new Promise((resolve, reject) => {
  const target = document.querySelector(clickSelector);
  if (!target) return reject(new Error('nothing at ' + clickSelector));
  let finished = false;
  const finish = () => {
    if (finished || !document.querySelector(doneSelector)) return;
    finished = true;
    observer.disconnect();
    requestAnimationFrame(() => {
      performance.mark('bench:shown');
      resolve(performance.now() - started);
    });
  };
  const observer = new MutationObserver(finish);
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, characterData: true });
  performance.mark('bench:tap');
  const started = performance.now();
  target.click();
  finish();
  setTimeout(() => { if (!finished) { observer.disconnect(); reject(new Error(doneSelector + ' did not appear')); } }, 10000);
})`;

async function timedClick(page: Page, selector: string, done: string): Promise<number> {
  return page.evaluate(`(${timedClickSource})(${JSON.stringify([selector, done])})`) as Promise<number>;
}

/** Check-in taps on the check-in screen: each arrival's button until its row shows "Checked in". */
async function checkInTaps(page: Page, count: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const row = `.foh-rows__item:not(.foh-rows__item--done)`;
    await page.locator(row).first().waitFor();
    const id = await page.evaluate((selector) => {
      const item = document.querySelector(selector);
      const marker = `bench-${Math.random().toString(36).slice(2)}`;
      item?.setAttribute('data-bench', marker);
      return marker;
    }, row);
    times.push(await timedClick(page, `[data-bench="${id}"] .button--primary`, `[data-bench="${id}"] .foh-badge--in`));
  }
  return times;
}

async function gridFirstRender(page: Page): Promise<number> {
  await page.getByRole('button', { name: 'List', exact: true }).click();
  await page.locator('.foh-grid').waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Grid', exact: true }).evaluate((button) => button.setAttribute('data-bench-grid', ''));
  return timedClick(page, '[data-bench-grid]', '.foh-grid [data-reservation-id]');
}

/** A new page with the network off: navigation start to the grid showing today's reservations (page's own clock). */
async function coldStartOffline(context: BrowserContext, url: string): Promise<number> {
  const page = await context.newPage();
  await page.addInitScript(() => {
    const watch = new MutationObserver(() => {
      if (!document.querySelector('.foh-grid [data-reservation-id]')) return;
      watch.disconnect();
      requestAnimationFrame(() => {
        (window as unknown as { gridShownAt: number }).gridShownAt = performance.now();
      });
    });
    document.addEventListener('DOMContentLoaded', () => watch.observe(document.body, { childList: true, subtree: true }));
  });
  // BENCH_PROFILE=<file>: the page's CPU profile of the start, for Chrome's performance panel or a script.
  const profileFile = process.env.BENCH_PROFILE;
  const cdp = profileFile ? await context.newCDPSession(page) : null;
  if (cdp) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
    await cdp.send('Profiler.start');
  }
  await page.goto(`${url}/r/demo/reservations`);
  await page.waitForFunction(() => (window as unknown as { gridShownAt?: number }).gridShownAt !== undefined, undefined, { timeout: 30_000 });
  const shownAt = await page.evaluate(() => (window as unknown as { gridShownAt: number }).gridShownAt);
  if (cdp && profileFile) {
    const { profile } = await cdp.send('Profiler.stop');
    writeFileSync(profileFile, JSON.stringify(profile));
  }
  if (process.env.BENCH_DEBUG) {
    const entries = await page.evaluate(() => [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].map((e) => `${e.startTime.toFixed(0).padStart(5)} → ${(e as PerformanceResourceTiming).responseEnd.toFixed(0).padStart(5)}  ${e.name.replace(location.origin, '')}`));
    const marks = await page.evaluate(() => performance.getEntriesByType('mark').map((e) => `${e.startTime.toFixed(0).padStart(5)}  mark ${e.name}`));
    console.log([...entries, ...marks].join('\n'));
  }
  await page.close();
  return shownAt;
}

export async function benchFrontOfHouseUi(): Promise<void> {
  if (!existsSync('dist/index.html') && (await run('node_modules/.bin/vite', ['build', '--logLevel', 'warn'])) !== 0) throw new Error('vite build failed');
  const { host, emulator } = await benchEmulator();
  const server = await startBenchServer('pglite', { staticDir: 'dist' });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    // As server/main.ts does at start: the published app config the tablet caches for offline starts.
    await server.app.services.publishing.republishAtStart('demo');
    await seedBusyDay(server.url, await signIn(host, 'owner@covers.test'));
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US', timezoneId: zone });
    const page = await context.newPage();
    await signInPage(page, server.url);
    await page.goto(`${server.url}/r/demo/reservations`);
    await page.locator('.foh-grid [data-reservation-id]').first().waitFor({ timeout: 30_000 });
    await page.evaluate(() => navigator.serviceWorker.ready);
    const blocks = await page.locator('.foh-grid [data-reservation-id]').count();

    const renders: number[] = [];
    for (let i = 0; i < runs; i += 1) renders.push(await gridFirstRender(page));
    console.log(`front of house  grid first render (${blocks} reservations on ${tableCount} tables)  median ${ms(median(renders))}, p95 ${ms(p95(renders))} (target ≤ 100 ms)`);

    await page.goto(`${server.url}/r/demo/checkin`);
    const online = await checkInTaps(page, runs);
    console.log(`front of house  check-in tap to screen, online   median ${ms(median(online))}, p95 ${ms(p95(online))} (target ≤ 50 ms)`);
    await context.setOffline(true);
    const offline = await checkInTaps(page, runs);
    console.log(`front of house  check-in tap to screen, offline  median ${ms(median(offline))}, p95 ${ms(p95(offline))} (target ≤ 50 ms)`);
    await page.close();

    const starts: number[] = [];
    for (let i = 0; i < 5; i += 1) starts.push(await coldStartOffline(context, server.url));
    console.log(`front of house  cold start offline to today's grid  median ${ms(median(starts))}, p95 ${ms(p95(starts))} (target ≤ 1000 ms)`);
    await context.close();
  } finally {
    await browser.close();
    await server.close();
    await emulator?.stop();
  }
}
