// Lighthouse (npm, v12) on the guest's booking home and a creator's public page (spec §2 /{slug}, sent rendered by the
// server) with Debian's Chromium: the mobile performance score (target ≥ 95 for both) and the main metrics.
// Lighthouse simulates a slow phone and network, so the figure is comparable.
import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromeLauncherFlags, chromiumPath } from '../scripts/chromium';
import { run } from '../scripts/processes';
import { startBenchServer } from './support';

/** The pages measured: the booking home, and the demo creator's page with its partner to book. */
const pages = [
  { label: 'booking home', path: '/r/demo/' },
  { label: 'creator page', path: '/creator' },
];

export async function benchLighthouse(): Promise<void> {
  if (!existsSync('dist/index.html') && (await run('node_modules/.bin/vite', ['build', '--logLevel', 'warn'])) !== 0) throw new Error('vite build failed');
  const server = await startBenchServer('pglite', { staticDir: 'dist' });
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromeLauncherFlags(chromeLauncher.Launcher.defaultFlags())],
    ignoreDefaultFlags: true,
  });
  try {
    await server.app.services.publishing.republishAtStart('demo');
    for (const page of pages) await measure(`${server.url.replace('127.0.0.1', 'localhost')}${page.path}`, page.label, chrome.port);
  } finally {
    chrome.kill();
    await server.close();
  }
}

async function measure(url: string, label: string, port: number): Promise<void> {
  // One Lighthouse run varies by several points on a shared machine (its blocking time comes from the CPU time it
  // observes); as Lighthouse's own guidance says, the median of a few runs is the figure, and every run is printed.
  const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
  const results: { score: number; line: string }[] = [];
  const failures: string[] = [];
  // A run Lighthouse could not measure (say NO_NAVSTART, its trace missing the navigation) reports a score of 0; it
  // is printed and run again instead of dragging the median down, up to as many failures as runs asked for.
  while (results.length < runs && failures.length < runs) {
    const result = await lighthouse(url, { port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
    if (!result) throw new Error('Lighthouse returned nothing');
    const { lhr } = result;
    if (lhr.runtimeError) {
      failures.push(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
      continue;
    }
    const metric = (id: string) => lhr.audits[id]?.displayValue ?? 'n/a';
    const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
    results.push({
      score,
      line: `performance ${score}  FCP ${metric('first-contentful-paint')}  LCP ${metric('largest-contentful-paint')}  TBT ${metric('total-blocking-time')}  CLS ${metric('cumulative-layout-shift')}`,
    });
  }
  for (const failure of failures) console.log(`lighthouse    a run failed and was repeated: ${failure}`);
  if (results.length === 0) throw new Error(`Lighthouse measured no run: ${failures.join('; ')}`);
  const median = [...results].sort((a, b) => a.score - b.score)[Math.floor(results.length / 2)] as (typeof results)[number];
  console.log(`lighthouse  ${label} (mobile)  median of ${results.length}: ${median.line}  (target ≥ 95)`);
  for (const [index, result] of results.entries()) console.log(`lighthouse    run ${index + 1}: ${result.line}`);
}
