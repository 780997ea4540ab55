import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium';
import { analyticsCollectUrl } from './tests/e2e/support/analytics';
import { smtpPort } from './tests/e2e/support/mail';
import { stripeEnv } from './tests/e2e/support/stripe';

// Browser tests run against the built app served by the real API process on its own port and a throw-away
// database; the auth emulator is the one the test runner started (FIREBASE_AUTH_EMULATOR_HOST).
const port = Number(process.env.E2E_PORT ?? 8091);
const dataDir = process.env.E2E_DATA_DIR ?? `/tmp/covers-e2e-${process.pid}`;
// Several checkouts or builds can be tested side by side: each with its own port, build and report.
const staticDir = process.env.E2E_STATIC_DIR ?? 'dist';
const reportFile = process.env.E2E_REPORT ?? '.test-results/playwright.json';

export default defineConfig({
  testDir: 'tests/e2e',
  // The local Stripe stand-in (E2E_STRIPE_PORT, default 12110): the gift-card purchase pays on its hosted page.
  globalSetup: './tests/e2e/support/stripe-global-setup.ts',
  // A committed test.only would run that test alone and still report 0 failed: refused everywhere, not only on CI.
  forbidOnly: true,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: reportFile }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: chromiumPath,
      args: [...chromiumArgs, '--disable-quic'],
    },
    // A failed test keeps its trace: every action with the page's DOM before and after, and a screenshot of the end.
    // The trace's own screenshots (a screencast of every frame) are off: Chromium's browser and GPU processes used three
    // times the CPU with them (front of house and onboarding: 210 s with them, 147 s without, 127 s with no trace).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: `rm -rf ${dataDir} && node_modules/.bin/tsx server/main.ts`,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      // The browser tests always run on their own throw-away PGlite, never on the shared PostgreSQL.
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      STATIC_DIR: staticDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PUBLIC_PER_MINUTE: '100000',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}?ignoreTLS=true`,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9199',
      // Product analytics to a local stand-in (spec §8): it starts only after a guest accepts cookies, which the banner
      // asks only away from the local machine, so only the cookie-consent spec, on a host name of its own, sends any.
      ANALYTICS_MEASUREMENT_ID: 'G-E2E',
      ANALYTICS_COLLECT_URL: analyticsCollectUrl,
      // Gift cards are paid through the local Stripe stand-in that the global setup starts.
      ...stripeEnv,
    },
  },
});
