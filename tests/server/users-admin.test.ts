// Users within a tenant (GET/PUT/DELETE /users/{id}) and the admin's user management (spec §6, §7).
import { randomUUID } from 'node:crypto';
import { eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/platform/db/schema';
import { createTestServer, demo, emulatorSignUp, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

interface UserDto {
  _id: string;
  email: string | null;
  type: string | null;
  username: string | null;
  restaurantId: string | null;
  roleId: string | null;
  publicInformation: Record<string, unknown>;
}

const uniqueEmail = (tag: string) => `${tag}-${randomUUID()}@covers.test`;
const userRow = async (id: string) => (await server.database.db.select().from(users).where(eq(users.id, id)))[0];

/** A fresh staff member of `restaurant`, made through the real invite flow. */
async function newStaff(restaurant: 'demo' | 'demo2', roleId = 'host'): Promise<{ uid: string; token: string }> {
  const owner = restaurant === 'demo' ? demo.owner : demo.owner2;
  const invite = await server.call({ method: 'POST', url: '/api/users/invites', as: owner, payload: { name: 'Staff Member', email: uniqueEmail('staff'), roleId } });
  expect(invite.statusCode).toBe(201);
  const account = await emulatorSignUp(uniqueEmail('staff'));
  const joined = await server.call({ method: 'POST', url: '/api/users/type', headers: { authorization: `Bearer ${account.token}` }, payload: { type: 'Restaurant', inviteCode: invite.json().inviteCode } });
  expect(joined.statusCode, joined.body).toBe(200);
  return account;
}

describe('GET /users and /users/{id} within a tenant', () => {
  it("lists the own restaurant's users only, optionally by type", async () => {
    const res = await server.call({ method: 'GET', url: '/api/users', as: demo.owner });
    expect(res.statusCode).toBe(200);
    const items = res.json().items as UserDto[];
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

  it('an admin reads the users of the restaurant in X-Restaurant-Id', async () => {
    const res = await server.call({ method: 'GET', url: '/api/users', as: demo.admin, restaurant: 'demo2' });
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

describe('GET /admin/users (paged)', () => {
  it('pages every live user 50 at a time without gaps or overlaps', async () => {
    const extra = Array.from({ length: 57 }, (_, i) => ({ id: `paging-${String(i).padStart(2, '0')}-${randomUUID()}`, email: uniqueEmail(`p${i}`), type: 'Affiliate' }));
    await server.database.db.insert(users).values(extra);
    await server.database.db.insert(users).values({ id: `paging-deleted-${randomUUID()}`, email: uniqueEmail('gone'), deletedAt: new Date(), deletedBy: 'test' });
    const live = (await server.database.db.select({ id: users.id }).from(users).where(isNull(users.deletedAt))).map((r) => r.id);

    const seen: string[] = [];
    let page = 0;
    for (;;) {
      const res = await server.call({ method: 'GET', url: `/api/admin/users?page=${page}`, as: demo.admin });
      expect(res.statusCode).toBe(200);
      const body = res.json() as { items: UserDto[]; total: number; page: number; pageSize: number };
      expect(body).toMatchObject({ total: live.length, page, pageSize: 50 });
      expect(body.items.length).toBeLessThanOrEqual(50);
      if (body.items.length === 0) break;
      seen.push(...body.items.map((u) => u._id));
      page++;
      expect(page).toBeLessThan(10);
    }
    expect(page).toBe(Math.ceil(live.length / 50));
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort()).toEqual([...live].sort());
    const defaultPage = await server.call({ method: 'GET', url: '/api/admin/users', as: demo.admin });
    expect((defaultPage.json().items as UserDto[]).map((u) => u._id)).toEqual(seen.slice(0, 50));
    expect((await server.call({ method: 'GET', url: '/api/admin/users?page=-1', as: demo.admin })).statusCode).toBe(400);
  });

  it('is for administrators only', async () => {
    for (const as of [demo.owner, demo.host, demo.creator]) {
      const res = await server.call({ method: 'GET', url: '/api/admin/users', as });
      expect(res.statusCode, as).toBe(403);
      expect(res.json().error).toBe('access_denied');
    }
    expect((await server.call({ method: 'GET', url: '/api/admin/users' })).statusCode).toBe(401);
  });

  it("GET /admin/users/restaurant/{id} lists one restaurant's users", async () => {
    const res = await server.call({ method: 'GET', url: '/api/admin/users/restaurant/demo2', as: demo.admin });
    expect(res.statusCode).toBe(200);
    expect((res.json().items as UserDto[]).map((u) => u._id)).toEqual(['demo-owner2']);
    expect((await server.call({ method: 'GET', url: '/api/admin/users/restaurant/nowhere', as: demo.admin })).statusCode).toBe(404);
    expect((await server.call({ method: 'GET', url: '/api/admin/users/restaurant/demo', as: demo.owner })).statusCode).toBe(403);
  });
});

describe('POST /admin/users', () => {
  it('creates an emulator account that can sign in as an affiliate', async () => {
    const email = uniqueEmail('made-by-admin');
    const username = `a-${randomUUID().slice(0, 8)}`;
    const res = await server.call({ method: 'POST', url: '/api/admin/users', as: demo.admin, payload: { email: email.toUpperCase(), password: 'secret-123', type: 'Affiliate', username } });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json() as UserDto;
    expect(created).toMatchObject({ email, type: 'Affiliate', username, restaurantId: null, roleId: null });

    const token = await server.tokenFor(email, 'secret-123');
    const me = await server.call({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ _id: created._id, type: 'Affiliate', username, needsOnboarding: false });
  });

  it('creates restaurant staff with the given role', async () => {
    const email = uniqueEmail('admin-staff');
    const res = await server.call({ method: 'POST', url: '/api/admin/users', as: demo.admin, payload: { email, password: 'secret-123', type: 'Restaurant', restaurantId: 'demo2', roleId: 'host' } });
    expect(res.statusCode, res.body).toBe(201);
    const token = await server.tokenFor(email, 'secret-123');
    const me = (await server.call({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${token}` } })).json();
    expect(me).toMatchObject({ type: 'Restaurant', restaurantId: 'demo2', roleId: 'host' });
    expect([...me.permissions].sort()).toEqual(['ManageBlockers', 'ManageReservations', 'ManageTables', 'ReadReservations']);
    const status = await server.call({ method: 'GET', url: '/api/status', headers: { authorization: `Bearer ${token}` } });
    expect(status.statusCode).toBe(200);
  });

  it('refuses incomplete or inconsistent staff, taken emails and usernames, and creates no profile', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ type: 'Restaurant', restaurantId: 'demo' }, 400, 'invalid_request'],
      [{ type: 'Restaurant', roleId: 'host' }, 400, 'invalid_request'],
      [{ type: 'Restaurant', restaurantId: 'nowhere', roleId: 'host' }, 404, 'not_found'],
      [{ type: 'Restaurant', restaurantId: 'demo', roleId: 'nope' }, 400, 'user_invalid_role'],
      [{ type: 'Affiliate', username: 'creator' }, 409, 'username_taken'],
      [{ type: 'Affiliate', password: '123' }, 400, 'invalid_request'],
    ];
    for (const [extra, status, error] of cases) {
      const email = uniqueEmail('refused');
      const res = await server.call({ method: 'POST', url: '/api/admin/users', as: demo.admin, payload: { email, password: 'secret-123', ...extra } });
      expect(res.statusCode, JSON.stringify(extra)).toBe(status);
      expect(res.json().error).toBe(error);
      expect(await server.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    }
    const dup = await server.call({ method: 'POST', url: '/api/admin/users', as: demo.admin, payload: { email: demo.host, password: 'secret-123', type: 'Affiliate' } });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toBe('conflict');
  });

  it('is for administrators only', async () => {
    const email = uniqueEmail('not-admin');
    const res = await server.call({ method: 'POST', url: '/api/admin/users', as: demo.owner, payload: { email, password: 'secret-123', type: 'Admin' } });
    expect(res.statusCode).toBe(403);
    expect(await server.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });
});

describe('DELETE /admin/users/{id}', () => {
  it('moves a user to the trash; the account is then refused', async () => {
    const email = uniqueEmail('doomed');
    const created = await server.call({ method: 'POST', url: '/api/admin/users', as: demo.admin, payload: { email, password: 'secret-123', type: 'Affiliate' } });
    const id = created.json()._id as string;
    const res = await server.call({ method: 'DELETE', url: `/api/admin/users/${id}`, as: demo.admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(await userRow(id)).toMatchObject({ deletedBy: 'demo-admin' });
    const token = await server.tokenFor(email, 'secret-123');
    const me = await server.call({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });
    expect(me.statusCode).toBe(403);
    const page = (await server.call({ method: 'GET', url: '/api/admin/users', as: demo.admin })).json().items as UserDto[];
    expect(page.map((u) => u._id)).not.toContain(id);
    const again = await server.call({ method: 'DELETE', url: `/api/admin/users/${id}`, as: demo.admin });
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toBe('unknown_user');
  });

  it('refuses self-deletion, unknown users and non-admins', async () => {
    expect((await server.call({ method: 'DELETE', url: '/api/admin/users/demo-admin', as: demo.admin })).statusCode).toBe(409);
    expect((await server.call({ method: 'DELETE', url: '/api/admin/users/nobody-here', as: demo.admin })).statusCode).toBe(404);
    const res = await server.call({ method: 'DELETE', url: '/api/admin/users/demo-host', as: demo.owner });
    expect(res.statusCode).toBe(403);
    const rows = await server.database.db.select().from(users).where(inArray(users.id, ['demo-admin', 'demo-host']));
    expect(rows.every((r) => r.deletedAt === null)).toBe(true);
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
