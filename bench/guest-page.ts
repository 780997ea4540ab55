// The guest's booking home: JavaScript transferred (compressed, as the browser received it) before the page is
// interactive, measured in Debian's Chromium against the built app served by the real API. Target ≤ 90 KB (issue 4).
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { run } from '../scripts/processes';
import { startBenchServer } from './support';

const launchArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export async function benchGuestPage(): Promise<void> {
  if (!existsSync('dist/index.html') && (await run('node_modules/.bin/vite', ['build', '--logLevel', 'warn'])) !== 0) throw new Error('vite build failed');
  const server = await startBenchServer('pglite', { staticDir: 'dist' });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: launchArgs });
  try {
    await server.app.services.publishing.publishRestaurant('demo');
    for (const [label, viewport] of [['phone', { width: 390, height: 844 }]] as const) {
      const context = await browser.newContext({ viewport, locale: 'en-US' });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      const scripts = new Map<string, { url: string; bytes: number }>();
      cdp.on('Network.responseReceived', (event) => {
        if (event.type === 'Script') scripts.set(event.requestId, { url: event.response.url, bytes: 0 });
      });
      cdp.on('Network.loadingFinished', (event) => {
        const script = scripts.get(event.requestId);
        if (script) script.bytes = event.encodedDataLength;
      });
      const started = Date.now();
      await page.goto(`${server.url}/r/demo/`);
      await page.getByRole('button', { name: 'Book a table' }).waitFor();
      const interactiveMs = Date.now() - started;
      const total = [...scripts.values()].reduce((sum, script) => sum + script.bytes, 0);
      const encoding = await page.evaluate(async () => (await fetch('/', { method: 'HEAD' })).headers.get('content-encoding'));
      console.log(
        `guest page  ${label}  JS transferred before interactive ${(total / 1024).toFixed(1)} KB in ${scripts.size} files ` +
          `(target ≤ 90 KB; content-encoding of the shell: ${encoding ?? 'none'})  interactive after ${interactiveMs} ms`,
      );
      await context.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
}
