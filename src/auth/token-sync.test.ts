// Spec §7 token sync against a local server: POST with the bearer token on sign-in and refresh, DELETE on sign-out.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createTokenSync } from './token-sync';

const received: { method: string; authorization: string | undefined; path: string }[] = [];
const server = createServer((request, response) => {
  received.push({ method: request.method ?? '', authorization: request.headers.authorization, path: request.url ?? '' });
  response.writeHead(request.method === 'DELETE' ? 204 : 200).end();
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sync/tokens`;

describe('token sync', () => {
  it('posts the token on sign-in and each refresh, once per token, and deletes the last one on sign-out', async () => {
    const sync = createTokenSync(url);
    await sync(null);
    expect(received).toEqual([]);
    await sync('token-1');
    await sync('token-1');
    await sync('token-2');
    await sync(null);
    await sync(null);
    expect(received).toEqual([
      { method: 'POST', authorization: 'Bearer token-1', path: '/sync/tokens' },
      { method: 'POST', authorization: 'Bearer token-2', path: '/sync/tokens' },
      { method: 'DELETE', authorization: 'Bearer token-2', path: '/sync/tokens' },
    ]);
  });

  it('does not fail the sign-in when the address cannot be reached', async () => {
    const sync = createTokenSync('http://127.0.0.1:1/unreachable');
    await expect(sync('token-3')).resolves.toBeUndefined();
    await expect(sync(null)).resolves.toBeUndefined();
  });
});
