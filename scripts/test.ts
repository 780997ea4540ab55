// `npm test`: typecheck, lint, unit and server tests (PGlite, and PostgreSQL when DATABASE_URL is set), the PWA build,
// and browser tests in Debian's Chromium — one auth emulator for all. Typecheck, lint and the build are steps, reported
// on their own line; each suite must run at least its floor of tests (tests/floor.json). Ends with the line
// `N passed, N failed, N skipped`, counting tests only (scripts/test-summary.ts).
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmulator, type RunningEmulator } from './emulator';
import { run } from './processes';
import { parseFloors, summarize, type RunRecord } from './test-summary';
import { projectCountsFile, type ProjectCounts } from './vitest-project-counts';

const resultsDir = '.test-results';
const bin = (name: string) => path.resolve('node_modules/.bin', name);
const record: RunRecord = { steps: [], suites: {} };

function step(name: string, ok: boolean) {
  record.steps.push({ name, ok });
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

async function check(name: string, command: string, args: string[], env?: NodeJS.ProcessEnv) {
  console.log(`\n▶ ${name}`);
  step(name, (await run(command, args, { env: { ...process.env, ...env } })) === 0);
}

async function vitest(env: NodeJS.ProcessEnv) {
  console.log(`\n▶ unit and server tests${process.env.DATABASE_URL ? ' (PGlite and PostgreSQL)' : ' (PGlite)'}`);
  const code = await run(bin('vitest'), ['run', '--reporter=default', '--reporter=./scripts/vitest-project-counts.ts'], { env });
  const report = readJson<ProjectCounts>(projectCountsFile);
  if (!report) return step('vitest (no report)', false);
  Object.assign(record.suites, report.projects);
  const failedTests = Object.values(report.projects).some((count) => count.failed > 0);
  // A file that fails to load, or an error outside any test, fails no test but fails the run.
  for (const file of report.brokenFiles) console.log(`broken test file: ${file}`);
  step('vitest run', report.brokenFiles.length === 0 && report.unhandledErrors === 0 && (code === 0 || failedTests));
}

async function playwright(env: NodeJS.ProcessEnv) {
  console.log('\n▶ browser tests (Playwright, Debian Chromium)');
  if ((await run('bash', ['scripts/ensure-chromium.sh'])) !== 0) return step('chromium install', false);
  const output = path.join(resultsDir, 'playwright.json');
  const dataDir = path.join(os.tmpdir(), `covers-e2e-${process.pid}`);
  const code = await run(bin('playwright'), ['test'], { env: { ...env, E2E_DATA_DIR: dataDir } });
  // The browser tests' server (its database, bucket and emails) is done with it.
  rmSync(dataDir, { recursive: true, force: true });
  const report = readJson<{ stats: { expected: number; unexpected: number; flaky: number; skipped: number } }>(output);
  if (!report) return step('playwright (no report)', false);
  const failed = report.stats.unexpected + report.stats.flaky;
  record.suites.playwright = { passed: report.stats.expected, failed, skipped: report.stats.skipped };
  step('playwright run', code === 0 || failed > 0);
}

/** The floors of the suites this run was meant to run: PostgreSQL's only with DATABASE_URL. */
function floorsForThisRun() {
  const floors = parseFloors(JSON.parse(readFileSync('tests/floor.json', 'utf8')));
  if (!process.env.DATABASE_URL) {
    console.log('server-postgres not run (no DATABASE_URL): its floor does not apply');
    delete floors['server-postgres'];
  }
  return floors;
}

async function main() {
  rmSync(resultsDir, { recursive: true, force: true });
  mkdirSync(resultsDir, { recursive: true });
  const started = Date.now();

  await check('typecheck', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']);
  await check('lint', bin('eslint'), ['--max-warnings=0', '.']);

  let emulator: RunningEmulator | undefined;
  const env: NodeJS.ProcessEnv = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };
  try {
    if (!env.FIREBASE_AUTH_EMULATOR_HOST) {
      console.log('\n▶ starting the Firebase Auth emulator for every suite');
      emulator = await startEmulator({ configFile: 'tests/support/firebase.test.json', host: '127.0.0.1:9199', quiet: true });
      env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
    }
    await vitest(env);
    await check('build', bin('vite'), ['build', '--logLevel', 'warn']);
    if (existsSync('dist/index.html')) await playwright(env);
  } catch (error) {
    console.error(error);
    step('test infrastructure', false);
  } finally {
    await emulator?.stop();
  }

  const seconds = Math.round((Date.now() - started) / 1000);
  let floors = {};
  try {
    floors = floorsForThisRun();
  } catch (error) {
    console.error(error);
    step('floors file', false);
  }
  const summary = summarize(record, floors);
  // .ci/run prints this file; its last line is the closing count.
  writeFileSync(path.join(resultsDir, 'summary.txt'), `${summary.lines.join('\n')}\n`);
  console.log(`\nnpm test took ${seconds} s`);
  for (const line of summary.lines) console.log(line);
  process.exit(summary.ok ? 0 : 1);
}

void main();
