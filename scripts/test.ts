// `npm test`: typecheck, lint, unit and server tests (PGlite, and PostgreSQL when DATABASE_URL is set), the PWA build,
// and browser tests in Debian's Chromium — one auth emulator for all. Ends with the line `N passed, N failed`.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmulator, type RunningEmulator } from './emulator';
import { run } from './processes';

interface Tally {
  passed: number;
  failed: number;
  skipped: number;
}

const resultsDir = '.test-results';
const bin = (name: string) => path.resolve('node_modules/.bin', name);
const tally: Tally = { passed: 0, failed: 0, skipped: 0 };
const failures: string[] = [];

function record(name: string, ok: boolean) {
  if (ok) tally.passed += 1;
  else {
    tally.failed += 1;
    failures.push(name);
  }
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
  record(name, (await run(command, args, { env: { ...process.env, ...env } })) === 0);
}

async function vitest(env: NodeJS.ProcessEnv) {
  console.log(`\n▶ unit and server tests${process.env.DATABASE_URL ? ' (PGlite and PostgreSQL)' : ' (PGlite)'}`);
  const output = path.join(resultsDir, 'vitest.json');
  const code = await run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${output}`], { env });
  const report = readJson<{ numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number; testResults: { status: string; name: string }[] }>(output);
  if (!report) return record('vitest (no report)', false);
  tally.passed += report.numPassedTests;
  tally.failed += report.numFailedTests;
  tally.skipped += report.numPendingTests + report.numTodoTests;
  // A file that fails to load has no failed test but a failed suite.
  const brokenFiles = report.testResults.filter((file) => file.status === 'failed').length;
  if (report.numFailedTests === 0 && (brokenFiles > 0 || code !== 0)) record('vitest (suite errors)', false);
  if (report.numFailedTests > 0) failures.push(`vitest: ${report.numFailedTests} failed`);
}

async function playwright(env: NodeJS.ProcessEnv) {
  console.log('\n▶ browser tests (Playwright, Debian Chromium)');
  if ((await run('bash', ['scripts/ensure-chromium.sh'])) !== 0) return record('chromium install', false);
  const output = path.join(resultsDir, 'playwright.json');
  const dataDir = path.join(os.tmpdir(), `covers-e2e-${process.pid}`);
  const code = await run(bin('playwright'), ['test'], { env: { ...env, E2E_DATA_DIR: dataDir } });
  // The browser tests' server (its database, bucket and emails) is done with it.
  rmSync(dataDir, { recursive: true, force: true });
  const report = readJson<{ stats: { expected: number; unexpected: number; flaky: number; skipped: number } }>(output);
  if (!report) return record('playwright (no report)', false);
  tally.passed += report.stats.expected;
  tally.failed += report.stats.unexpected + report.stats.flaky;
  tally.skipped += report.stats.skipped;
  if (report.stats.unexpected + report.stats.flaky > 0) failures.push(`playwright: ${report.stats.unexpected + report.stats.flaky} failed`);
  if (code !== 0 && report.stats.unexpected + report.stats.flaky === 0) record('playwright (run error)', false);
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
    await check('PWA build', bin('vite'), ['build', '--logLevel', 'warn']);
    if (existsSync('dist/index.html')) await playwright(env);
  } catch (error) {
    console.error(error);
    record('test infrastructure', false);
  } finally {
    await emulator?.stop();
  }

  const seconds = Math.round((Date.now() - started) / 1000);
  if (failures.length) console.log(`\nFailed: ${failures.join('; ')}`);
  const line = `${tally.passed} passed, ${tally.failed} failed, ${tally.skipped} skipped`;
  writeFileSync(path.join(resultsDir, 'summary.txt'), `${line}\n`);
  console.log(`\nnpm test took ${seconds} s`);
  console.log(line);
  process.exit(tally.failed > 0 ? 1 : 0);
}

void main();
