// Lighthouse (npm, v12) on the guest's booking home with Debian's Chromium: the mobile performance score (issue 4
// target ≥ 95) and its main metrics. Lighthouse simulates a slow phone and network, so the figure is comparable.
import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../scripts/chromium';
import { run } from '../scripts/processes';
import { startBenchServer } from './support';

export async function benchLighthouse(): Promise<void> {
  if (!existsSync('dist/index.html') && (await run('node_modules/.bin/vite', ['build', '--logLevel', 'warn'])) !== 0) throw new Error('vite build failed');
  const server = await startBenchServer('pglite', { staticDir: 'dist' });
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  try {
    await server.app.services.publishing.publishRestaurant('demo');
    const url = `${server.url.replace('127.0.0.1', 'localhost')}/r/demo/`;
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
    if (!result) throw new Error('Lighthouse returned nothing');
    const { lhr } = result;
    const metric = (id: string) => lhr.audits[id]?.displayValue ?? 'n/a';
    console.log(
      `lighthouse  booking home (mobile)  performance ${Math.round((lhr.categories.performance?.score ?? 0) * 100)} (target ≥ 95)  ` +
        `FCP ${metric('first-contentful-paint')}  LCP ${metric('largest-contentful-paint')}  TBT ${metric('total-blocking-time')}  CLS ${metric('cumulative-layout-shift')}`,
    );
  } finally {
    chrome.kill();
    await server.close();
  }
}
