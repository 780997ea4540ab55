import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissions } from '../../core/permissions';
import { createTestServer, demo, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

describe('GET /api/users/me for every demo account', () => {
  it('admin: type Admin with every permission', async () => {
    const res = await server.call({ method: 'GET', url: '/api/users/me', as: demo.admin });
    expect(res.statusCode).toBe(200);
    const me = res.json();
    expect(me).toMatchObject({ _id: 'demo-admin', type: 'Admin', restaurantId: null, needsOnboarding: false });
    expect(me.permissions).toEqual([...permissions]);
  });

  it('owner: restaurant demo, role Owner with every permission', async () => {
    const me = (await server.call({ method: 'GET', url: '/api/users/me', as: demo.owner })).json();
    expect(me).toMatchObject({ type: 'Restaurant', restaurantId: 'demo', roleId: 'owner' });
    expect(me.role.name).toBe('Owner');
    expect([...me.permissions].sort()).toEqual([...permissions].sort());
  });

  it('host: restaurant demo, role Host with the four service permissions', async () => {
    const me = (await server.call({ method: 'GET', url: '/api/users/me', as: demo.host })).json();
    expect(me).toMatchObject({ type: 'Restaurant', restaurantId: 'demo', roleId: 'host' });
    expect([...me.permissions].sort()).toEqual(['ManageBlockers', 'ManageReservations', 'ManageTables', 'ReadReservations']);
  });

  it('owner2: restaurant demo2', async () => {
    const me = (await server.call({ method: 'GET', url: '/api/users/me', as: demo.owner2 })).json();
    expect(me).toMatchObject({ type: 'Restaurant', restaurantId: 'demo2', roleId: 'owner' });
  });

  it('creator: an affiliate with the slug creator', async () => {
    const me = (await server.call({ method: 'GET', url: '/api/users/me', as: demo.creator })).json();
    expect(me).toMatchObject({ type: 'Affiliate', username: 'creator', restaurantId: null, permissions: [] });
  });

  it('refuses a missing, malformed or forged token', async () => {
    const none = await server.call({ method: 'GET', url: '/api/users/me' });
    expect(none.statusCode).toBe(401);
    const malformed = await server.call({ method: 'GET', url: '/api/users/me', headers: { authorization: 'Token abc' } });
    expect(malformed.json()).toMatchObject({ error: 'invalid_auth_header' });
    const forged = await server.call({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJkZW1vLWFkbWluIn0.' },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ error: 'invalid_token' });
  });
});
