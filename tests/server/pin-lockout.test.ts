// Wrong PINs are limited per parent account (server/auth/pin-attempts.ts): short PINs must not be guessable.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { maxPinFailures } from '../../server/auth/pin-attempts';
import { createTestServer, demo, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

it('locks the parent after five wrong PINs, even for the right PIN, while other accounts stay free', async () => {
  const created = await server.call({ method: 'POST', url: '/api/users/children', as: demo.owner, payload: { displayName: 'Kim', pin: '2468', roleId: 'host' } });
  expect(created.statusCode).toBe(201);
  const childId = created.json()._id as string;
  const attempt = (pin: string) => server.call({ method: 'POST', url: '/api/users/authenticate', as: demo.owner, payload: { userId: childId, pin } });

  for (let i = 0; i < maxPinFailures; i++) {
    const wrong = await attempt(`000${i}`);
    expect(wrong.statusCode).toBe(403);
  }
  const locked = await attempt('2468');
  expect(locked.statusCode).toBe(429);
  expect(locked.json().error).toBe('rate_limited');

  const other = await server.call({ method: 'POST', url: '/api/users/authenticate', as: demo.owner2, payload: { userId: childId, pin: '2468' } });
  expect(other.statusCode).toBe(404);
});
