// Affiliates' public faces (spec §3, §7): slug pages by slug or user id, the public list of affiliates with public
// fields only, and the check of a username's format and availability.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { demo, emulatorSignUp } from '../support/test-server';
import { fileServer, uniqueEmail } from './file-server';

const server = await fileServer();

describe('slugs, public users and username validation', () => {
  it('GET /api/slugs/user/{id} resolves an affiliate by slug or by user id', async () => {
    const bySlug = await server.call({ method: 'GET', url: '/api/slugs/user/creator' });
    expect(bySlug.statusCode).toBe(200);
    expect(bySlug.json()).toMatchObject({ userId: 'demo-creator', slug: 'creator', displayName: 'Clara Creator' });
    const byId = await server.call({ method: 'GET', url: '/api/slugs/user/demo-creator' });
    expect(byId.json()).toEqual(bySlug.json());
    expect((await server.call({ method: 'GET', url: '/api/slugs/user/CREATOR' })).json().userId).toBe('demo-creator');
    for (const id of ['demo-owner', 'demo-admin', 'nobody']) {
      const res = await server.call({ method: 'GET', url: `/api/slugs/user/${id}` });
      expect(res.statusCode, id).toBe(404);
    }
  });

  it('a deleted affiliate has no slug page', async () => {
    const { uid, token } = await emulatorSignUp(uniqueEmail('slug'));
    const username = `s-${randomUUID().slice(0, 8)}`;
    await server.call({ method: 'POST', url: '/api/users/type', headers: { authorization: `Bearer ${token}` }, payload: { type: 'Affiliate', username } });
    expect((await server.call({ method: 'GET', url: `/api/slugs/user/${username}` })).statusCode).toBe(200);
    await server.call({ method: 'DELETE', url: `/api/admin/users/${uid}`, as: demo.admin });
    expect((await server.call({ method: 'GET', url: `/api/slugs/user/${username}` })).statusCode).toBe(404);
    const publicUsers = (await server.call({ method: 'GET', url: '/api/users/public' })).json().items as { _id: string }[];
    expect(publicUsers.map((u) => u._id)).not.toContain(uid);
  });

  it('GET /users/public lists affiliates with public fields only', async () => {
    const res = await server.call({ method: 'GET', url: '/api/users/public' });
    expect(res.statusCode).toBe(200);
    const items = res.json().items as Record<string, unknown>[];
    // The demo creator's seeded profile (server/seed/demo-accounts.ts): bios, a link and the trattoria as partner.
    expect(items).toContainEqual({
      _id: 'demo-creator',
      username: 'creator',
      publicInformation: expect.objectContaining({ displayName: 'Clara Creator', links: ['https://example.com/clara-creator'], partners: ['demo'], bios: expect.objectContaining({ en: expect.any(String) }) }),
    });
    expect(items.map((u) => u._id)).not.toContain('demo-owner');
    expect(res.body).not.toContain('@covers.test');
    for (const item of items) expect(Object.keys(item).sort()).toEqual(['_id', 'publicInformation', 'username']);
  });

  it('GET /users/validate/affiliate-username/{name} checks format and availability', async () => {
    expect((await server.call({ method: 'GET', url: '/api/users/validate/affiliate-username/creator' })).json()).toMatchObject({ valid: true, available: false });
    expect((await server.call({ method: 'GET', url: '/api/users/validate/affiliate-username/Creator' })).json()).toMatchObject({ valid: true, available: false });
    const free = `free-${randomUUID().slice(0, 8)}`;
    expect((await server.call({ method: 'GET', url: `/api/users/validate/affiliate-username/${free}` })).json()).toMatchObject({ valid: true, available: true });
    for (const name of ['ab', '-lead', 'has%20space', 'x'.repeat(41)]) {
      const res = await server.call({ method: 'GET', url: `/api/users/validate/affiliate-username/${name}` });
      expect(res.statusCode, name).toBe(200);
      expect(res.json(), name).toMatchObject({ valid: false, available: false });
    }
  });
});
