import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = path.dirname(new URL(import.meta.url).pathname);
const files = readdirSync(dir).filter((file) => file.endsWith('.json'));
const catalogues = Object.fromEntries(
  files.map((file) => [file, JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Record<string, unknown>]),
);

describe('locale catalogues', () => {
  it('exist for de, en and es', () => {
    expect(files.sort()).toEqual(['de.json', 'en.json', 'es.json']);
  });

  it('hold flat string messages', () => {
    for (const [file, messages] of Object.entries(catalogues)) {
      for (const [key, value] of Object.entries(messages)) {
        expect(typeof value, `${file}: ${key}`).toBe('string');
        expect((value as string).trim(), `${file}: ${key} is empty`).not.toBe('');
      }
    }
  });

  it('have exactly the same keys in every language', () => {
    const allKeys = new Set(Object.values(catalogues).flatMap((messages) => Object.keys(messages)));
    for (const [file, messages] of Object.entries(catalogues)) {
      const missing = [...allKeys].filter((key) => !(key in messages));
      expect(missing, `${file} lacks keys`).toEqual([]);
    }
  });
});
