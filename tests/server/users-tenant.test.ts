// Users within a tenant (GET/PUT/DELETE /users/{id}, spec §6, §7): a restaurant's users seen, changed and deleted by
// those holding ManageUsers there and nobody else, and no way to grant more than the manager holds.
import { randomUUID } from 'node:crypto';
import { staffHeaders } from './override-kit';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../server/platform/db/schema';
import { demo } from '../support/test-server';
import { fileServer, listedAs, uniqueEmail } from './file-server';
import { usersKit, type UserDto } from './users-kit';

const server = await fileServer();
const { userRow, newStaff } = usersKit(server);

describe('GET /users and /users/{id} within a tenant', () => {
  it("lists the own restaurant's users only, optionally by type", async () => {
    const items = await listedAs<UserDto>(server, '/api/users', demo.owner);
    const ids = items.map((u) => u._id);
    expect(ids).toEqual(expect.arrayContaining(['demo-owner', 'demo-host']));
    expect(ids).not.toContain('demo-owner2');
    expect(ids).not.toContain('demo-admin');
    expect(items.every((u) => u.restaurantId === 'demo')).toBe(true);
    const typed = await server.call({ method: 'GET', url: '/api/users?type=Affiliate', as: demo.owner });
    expect(typed.json().items).toEqual([]);
    const bad = await server.call({ method: 'GET', url: '/api/users?type=Wizard', as: demo.owner });
    expect(bad.statusCode).toBe(400);
  });

  it('reads a member; a member of another restaurant or a non-member is 404 unknown_user', async () => {
    const host = await server.call({ method: 'GET', url: '/api/users/demo-host', as: demo.owner });
    expect(host.statusCode).toBe(200);
    expect(host.json()).toMatchObject({ _id: 'demo-host', email: 'host@covers.test', roleId: 'host', restaurantId: 'demo' });
    for (const id of ['demo-owner2', 'demo-admin', 'demo-creator', 'nobody']) {
      const res = await server.call({ method: 'GET', url: `/api/users/${id}`, as: demo.owner });
      expect(res.statusCode, id).toBe(404);
      expect(res.json().error).toBe('unknown_user');
    }
    const fromOwner2 = await server.call({ method: 'GET', url: '/api/users/demo-host', as: demo.owner2 });
    expect(fromOwner2.statusCode).toBe(404);
  });

  it('needs ManageUsers', async () => {
    for (const [method, url] of [['GET', '/api/users'], ['GET', '/api/users/demo-owner'], ['DELETE', '/api/users/demo-owner']] as const) {
      const res = await server.call({ method, url, as: demo.host });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error).toBe('missing_permission');
    }
    const put = await server.call({ method: 'PUT', url: '/api/users/demo-host', as: demo.host, payload: { roleId: 'owner' } });
    expect(put.statusCode).toBe(403);
    expect((await userRow('demo-host'))?.roleId).toBe('host');
  });

  it('an admin reads the users of a restaurant under an override session for it', async () => {
    const res = await server.call({ method: 'GET', url: '/api/users', as: demo.admin, headers: await staffHeaders(server.app, demo.admin, 'demo2') });
    expect(res.statusCode).toBe(200);
    expect((res.json().items as UserDto[]).map((u) => u._id)).toEqual(['demo-owner2']);
  });
});

describe('PUT /users/{id}', () => {
  it("changes a member's role, username and public information", async () => {
    const staff = await newStaff('demo');
    const username = `u-${randomUUID().slice(0, 8)}`;
    const res = await server.call({ method: 'PUT', url: `/api/users/${staff.uid}`, as: demo.owner, payload: { roleId: 'owner', username, publicInformation: { bio: 'Sommelier' } } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: staff.uid, roleId: 'owner', username, publicInformation: { displayName: 'Staff Member', bio: 'Sommelier' } });
    const me = await server.call({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${staff.token}` } });
    expect(me.json().role.name).toBe('Owner');
  });

  it('refuses an unknown role, a role of another restaurant and a taken username', async () => {
    const staff = await newStaff('demo');
    const role2 = await server.call({ method: 'POST', url: '/api/roles', as: demo.owner2, payload: { name: `Only2 ${randomUUID()}`, permissions: ['ReadReservations'] } });
    for (const roleId of ['nope', role2.json()._id as string]) {
      const res = await server.call({ method: 'PUT', url: `/api/users/${staff.uid}`, as: demo.owner, payload: { roleId } });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('user_invalid_role');
    }
    const taken = await server.call({ method: 'PUT', url: `/api/users/${staff.uid}`, as: demo.owner, payload: { username: 'creator' } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe('username_taken');
    expect(await userRow(staff.uid)).toMatchObject({ roleId: 'host', username: null });
  });

  it('owner2 cannot change a demo user; nothing changes', async () => {
    const before = await userRow('demo-host');
    for (const id of ['demo-host', 'demo-owner']) {
      const res = await server.call({ method: 'PUT', url: `/api/users/${id}`, as: demo.owner2, payload: { roleId: 'owner', publicInformation: { displayName: 'Hacked' } } });
      expect(res.statusCode).toBe(404);
      const forced = await server.call({ method: 'PUT', url: `/api/users/${id}`, as: demo.owner2, restaurant: 'demo', payload: { roleId: 'owner' } });
      expect(forced.statusCode).toBe(403);
    }
    expect(await userRow('demo-host')).toEqual(before);
  });
});

describe('DELETE /users/{id}', () => {
  it('the owner cannot delete itself', async () => {
    const res = await server.call({ method: 'DELETE', url: '/api/users/demo-owner', as: demo.owner });
    expect(res.statusCode).toBe(409);
    expect((await userRow('demo-owner'))?.deletedAt).toBeNull();
  });

  it('owner2 cannot delete a demo user; nothing changes', async () => {
    const before = await userRow('demo-host');
    expect((await server.call({ method: 'DELETE', url: '/api/users/demo-host', as: demo.owner2 })).statusCode).toBe(404);
    expect((await server.call({ method: 'DELETE', url: '/api/users/demo-host', as: demo.owner2, restaurant: 'demo' })).statusCode).toBe(403);
    expect(await userRow('demo-host')).toEqual(before);
  });

  it('moves a member to the trash: gone from the list, refused at sign-in, 404 afterwards', async () => {
    const staff = await newStaff('demo');
    const res = await server.call({ method: 'DELETE', url: `/api/users/${staff.uid}`, as: demo.owner });
    expect(res.statusCode).toBe(200);
    expect((await userRow(staff.uid))?.deletedBy).toBe('demo-owner');
    const list = (await server.call({ method: 'GET', url: '/api/users', as: demo.owner })).json().items as UserDto[];
    expect(list.map((u) => u._id)).not.toContain(staff.uid);
    expect((await server.call({ method: 'GET', url: `/api/users/${staff.uid}`, as: demo.owner })).statusCode).toBe(404);
    expect((await server.call({ method: 'DELETE', url: `/api/users/${staff.uid}`, as: demo.owner })).statusCode).toBe(404);
    const me = await server.call({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${staff.token}` } });
    expect(me.statusCode).toBe(403);
    expect(me.json().error).toBe('access_denied');
    const trash = (await server.call({ method: 'GET', url: '/api/admin/database-trash', as: demo.admin })).json().items as { kind: string; id: string }[];
    expect(trash).toContainEqual(expect.objectContaining({ kind: 'user', id: staff.uid }));
  });
});

