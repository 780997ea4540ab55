// What most server test files share: one test server for the whole file, started before its first test and closed
// after its last, unique addresses for the accounts a test makes, and a collection's items as one caller lists them.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import type { AppDeps } from '../../server/app';
import type { Config } from '../../server/config';
import { createTestServer, type TestServer } from '../support/test-server';

/**
 * Registers the file's hooks and returns the server they start. The server exists only from the file's first
 * `beforeAll` on, so the returned object hands each use on to it; read it inside hooks and tests, not at import.
 * A file's own hooks, registered after this call, run once the server is up and before it closes (vitest runs
 * `beforeAll` hooks in the order registered and `afterAll` hooks last registered first).
 */
export function serverForFile(overrides: Partial<Config> = {}, appDeps: Pick<AppDeps, 'mailer' | 'emailOutboxOptions'> = {}): TestServer {
  const current = madeBeforeAll(
    () => createTestServer(overrides, appDeps),
    (server) => server.close(),
  );
  return {
    get app() {
      return current().app;
    },
    get database() {
      return current().database;
    },
    get config() {
      return current().config;
    },
    tokenFor: (email, password) => current().tokenFor(email, password),
    call: (options) => current().call(options),
    close: () => current().close(),
  };
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
