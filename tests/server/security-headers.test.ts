// Every response carries helmet's security headers (server/platform/http/security-headers.ts): answers, errors and unknown paths.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

it.each([
  ['an answer', '/api/health', 200],
  ['a refusal', '/api/reservations/LoadReservation?token=no-such-manage-link', 404],
  ['a malformed request', '/api/reservations/LoadReservation?token=nope', 400],
  ['an unknown API path', '/api/no-such-thing', 404],
])('%s carries the security headers', async (_what, url, status) => {
  const reply = await server.call({ method: 'GET', url, restaurant: 'demo' });
  expect(reply.statusCode).toBe(status);
  const csp = String(reply.headers['content-security-policy']);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("connect-src 'self' https://identitytoolkit.googleapis.com https://securetoken.googleapis.com");
  expect(csp).toContain("worker-src 'self'");
  expect(reply.headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(reply.headers['x-content-type-options']).toBe('nosniff');
  // HSTS only in production (README): a browser would otherwise pin a developer's localhost to HTTPS for a year.
  expect(reply.headers['strict-transport-security']).toBeUndefined();
  expect(reply.headers['cross-origin-embedder-policy']).toBeUndefined();
});

it('sends Strict-Transport-Security in production, and not in development', async () => {
  for (const mode of ['production', 'development'] as const) {
    const other = await createTestServer({ mode });
    try {
      const reply = await other.call({ method: 'GET', url: '/api/health' });
      expect(reply.statusCode, mode).toBe(200);
      if (mode === 'production') expect(reply.headers['strict-transport-security']).toContain('max-age=');
      else expect(reply.headers['strict-transport-security'], mode).toBeUndefined();
    } finally {
      await other.close();
    }
  }
});

it("lets any site frame the guest's pages (a restaurant's own website), and only the app itself frame every other page", async () => {
  for (const url of ['/r/demo/', '/r/demo/guest/reservation/some-manage-token', '/r/demo/reservation?token=some-manage-token']) {
    const reply = await server.call({ method: 'GET', url });
    const csp = String(reply.headers['content-security-policy']);
    expect(reply.headers['x-frame-options'], url).toBeUndefined();
    expect(csp, url).toContain('frame-ancestors *');
    expect(csp, url).not.toContain("frame-ancestors 'self'");
    // The rest of the policy is the same.
    expect(csp, url).toContain("default-src 'self'");
    expect(csp, url).toContain("script-src 'self'");
  }
  for (const url of ['/r/demo/reservations', '/r/demo/settings/tables', '/admin/', '/index.html', '/api/health']) {
    const reply = await server.call({ method: 'GET', url });
    expect(reply.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    expect(String(reply.headers['content-security-policy']), url).toContain("frame-ancestors 'self'");
  }
});

it("finds the guest's pages at the root of a restaurant's own host, and keeps its staff screens to the app", async () => {
  const onRestaurantHost = (url: string) => server.call({ method: 'GET', url, headers: { host: 'book.trattoria.example' } });
  for (const url of ['/', '/guest/reservation/some-manage-token', '/reservation?token=some-manage-token']) {
    const reply = await onRestaurantHost(url);
    expect(reply.headers['x-frame-options'], url).toBeUndefined();
    expect(String(reply.headers['content-security-policy']), url).toContain('frame-ancestors *');
  }
  for (const url of ['/reservations', '/checkin', '/login', '/r/demo/']) {
    const reply = await onRestaurantHost(url);
    expect(reply.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    expect(String(reply.headers['content-security-policy']), url).toContain("frame-ancestors 'self'");
  }
  // On the product's own host, its root is the product's page, not a restaurant's.
  expect((await server.call({ method: 'GET', url: '/' })).headers['x-frame-options']).toBe('SAMEORIGIN');
});
