import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// A committed it.only / describe.only would skip every other test of its file and still pass: refused in every
// project (a project does not inherit the root's test options), as the lint rule against .only does (eslint.config.js).
const allowOnly = false;

const serverProject = (engine: 'pglite' | 'postgres') => ({
  test: {
    name: `server-${engine}`,
    allowOnly,
    include: ['server/**/*.test.ts', 'tests/server/**/*.test.ts'],
    exclude: ['**/node_modules/**', 'server/**/*.unit.test.ts', 'tests/support/**/*.test.ts'],
    environment: 'node' as const,
    // The server files share each worker's module graph: every file builds its own app on its own database copy
    // (tests/support/test-server.ts). Loading fastify, drizzle and the schemas anew for each of the 31 files on each
    // engine was most of the 127 s Vitest reported as import time (31 s since; 358 → 236 s for the whole run).
    isolate: false,
    globalSetup: ['tests/support/global-setup.ts'],
    env: { TEST_DB_ENGINE: engine },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // Server test files spend much of their time waiting on the database and the auth emulator, so at least two run at
    // a time: vitest's default (cores − 1) runs one file at a time on a 2-core machine (510 s → ~270 s with two).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'unit',
          allowOnly,
          include: ['core/**/*.test.ts', 'build/**/*.test.ts', 'scripts/**/*.test.ts', 'locales/**/*.test.ts', 'src/**/*.test.ts', 'sw/**/*.test.ts', 'server/**/*.unit.test.ts', 'tests/support/**/*.test.ts'],
          environment: 'node',
        },
      },
      serverProject('pglite'),
      ...(process.env.DATABASE_URL ? [serverProject('postgres')] : []),
    ],
  },
});