describe('no escalation through ManageUsers', () => {
  it('a manager (ManageUsers without ManageRoles) cannot grant, change or remove roles beyond its own permissions', async () => {
    const managerRole = await server.call({ method: 'POST', url: '/api/roles', as: demo.owner, payload: { name: `Manager ${randomUUID()}`, permissions: ['ManageUsers', 'ReadReservations'] } });
    expect(managerRole.statusCode).toBe(201);
    const readerRole = await server.call({ method: 'POST', url: '/api/roles', as: demo.owner, payload: { name: `Reader ${randomUUID()}`, permissions: ['ReadReservations'] } });
    const manager = await newStaff('demo', managerRole.json()._id);
    const asManager = { authorization: `Bearer ${manager.token}` };
    const before = await userRow(manager.uid);

    const selfPromotion = await server.call({ method: 'PUT', url: `/api/users/${manager.uid}`, headers: asManager, payload: { roleId: 'owner' } });
    expect(selfPromotion.statusCode).toBe(403);
    expect(selfPromotion.json().error).toBe('missing_permission');
    const ownerInvite = await server.call({ method: 'POST', url: '/api/users/invites', headers: asManager, payload: { name: 'Accomplice', email: uniqueEmail('accomplice'), roleId: 'owner' } });
    expect(ownerInvite.statusCode).toBe(403);
    const viaUsers = await server.call({ method: 'POST', url: '/api/users', headers: asManager, payload: { name: 'Accomplice', email: uniqueEmail('accomplice'), roleId: 'owner' } });
    expect(viaUsers.statusCode).toBe(403);
    const ownerChild = await server.call({ method: 'POST', url: '/api/users/children', headers: asManager, payload: { displayName: 'Alter Ego', pin: '1234', roleId: 'owner' } });
    expect(ownerChild.statusCode).toBe(403);
    const demoteOwner = await server.call({ method: 'PUT', url: '/api/users/demo-owner', headers: asManager, payload: { roleId: readerRole.json()._id } });
    expect(demoteOwner.statusCode).toBe(403);
    const deleteOwner = await server.call({ method: 'DELETE', url: '/api/users/demo-owner', headers: asManager });
    expect(deleteOwner.statusCode).toBe(403);

    expect(await userRow(manager.uid)).toEqual(before);
    expect(await userRow('demo-owner')).toMatchObject({ roleId: 'owner', deletedAt: null });
    expect(await server.database.db.select().from(users).where(eq(users.parentUserId, manager.uid))).toEqual([]);
    const open = (await server.call({ method: 'GET', url: '/api/users/invites', as: demo.owner })).json().items as { name: string }[];
    expect(open.map((i) => i.name)).not.toContain('Accomplice');

    // Within its own permissions the manager works normally.
    const invite = await server.call({ method: 'POST', url: '/api/users/invites', headers: asManager, payload: { name: 'Reader', email: uniqueEmail('reader'), roleId: readerRole.json()._id } });
    expect(invite.statusCode).toBe(201);
    const reader = await newStaff('demo', readerRole.json()._id);
    expect((await server.call({ method: 'PUT', url: `/api/users/${reader.uid}`, headers: asManager, payload: { publicInformation: { bio: 'Reads' } } })).statusCode).toBe(200);
    expect((await server.call({ method: 'DELETE', url: `/api/users/${reader.uid}`, headers: asManager })).statusCode).toBe(200);
  });
});
