// Which address a call comes from decides its rate-limit allowance. By default (TRUST_PROXY unset) X-Forwarded-For is
// not believed, so a client cannot claim a fresh address per request; behind a proxy TRUST_PROXY names the proxy (hops
// or addresses) and the client's address is the one that proxy states.
import { afterAll, expect, it } from 'vitest';
import type { Config } from '../../server/config';
import { createTestServer, type TestServer } from '../support/test-server';

const allowance = 3;
const servers: TestServer[] = [];
afterAll(async () => {
  for (const server of servers) await server.close();
});

async function serverWith(trustProxy: Config['trustProxy']): Promise<TestServer> {
  // Production mode: it used to trust every hop there.
  const server = await createTestServer({ mode: 'production', publicRateLimitPerMinute: allowance, trustProxy });
  servers.push(server);
  return server;
}

const healthFrom = (server: TestServer, forwardedFor: string) =>
  server.call({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-for': forwardedFor } });

it('by default a forged X-Forwarded-For does not reset the allowance', async () => {
  const server = await serverWith(false);
  for (let i = 0; i < allowance; i++) expect((await healthFrom(server, `203.0.113.${i}`)).statusCode).toBe(200);
  const limited = await healthFrom(server, '203.0.113.99');
  expect(limited.statusCode).toBe(429);
  expect(limited.json().error).toBe('rate_limited');
});

it.each([
  ['a hop count', 1],
  ['the proxy address', ['127.0.0.1']],
] as const)('with TRUST_PROXY as %s the client is the address the proxy states', async (_what, trustProxy) => {
  const server = await serverWith(typeof trustProxy === 'number' ? trustProxy : [...trustProxy]);
  // The client's own forged entry comes first; the proxy appends the address it saw.
  for (let i = 0; i < allowance; i++) expect((await healthFrom(server, `10.9.9.${i}, 203.0.113.7`)).statusCode).toBe(200);
  expect((await healthFrom(server, '10.9.9.200, 203.0.113.7')).statusCode).toBe(429);
  expect((await healthFrom(server, '203.0.113.8')).statusCode).toBe(200);
});
