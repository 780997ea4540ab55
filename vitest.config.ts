import { defineConfig } from 'vitest/config';

const serverProject = (engine: 'pglite' | 'postgres') => ({
  test: {
    name: `server-${engine}`,
    include: ['server/**/*.test.ts', 'tests/server/**/*.test.ts'],
    exclude: ['**/node_modules/**', 'server/**/*.unit.test.ts'],
    environment: 'node' as const,
    globalSetup: ['tests/support/global-setup.ts'],
    env: { TEST_DB_ENGINE: engine },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['core/**/*.test.ts', 'scripts/**/*.test.ts', 'locales/**/*.test.ts', 'src/**/*.test.ts', 'sw/**/*.test.ts', 'server/**/*.unit.test.ts'],
          environment: 'node',
        },
      },
      serverProject('pglite'),
      ...(process.env.DATABASE_URL ? [serverProject('postgres')] : []),
    ],
  },
});
