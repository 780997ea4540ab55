// Roles (spec §3, §6): CRUD within the own restaurant, unique names, a held role cannot be deleted, tenant isolation.
import { randomUUID } from 'node:crypto';
import { staffHeaders } from './override-kit';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { permissions } from '../../core/permissions';
import { roles, users } from '../../server/platform/db/schema';
import { demo } from '../support/test-server';
import { fileServer, listedAs } from './file-server';

const server = await fileServer();

interface RoleDto {
  _id: string;
  name: string;
  description: string;
  permissions: string[];
}

async function createRole(body: Partial<RoleDto> = {}, as: string = demo.owner): Promise<RoleDto> {
  const res = await server.call({ method: 'POST', url: '/api/roles', as, payload: { name: `Role ${randomUUID()}`, permissions: ['ReadReservations'], ...body } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as RoleDto;
}

const rolesOf = (restaurantId: string) => server.database.db.select().from(roles).where(eq(roles.restaurantId, restaurantId));

describe('listing and reading roles', () => {
  it("lists the own restaurant's roles sorted by name", async () => {
    const items = await listedAs<RoleDto>(server, '/api/roles', demo.owner);
    const names = items.map((r) => r.name);
    expect(names).toEqual([...names].sort());
    expect(items.find((r) => r._id === 'owner')).toMatchObject({ name: 'Owner' });
    expect([...(items.find((r) => r._id === 'owner')?.permissions ?? [])].sort()).toEqual([...permissions].sort());
    expect(items.find((r) => r._id === 'host')?.permissions.sort()).toEqual(['ManageBlockers', 'ManageReservations', 'ManageTables', 'ReadReservations']);
  });

  it('GET /roles/{id} returns one role, 404 for an unknown one', async () => {
    const host = await server.call({ method: 'GET', url: '/api/roles/host', as: demo.owner });
    expect(host.statusCode).toBe(200);
    expect(host.json()).toMatchObject({ _id: 'host', name: 'Host' });
    const missing = await server.call({ method: 'GET', url: '/api/roles/no-such-role', as: demo.owner });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('not_found');
  });

  it('needs ManageRoles: the host and an affiliate are refused, anonymous callers too', async () => {
    const host = await server.call({ method: 'GET', url: '/api/roles', as: demo.host });
    expect(host.statusCode).toBe(403);
    expect(host.json().error).toBe('missing_permission');
    const creator = await server.call({ method: 'GET', url: '/api/roles', as: demo.creator });
    expect(creator.statusCode).toBe(403);
    expect(creator.json().error).toBe('access_denied');
    const anonymous = await server.call({ method: 'GET', url: '/api/roles', restaurant: 'demo' });
    expect(anonymous.statusCode).toBe(401);
    const hostCreate = await server.call({ method: 'POST', url: '/api/roles', as: demo.host, payload: { name: 'Sneaky', permissions: ['ManageRoles'] } });
    expect(hostCreate.statusCode).toBe(403);
    expect((await rolesOf('demo')).map((r) => r.name)).not.toContain('Sneaky');
  });

  it('an admin reads a restaurant’s roles under an override session for it, or through the admin’s own call', async () => {
    const res = await server.call({ method: 'GET', url: '/api/roles', as: demo.admin, headers: await staffHeaders(server.app, demo.admin, 'demo2') });
    expect(res.statusCode).toBe(200);
    const ids = (await rolesOf('demo2')).map((r) => r.id).sort();
    expect((res.json().items as RoleDto[]).map((r) => r._id).sort()).toEqual(ids);
    const adminCall = await server.call({ method: 'GET', url: '/api/admin/restaurants/demo2/roles', as: demo.admin });
    expect((adminCall.json().items as RoleDto[]).map((r) => r._id).sort()).toEqual(ids);
    // Spec §6: naming the restaurant is not enough; without a session nothing is read, so nothing goes unaudited.
    const bare = await server.call({ method: 'GET', url: '/api/roles', as: demo.admin, restaurant: 'demo2' });
    expect([bare.statusCode, bare.json().error]).toEqual([403, 'override_session_required']);
  });
});

describe('creating and changing roles', () => {
  it('creates a role with de-duplicated permissions and reads it back', async () => {
    const role = await createRole({ name: '  Waiter  ', description: 'Floor', permissions: ['ReadReservations', 'ManageTables', 'ReadReservations'] });
    expect(role).toMatchObject({ name: 'Waiter', description: 'Floor' });
    expect([...role.permissions].sort()).toEqual(['ManageTables', 'ReadReservations']);
    const read = await server.call({ method: 'GET', url: `/api/roles/${role._id}`, as: demo.owner });
    expect(read.json()).toEqual(role);
  });

  it('duplicate role names give 409 conflict, on create and on rename', async () => {
    const dup = await server.call({ method: 'POST', url: '/api/roles', as: demo.owner, payload: { name: 'Host', permissions: ['ReadReservations'] } });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toBe('conflict');
    const role = await createRole({ name: `Renamable ${randomUUID()}` });
    const rename = await server.call({ method: 'PUT', url: `/api/roles/${role._id}`, as: demo.owner, payload: { name: 'Owner', permissions: ['ReadReservations'] } });
    expect(rename.statusCode).toBe(409);
    expect(rename.json().error).toBe('conflict');
    const [row] = await server.database.db.select().from(roles).where(and(eq(roles.restaurantId, 'demo'), eq(roles.id, role._id)));
    expect(row?.name).toBe(role.name);
  });

  it('the same name is fine in another restaurant', async () => {
    const name = `Shared ${randomUUID()}`;
    await createRole({ name });
    const other = await createRole({ name }, demo.owner2);
    expect(other.name).toBe(name);
  });

  it('updates name, description and permissions', async () => {
    const role = await createRole();
    const res = await server.call({ method: 'PUT', url: `/api/roles/${role._id}`, as: demo.owner, payload: { name: `${role.name} v2`, description: 'changed', permissions: ['ViewAnalytics', 'ManageAreas'] } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: role._id, name: `${role.name} v2`, description: 'changed' });
    expect((res.json() as RoleDto).permissions.sort()).toEqual(['ManageAreas', 'ViewAnalytics']);
    const missing = await server.call({ method: 'PUT', url: '/api/roles/no-such-role', as: demo.owner, payload: { name: 'X', permissions: ['ViewAnalytics'] } });
    expect(missing.statusCode).toBe(404);
  });

  it('rejects an empty, unknown or sentinel permission list and an empty name', async () => {
    for (const payload of [
      { name: 'Empty', permissions: [] },
      { name: 'Unknown', permissions: ['FlyToTheMoon'] },
      { name: 'Sentinel', permissions: [-1] },
      { name: 'Missing' },
      { name: '   ', permissions: ['ReadReservations'] },
    ]) {
      const res = await server.call({ method: 'POST', url: '/api/roles', as: demo.owner, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error).toBe('invalid_request');
    }
    const names = (await rolesOf('demo')).map((r) => r.name);
    for (const name of ['Empty', 'Unknown', 'Sentinel', 'Missing']) expect(names).not.toContain(name);
  });

  it("a changed role changes its holders' permissions", async () => {
    const role = await createRole({ permissions: ['ReadReservations'] });
    await server.database.db.update(users).set({ roleId: role._id }).where(eq(users.id, 'demo-host'));
    expect((await server.call({ method: 'GET', url: '/api/users/me', as: demo.host })).json().permissions).toEqual(['ReadReservations']);
    await server.call({ method: 'PUT', url: `/api/roles/${role._id}`, as: demo.owner, payload: { name: role.name, permissions: ['ReadReservations', 'ManageRoles'] } });
    expect((await server.call({ method: 'GET', url: '/api/roles', as: demo.host })).statusCode).toBe(200);
    await server.database.db.update(users).set({ roleId: 'host' }).where(eq(users.id, 'demo-host'));
  });
});

describe('deleting roles', () => {
  it('a role held by a user cannot be deleted (409 conflict) and stays', async () => {
    const res = await server.call({ method: 'DELETE', url: '/api/roles/host', as: demo.owner });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('conflict');
    expect((await rolesOf('demo')).map((r) => r.id)).toContain('host');
    expect((await server.call({ method: 'GET', url: '/api/users/me', as: demo.host })).json().roleId).toBe('host');
  });

  it('an unheld role is deleted; afterwards it is 404', async () => {
    const role = await createRole();
    const res = await server.call({ method: 'DELETE', url: `/api/roles/${role._id}`, as: demo.owner });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect((await server.call({ method: 'GET', url: `/api/roles/${role._id}`, as: demo.owner })).statusCode).toBe(404);
    expect((await server.call({ method: 'DELETE', url: `/api/roles/${role._id}`, as: demo.owner })).statusCode).toBe(404);
  });

  it("a role held in one restaurant does not block deleting another restaurant's role", async () => {
    // demo2 has its own "host" role, held by nobody there, while demo's "host" is held by demo-host.
    const res = await server.call({ method: 'DELETE', url: '/api/roles/host', as: demo.owner2 });
    expect(res.statusCode).toBe(200);
    expect((await rolesOf('demo2')).map((r) => r.id)).not.toContain('host');
    expect((await rolesOf('demo')).map((r) => r.id)).toContain('host');
  });
});

describe('tenant isolation of roles', () => {
  it("owner2 can neither read, change nor delete a demo role; the database is unchanged", async () => {
    const role = await createRole({ name: `Demo private ${randomUUID()}` });
    const before = await rolesOf('demo');

    const list = await server.call({ method: 'GET', url: '/api/roles', as: demo.owner2 });
    expect((list.json().items as RoleDto[]).map((r) => r._id)).not.toContain(role._id);
    const read = await server.call({ method: 'GET', url: `/api/roles/${role._id}`, as: demo.owner2 });
    expect(read.statusCode).toBe(404);
    const put = await server.call({ method: 'PUT', url: `/api/roles/${role._id}`, as: demo.owner2, payload: { name: 'Hijacked', permissions: ['ViewAnalytics'] } });
    expect(put.statusCode).toBe(404);
    const del = await server.call({ method: 'DELETE', url: `/api/roles/${role._id}`, as: demo.owner2 });
    expect(del.statusCode).toBe(404);
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const forced = await server.call({ method, url: `/api/roles/${role._id}`, as: demo.owner2, restaurant: 'demo', ...(method === 'PUT' ? { payload: { name: 'Hijacked', permissions: ['ViewAnalytics'] } } : {}) });
      expect(forced.statusCode, method).toBe(403);
      expect(forced.json().error).toBe('access_denied');
    }
    // Changing demo2's "owner" role (same id as demo's) must not touch demo's.
    const own = await server.call({ method: 'PUT', url: '/api/roles/owner', as: demo.owner2, payload: { name: 'Owner', description: 'demo2 only', permissions: [...permissions] } });
    expect(own.statusCode).toBe(200);

    expect(await rolesOf('demo')).toEqual(before);
  });
});
