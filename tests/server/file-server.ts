// What server test files share: the file's own server (its own app over its own copy of the seeded database,
// tests/support/test-server.ts), built while the file loads and closed after the file's last test; things made in a
// hook of their own; unique addresses for the accounts a test makes; a collection's items as one caller lists them.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import type { AppDeps } from '../../server/app';
import type { Config } from '../../server/config';
import { createTestServer, type TestServer } from '../support/test-server';

export async function fileServer(overrides: Partial<Config> = {}, appDeps: Pick<AppDeps, 'mailer' | 'emailOutboxOptions'> = {}): Promise<TestServer> {
  const server = await createTestServer(overrides, appDeps);
  afterAll(() => server.close());
  return server;
}

/**
 * Makes something in a `beforeAll` hook and disposes of it in an `afterAll` hook, of the file or of the describe this
 * is called in; returns how to read it, which throws before it is made.
 */
export function madeBeforeAll<T extends object>(make: () => Promise<T>, dispose: (made: T) => Promise<void>): () => T {
  let made: T | undefined;
  beforeAll(async () => {
    made = await make();
  });
  afterAll(async () => {
    if (made) await dispose(made);
  });
  return () => {
    if (!made) throw new Error('Made in beforeAll: use it inside hooks and tests');
    return made;
  };
}

/** The items of a collection as `as` lists them (GET on the collection, 200). */
export async function listedAs<T>(server: TestServer, collection: string, as: string): Promise<T[]> {
  const res = await server.call({ method: 'GET', url: collection, as });
  expect(res.statusCode).toBe(200);
  return res.json().items as T[];
}

/** An address no other test uses, so a sign-up or invite never meets an account made earlier. */
export const uniqueEmail = (tag: string) => `${tag}-${randomUUID()}@covers.test`;
