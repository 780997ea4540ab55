// The per-address limit on public API calls, at its real configured value (every other test raises it out of the way).
// Published files (/files/*), the built app's files and page navigations are never counted: guests behind one address
// (a carrier's NAT, hotel Wi-Fi) load them on every visit, and they belong behind a CDN.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { defaultPublicRateLimitPerMinute } from '../../server/config';
import { createTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let staticDir: string;
beforeAll(async () => {
  staticDir = await mkdtemp(path.join(os.tmpdir(), 'covers-static-'));
  await mkdir(path.join(staticDir, 'assets'));
  await writeFile(path.join(staticDir, 'index.html'), '<!doctype html><title>Covers</title>');
  await writeFile(path.join(staticDir, 'assets', 'app-1234.js'), 'console.log(1)');
  server = await createTestServer({ publicRateLimitPerMinute: defaultPublicRateLimitPerMinute, staticDir });
  await server.app.bucket.put('app-config/demo.json', JSON.stringify({ name: 'Trattoria Demo' }), 'application/json; charset=utf-8');
});
afterAll(async () => {
  await server.close();
  await rm(staticDir, { recursive: true, force: true });
});

const health = () => server.call({ method: 'GET', url: '/api/health' });

it('answers the call after the allowance 429 rate_limited with Retry-After, while files and pages keep answering', async () => {
  // Files, the app's own files and page navigations before the limit do not use up the allowance.
  for (let i = 0; i < 20; i++) {
    expect((await server.call({ method: 'GET', url: '/files/app-config/demo.json' })).statusCode).toBe(200);
    expect((await server.call({ method: 'GET', url: '/r/demo/' })).statusCode).toBe(200);
  }
  for (let i = 0; i < defaultPublicRateLimitPerMinute; i++) {
    const reply = await health();
    expect(reply.statusCode, `call ${i + 1}`).toBe(200);
  }
  const limited = await health();
  expect(limited.statusCode).toBe(429);
  expect(limited.json()).toMatchObject({ error: 'rate_limited' });
  expect(limited.json().message).toMatch(/try again in \d+ s/);
  expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);

  const file = await server.call({ method: 'GET', url: '/files/app-config/demo.json' });
  expect(file.statusCode).toBe(200);
  expect(file.json()).toEqual({ name: 'Trattoria Demo' });
  expect((await server.call({ method: 'GET', url: '/assets/app-1234.js' })).statusCode).toBe(200);
  const page = await server.call({ method: 'GET', url: '/r/demo/reservation?token=abc' });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toContain('text/html');
  // Another address has its own allowance.
  expect((await server.call({ method: 'GET', url: '/api/health', remoteAddress: '198.51.100.9' })).statusCode).toBe(200);
});
