// The server a test file works on: its own app over its own copy of the seeded database (tests/support/test-server.ts),
// built while the file loads and closed after the file's last test.
import { afterAll } from 'vitest';
import type { Config } from '../../server/config';
import { createTestServer, type TestServer } from '../support/test-server';

export async function fileServer(overrides: Partial<Config> = {}): Promise<TestServer> {
  const server = await createTestServer(overrides);
  afterAll(() => server.close());
  return server;
}
