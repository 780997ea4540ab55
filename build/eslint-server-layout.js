// The server's layout, held by the linter (design.md "Layout"): a module talks to another only through its index.ts,
// platform/ imports no module, only repositories (and the platform's db, the seed and tests) touch the database, and
// no import cycle, type imports included (that rule holds the whole tree: eslint.config.js).
import fs from 'node:fs';
import { URL } from 'node:url';

const modules = fs.readdirSync(new URL('../server/modules', import.meta.url), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);

const moduleZones = modules.flatMap((target) =>
  modules
    .filter((from) => from !== target)
    .map((from) => ({
      target: `./server/modules/${target}`,
      from: `./server/modules/${from}`,
      except: ['./index.ts'],
      message: `a module uses another only through its index.ts (server/modules/${from}/index.ts)`,
    })),
);

export const serverLayout = [
  {
    files: ['server/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './server', from: './src', message: 'the server does not import the PWA' },
            { target: './server/platform', from: './server/modules', message: 'platform/ is what modules stand on: it imports none of them' },
            ...moduleZones,
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    ignores: [
      'server/platform/db/**',
      'server/modules/*/repository.ts',
      'server/modules/*/repository/**',
      'server/seed/**',
      'server/**/*.test.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['drizzle-orm', 'drizzle-orm/*'], message: 'SQL lives in repositories (server/modules/*/repository*)' },
            { group: ['**/platform/db/schema', '**/platform/db/schema/*', '**/db/schema'], allowTypeImports: true, message: 'tables are read and written in repositories (server/modules/*/repository*)' },
          ],
        },
      ],
    },
  },
];
