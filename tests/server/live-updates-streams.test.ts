// The live-update stream itself (docs/decisions/006): GET /api/events is an open event stream that proxies do not
// buffer; refused callers get the guard's answer; a device that goes away is unsubscribed; closing the app ends it.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openLiveStream } from '../support/live-stream';
import { createTestServer, demo, emulatorSignUp } from '../support/test-server';
import { headOfStream, uniqueSuffix } from './api-surface';
import { listeningCount, liveServerForFile } from './live-updates-kit';

const { server, listen, baseUrl } = await liveServerForFile();

describe('GET /api/events', () => {
  it('is an open event stream with the headers that keep proxies from buffering it', async () => {
    const stream = await listen(baseUrl(), demo.owner);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.headers.get('cache-control')).toContain('no-cache');
    expect(stream.headers.get('x-accel-buffering')).toBe('no');
    expect(stream.headers.get('content-encoding')).toBeNull();
    for (let i = 0; i < 100 && !stream.comments.includes('connected'); i++) await new Promise((r) => setTimeout(r, 10));
    expect(stream.comments).toContain('connected');
    stream.close();
  });

  it('refuses callers as the guard does: signed out, another tenant, no ReadReservations, no user type', async () => {
    const anonymous = await listen(baseUrl(), null);
    expect([anonymous.status, JSON.parse(anonymous.body).error]).toEqual([401, 'invalid_auth_header']);
    const otherTenant = await listen(baseUrl(), demo.owner2);
    expect([otherTenant.status, JSON.parse(otherTenant.body).error]).toEqual([403, 'access_denied']);
    const badToken = await openLiveStream(baseUrl(), { authorization: 'Bearer not-a-valid-token', 'x-restaurant-id': 'demo' });
    expect([badToken.status, JSON.parse(badToken.body).error]).toEqual([401, 'invalid_token']);

    // Staff whose role lacks ReadReservations.
    const role = await server.app.services.roles.create('demo', { name: `Live ${uniqueSuffix()}`, description: '', permissions: ['ViewAnalytics'] });
    const email = `live-${randomUUID()}@example.test`;
    const { uid, token } = await emulatorSignUp(email);
    await server.app.services.users.insertUser({ id: uid, email, type: 'Restaurant', restaurantId: 'demo', roleId: role._id });
    const withoutPermission = await openLiveStream(baseUrl(), { authorization: `Bearer ${token}`, 'x-restaurant-id': 'demo' });
    expect([withoutPermission.status, JSON.parse(withoutPermission.body).error]).toEqual([403, 'missing_permission']);

    const newcomer = await emulatorSignUp(`live-new-${randomUUID()}@example.test`);
    const typeless = await openLiveStream(baseUrl(), { authorization: `Bearer ${newcomer.token}`, 'x-restaurant-id': 'demo' });
    expect([typeless.status, JSON.parse(typeless.body).error]).toEqual([403, 'missing_user_type']);
    expect(server.app.services.changeFeed.listening('demo')).toBe(0);
  });

  it('a device that goes away is unsubscribed, over HTTP and through inject (as the matrix tests hang up)', async () => {
    const stream = await listen(baseUrl(), demo.host);
    await listeningCount(server.app, 'demo', 1);
    stream.close();
    await listeningCount(server.app, 'demo', 0);
    const injected = await server.call({ method: 'GET', url: '/api/events', as: demo.host, headers: { 'x-restaurant-id': 'demo' }, payloadAsStream: true });
    expect(injected.statusCode).toBe(200);
    expect(server.app.services.changeFeed.listening('demo')).toBe(1);
    await headOfStream(injected);
    await listeningCount(server.app, 'demo', 0);
  });

  it('ends open streams when the app closes, without holding the close up', async () => {
    const other = await createTestServer();
    const url = await other.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openLiveStream(url, { authorization: `Bearer ${await other.tokenFor(demo.host)}`, 'x-restaurant-id': 'demo' });
    expect(stream.status).toBe(200);
    await listeningCount(other.app, 'demo', 1);
    const started = Date.now();
    await other.close();
    await stream.ended;
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
