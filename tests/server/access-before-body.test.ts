// Every route that is not public checks its caller when the request arrives, before the body is read: a stranger's
// megabytes are refused without being parsed. Refused calls without a valid sign-in count against the address's
// allowance (the public calls' figure); signed-in staff are never limited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, demo, type TestServer } from '../support/test-server';

const allowance = 5;
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ publicRateLimitPerMinute: allowance });
});
afterAll(() => server.close());

const importUrl = '/api/restaurant-migration/import';
const json = { 'content-type': 'application/json' };

describe('a caller without a token', () => {
  it('is refused with 401 before a huge, deeply nested or malformed body is read', async () => {
    const nested = '['.repeat(5_000_000) + ']'.repeat(5_000_000);
    const malformed = `{"restaurant": ${'x'.repeat(10 * 1024 * 1024)}`;
    for (const [what, payload] of [['nested', nested], ['malformed', malformed]] as const) {
      const reply = await server.call({ method: 'POST', url: importUrl, headers: json, payload, remoteAddress: `192.0.2.${what.length}` });
      expect(reply.statusCode, what).toBe(401);
      expect(reply.json().error, what).toBe('invalid_auth_header');
    }
  });

  it('with a forged token is refused as invalid before the body too', async () => {
    const reply = await server.call({ method: 'POST', url: importUrl, headers: { ...json, authorization: 'Bearer not-a-real-token' }, payload: '{'.repeat(300_000), remoteAddress: '192.0.2.20' });
    expect(reply.statusCode).toBe(401);
    expect(reply.json().error).toBe('invalid_token');
  });

  it('gets 429 with Retry-After once its refusals use up the allowance, on any non-public route', async () => {
    const remoteAddress = '192.0.2.30';
    const urls = ['/api/reservations?day=2030-01-01', '/api/users/me', '/api/admin/users'];
    for (let i = 0; i < allowance; i++) {
      const reply = await server.call({ method: 'GET', url: urls[i % urls.length] as string, remoteAddress });
      expect(reply.statusCode, `call ${i + 1}`).toBe(401);
    }
    const limited = await server.call({ method: 'POST', url: importUrl, headers: json, payload: '{}', remoteAddress });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // A forged token is no way around it.
    const forged = await server.call({ method: 'GET', url: '/api/users/me', headers: { authorization: 'Bearer not-a-real-token' }, remoteAddress });
    expect(forged.statusCode).toBe(429);
  });
});

describe('signed-in staff', () => {
  it('still get validation answers for a bad body, and are never limited', async () => {
    const remoteAddress = '192.0.2.40';
    for (let i = 0; i < allowance * 3; i++) {
      const reply = await server.call({ method: 'POST', url: importUrl, as: demo.owner, headers: json, payload: '{"nope": 1}', remoteAddress });
      expect(reply.statusCode, `call ${i + 1}`).toBe(400);
      expect(reply.json().error).toBe('invalid_request');
    }
  });
});
