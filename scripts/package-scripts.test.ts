// Every file an npm script runs is in the repository (`npm run seed` once named a script that did not exist).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const scripts = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;

it.each(Object.entries(scripts).filter(([, command]) => command.startsWith('tsx ')))('npm run %s names a file that exists', (_name, command) => {
  const file = command.split(/\s+/)[1] ?? '';
  expect(existsSync(path.join(root, file)), `${command}`).toBe(true);
});
