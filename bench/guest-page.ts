// The guest's booking home: JavaScript transferred (compressed, as the browser received it) before the page is
// interactive, measured in Debian's Chromium against the built app served by the real API. Target ≤ 90 KB.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/chromium';
import { run } from '../scripts/processes';
import { startBenchServer } from './support';


export async function benchGuestPage(): Promise<void> {
  if (!existsSync('dist/index.html') && (await run('node_modules/.bin/vite', ['build', '--logLevel', 'warn'])) !== 0) throw new Error('vite build failed');
  const server = await startBenchServer('pglite', { staticDir: 'dist' });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    await server.app.services.publishing.republishAtStart('demo');
    for (const [label, viewport] of [['phone', { width: 390, height: 844 }]] as const) {
      const context = await browser.newContext({ viewport, locale: 'en-US' });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      // "Interactive": the moment the welcome's button is in the page, recorded by the page itself; a script counts
      // when it was requested before that moment (the flow behind the button is fetched right after, on purpose).
      await page.addInitScript(() => {
        const watch = new MutationObserver(() => {
          const button = [...document.querySelectorAll('button')].find((candidate) => candidate.textContent === 'Book a table');
          if (!button) return;
          (window as unknown as { interactiveAt: number }).interactiveAt = Date.now();
          watch.disconnect();
        });
        document.addEventListener('DOMContentLoaded', () => watch.observe(document.body, { childList: true, subtree: true }));
      });
      const requestedAt = new Map<string, number>();
      cdp.on('Network.requestWillBeSent', (event) => requestedAt.set(event.requestId, event.wallTime * 1000));
      const scripts = new Map<string, { url: string; bytes: number; requestedAt: number; encoding: string }>();
      const encodings = new Set<string>();
      cdp.on('Network.responseReceived', (event) => {
        if (event.type !== 'Script') return;
        const encoding = String(event.response.headers['content-encoding'] ?? event.response.headers['Content-Encoding'] ?? 'identity');
        scripts.set(event.requestId, { url: event.response.url, bytes: 0, requestedAt: requestedAt.get(event.requestId) ?? 0, encoding });
        encodings.add(encoding);
      });
      cdp.on('Network.loadingFinished', (event) => {
        const script = scripts.get(event.requestId);
        if (script) script.bytes = event.encodedDataLength;
      });
      const started = Date.now();
      await page.goto(`${server.url}/r/demo/`);
      await page.getByRole('button', { name: 'Book a table' }).waitFor();
      const interactiveAt = await page.evaluate(() => (window as unknown as { interactiveAt: number }).interactiveAt);
      const interactiveMs = interactiveAt - started;
      await page.waitForLoadState('networkidle');
      const later = [...scripts.values()].filter((script) => script.requestedAt > interactiveAt);
      const loaded = [...scripts.values()].filter((script) => script.requestedAt <= interactiveAt);
      const transferred = loaded.reduce((sum, script) => sum + script.bytes, 0);
      // The target is stated for gzip; the server prefers brotli when the browser accepts it, so the gzip figure is
      // read from the build's precompressed .gz twin of each script the browser loaded.
      const gzipped = loaded.map((script) => ({ file: new URL(script.url).pathname, bytes: gzipSize(new URL(script.url).pathname) }));
      const gzipTotal = gzipped.reduce((sum, script) => sum + script.bytes, 0);
      console.log(
        `guest page  ${label}  JS before interactive: ${(gzipTotal / 1024).toFixed(1)} KB gzipped (target ≤ 90 KB), ` +
          `${(transferred / 1024).toFixed(1)} KB transferred with headers as ${[...encodings].join('+')}, in ${loaded.length} files; interactive after ${interactiveMs} ms`,
      );
      for (const script of gzipped.sort((a, b) => b.bytes - a.bytes)) {
        const received = loaded.find((candidate) => new URL(candidate.url).pathname === script.file);
        console.log(`    ${(script.bytes / 1024).toFixed(1).padStart(6)} KB gzipped, ${((received?.bytes ?? 0) / 1024).toFixed(1).padStart(6)} KB received as ${received?.encoding ?? '?'}  ${script.file}`);
      }
      for (const script of later) console.log(`    then, once interactive: ${new URL(script.url).pathname} (${(gzipSize(new URL(script.url).pathname) / 1024).toFixed(1)} KB)`);
      await context.close();
    }
    await slowPhone(browser, server.url);
  } finally {
    await browser.close();
    await server.close();
  }
}

/**
 * The booking home on an emulated slow phone: Lighthouse's mobile network (562.5 ms per request, 1.47 Mbit/s down,
 * over HTTP/1.1 as this server speaks it) and its 4x CPU slowdown, a first visit each time. When the welcome paints
 * (the server sends it with the page) and when "Book a table" is in the page, median of three.
 */
async function slowPhone(browser: Browser, url: string): Promise<void> {
  const painted: number[] = [];
  const interactive: number[] = [];
  for (let run = 0; run < 3; run++) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const started = Date.now();
    await page.goto(`${url}/r/demo/`);
    await page.getByRole('button', { name: 'Book a table' }).waitFor({ timeout: 60_000 });
    interactive.push(Date.now() - started);
    painted.push(await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN));
    await context.close();
  }
  const median = (values: number[]) => Math.round([...values].sort((a, b) => a - b)[1] as number);
  console.log(`guest page  slow phone (Lighthouse's mobile network, 4x CPU)  welcome painted ${median(painted)} ms  "Book a table" in the page ${median(interactive)} ms  (median of 3; runs ${interactive.join(', ')} ms)`);
}

function gzipSize(urlPath: string): number {
  const file = path.join('dist', urlPath);
  return existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : statSync(file).size;
}
