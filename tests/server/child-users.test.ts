// Child users (spec §3, §4, §6): PIN-protected users below a parent account, authenticated with POST /users/authenticate;
// until then the parent gets 202 child_auth_required from /users/me and access_denied elsewhere.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { permissions } from '../../core/permissions';
import { users } from '../../server/platform/db/schema';
import { demo } from '../support/test-server';
import { fileServer } from './file-server';
import { overrideHeaders } from './override-kit';
import type { UserDto } from './users-kit';

const server = await fileServer();

const withSession = (session: string) => ({ 'x-child-session': session });

async function authenticate(as: string, userId: string, pin: string, session?: string) {
  return server.call({ method: 'POST', url: '/api/users/authenticate', as, payload: { userId, pin }, ...(session ? { headers: withSession(session) } : {}) });
}

async function sessionFor(as: string, userId: string, pin: string): Promise<string> {
  const res = await authenticate(as, userId, pin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().childSession as string;
}

// The flow is sequential: the owner gets children in the first test and keeps them.
let hostChild: UserDto;
let ownerChild: UserDto;
let otherParentChild: UserDto;

describe('creating child users', () => {
  it('the host (no ManageUsers) may not create a child', async () => {
    const res = await server.call({ method: 'POST', url: '/api/users/children', as: demo.host, payload: { displayName: 'Nope', pin: '1234', roleId: 'host' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('missing_permission');
    const [row] = await server.database.db.select().from(users).where(eq(users.parentUserId, 'demo-host'));
    expect(row).toBeUndefined();
  });

  it('rejects a bad PIN and a role of another restaurant without creating anything', async () => {
    const badPin = await server.call({ method: 'POST', url: '/api/users/children', as: demo.owner, payload: { displayName: 'Kim', pin: '12a', roleId: 'host' } });
    expect(badPin.statusCode).toBe(400);
    expect(badPin.json().error).toBe('invalid_request');
    const role2 = await server.call({ method: 'POST', url: '/api/roles', as: demo.owner2, payload: { name: `Only2 ${randomUUID()}`, permissions: ['ReadReservations'] } });
    const foreignRole = await server.call({ method: 'POST', url: '/api/users/children', as: demo.owner, payload: { displayName: 'Kim', pin: '1234', roleId: role2.json()._id } });
    expect(foreignRole.statusCode).toBe(400);
    expect(foreignRole.json().error).toBe('user_invalid_role');
    expect(await server.database.db.select().from(users).where(eq(users.parentUserId, 'demo-owner'))).toEqual([]);
    expect((await server.call({ method: 'GET', url: '/api/users/me', as: demo.owner })).statusCode).toBe(200);
  });

  it('the owner creates children; the PIN hash never leaves the server', async () => {
    const res = await server.call({ method: 'POST', url: '/api/users/children', as: demo.owner, payload: { displayName: 'Kim Kellner', pin: '1234', roleId: 'host' } });
    expect(res.statusCode, res.body).toBe(201);
    hostChild = res.json() as UserDto;
    expect(hostChild).toMatchObject({ type: 'Restaurant', restaurantId: 'demo', roleId: 'host', parentUserId: 'demo-owner', publicInformation: { displayName: 'Kim Kellner' } });
    expect(res.body).not.toMatch(/pin/i);

    // The parent now needs child authentication, so the next child is made by an admin acting for the owner.
    const second = await server.call({
      method: 'POST',
      url: '/api/users/children',
      as: demo.admin,
      restaurant: 'demo',
      headers: await overrideHeaders(server.app, { kind: 'user', id: 'demo-owner' }),
      payload: { displayName: 'Olli Owner', pin: '87654321', roleId: 'owner' },
    });
    expect(second.statusCode, second.body).toBe(201);
    ownerChild = second.json() as UserDto;
    expect(ownerChild).toMatchObject({ parentUserId: 'demo-owner', roleId: 'owner', restaurantId: 'demo' });

    const other = await server.call({ method: 'POST', url: '/api/users/children', as: demo.owner2, payload: { displayName: 'Zoe Zwei', pin: '1234', roleId: 'host' } });
    expect(other.statusCode).toBe(201);
    otherParentChild = other.json() as UserDto;
    expect(otherParentChild).toMatchObject({ parentUserId: 'demo-owner2', restaurantId: 'demo2' });
  });
});

describe('before child authentication', () => {
  it('GET /users/me answers 202 child_auth_required with the parent and its children', async () => {
    const res = await server.call({ method: 'GET', url: '/api/users/me', as: demo.owner });
    expect(res.statusCode).toBe(202);
    const body = res.json();
    expect(body.error).toBe('child_auth_required');
    expect(body.user).toMatchObject({ _id: 'demo-owner', type: 'Restaurant' });
    expect((body.user as UserDto).children.map((c) => c._id).sort()).toEqual([hostChild._id, ownerChild._id].sort());
    expect((body.user as UserDto).children.find((c) => c._id === hostChild._id)?.displayName).toBe('Kim Kellner');
  });

  it('staff endpoints answer 403 access_denied', async () => {
    for (const url of ['/api/roles', '/api/users', '/api/users/invites', '/api/restaurant-metadata', '/api/status']) {
      const res = await server.call({ method: 'GET', url, as: demo.owner });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error, url).toBe('access_denied');
    }
    const write = await server.call({ method: 'POST', url: '/api/roles', as: demo.owner, payload: { name: 'While pending', permissions: ['ReadReservations'] } });
    expect(write.statusCode).toBe(403);
  });

  it('GET /users/children lists the children to pick from', async () => {
    const res = await server.call({ method: 'GET', url: '/api/users/children', as: demo.owner });
    expect(res.statusCode).toBe(200);
    expect((res.json().items as UserDto[]).map((c) => c._id).sort()).toEqual([hostChild._id, ownerChild._id].sort());
  });

  it('a wrong PIN gives 403 and no session', async () => {
    const res = await authenticate(demo.owner, hostChild._id, '9999');
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('access_denied');
    expect(res.json().childSession).toBeUndefined();
  });

  it("another parent's child or an unknown id gives unknown_child_user, even with the right PIN", async () => {
    const foreign = await authenticate(demo.owner, otherParentChild._id, '1234');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toBe('unknown_child_user');
    const unknown = await authenticate(demo.owner, 'child-does-not-exist', '1234');
    expect(unknown.statusCode).toBe(404);
    const notAChild = await authenticate(demo.owner, 'demo-host', '1234');
    expect(notAChild.statusCode).toBe(404);
  });
});

describe('after child authentication', () => {
  it("X-Child-Session makes /users/me the child, with the child's role permissions", async () => {
    const auth = await authenticate(demo.owner, hostChild._id, '1234');
    expect(auth.statusCode).toBe(200);
    expect(auth.json().user).toMatchObject({ _id: hostChild._id, parentUserId: 'demo-owner' });
    const session = auth.json().childSession as string;

    const me = await server.call({ method: 'GET', url: '/api/users/me', as: demo.owner, headers: withSession(session) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ _id: hostChild._id, roleId: 'host', restaurantId: 'demo', parentUserId: 'demo-owner' });
    expect([...me.json().permissions].sort()).toEqual(['ManageBlockers', 'ManageReservations', 'ManageTables', 'ReadReservations']);

    // The host child passes staff() routes but lacks the owner's permissions.
    expect((await server.call({ method: 'GET', url: '/api/status', as: demo.owner, headers: withSession(session) })).statusCode).toBe(200);
    const roles = await server.call({ method: 'GET', url: '/api/roles', as: demo.owner, headers: withSession(session) });
    expect(roles.statusCode).toBe(403);
    expect(roles.json().error).toBe('missing_permission');
  });

  it('an owner-role child gets every permission and may manage roles', async () => {
    const session = await sessionFor(demo.owner, ownerChild._id, '87654321');
    const me = await server.call({ method: 'GET', url: '/api/users/me', as: demo.owner, headers: withSession(session) });
    expect(me.json()._id).toBe(ownerChild._id);
    expect([...me.json().permissions].sort()).toEqual([...permissions].sort());
    const roles = await server.call({ method: 'GET', url: '/api/roles', as: demo.owner, headers: withSession(session) });
    expect(roles.statusCode).toBe(200);
  });

  it('a child cannot create children of its own', async () => {
    const session = await sessionFor(demo.owner, ownerChild._id, '87654321');
    const res = await server.call({ method: 'POST', url: '/api/users/children', as: demo.owner, headers: withSession(session), payload: { displayName: 'Grandchild', pin: '1111', roleId: 'host' } });
    expect(res.statusCode).toBe(400);
    const grandchildren = await server.database.db.select().from(users).where(eq(users.parentUserId, ownerChild._id));
    expect(grandchildren).toEqual([]);
  });

  it('a signed-in child may switch to a sibling with its PIN', async () => {
    const session = await sessionFor(demo.owner, hostChild._id, '1234');
    const res = await authenticate(demo.owner, ownerChild._id, '87654321', session);
    expect(res.statusCode).toBe(200);
    const me = await server.call({ method: 'GET', url: '/api/users/me', as: demo.owner, headers: withSession(res.json().childSession) });
    expect(me.json()._id).toBe(ownerChild._id);
  });

  it('a role held by a child cannot be deleted', async () => {
    const session = await sessionFor(demo.owner, ownerChild._id, '87654321');
    const role = await server.call({ method: 'POST', url: '/api/roles', as: demo.owner, headers: withSession(session), payload: { name: `Child role ${randomUUID()}`, permissions: ['ReadReservations'] } });
    expect(role.statusCode).toBe(201);
    const child = await server.call({ method: 'POST', url: '/api/users/children', as: demo.admin, restaurant: 'demo', headers: await overrideHeaders(server.app, { kind: 'user', id: 'demo-owner' }), payload: { displayName: 'Role Holder', pin: '2468', roleId: role.json()._id } });
    expect(child.statusCode).toBe(201);
    const del = await server.call({ method: 'DELETE', url: `/api/roles/${role.json()._id}`, as: demo.owner, headers: withSession(session) });
    expect(del.statusCode).toBe(409);
    expect(del.json().error).toBe('conflict');
  });
});

describe('sessions that must not work', () => {
  it('a forged session keeps the parent pending', async () => {
    const session = await sessionFor(demo.owner, hostChild._id, '1234');
    const [encoded, signature] = session.split('.') as [string, string];
    const swappedPayload = Buffer.from(Buffer.from(encoded, 'base64url').toString().replace(hostChild._id, ownerChild._id)).toString('base64url');
    const flipped = signature.endsWith('A') ? `${signature.slice(0, -1)}B` : `${signature.slice(0, -1)}A`;
    const expired = Buffer.from(`demo-owner.${ownerChild._id}.${Date.now() + 3600_000}`).toString('base64url');
    for (const forged of [`${swappedPayload}.${signature}`, `${encoded}.${flipped}`, `${expired}.${signature}`, 'garbage', `${encoded}.`, '.']) {
      const me = await server.call({ method: 'GET', url: '/api/users/me', as: demo.owner, headers: withSession(forged) });
      expect(me.statusCode, forged).toBe(202);
      expect(me.json().error).toBe('child_auth_required');
      const staff = await server.call({ method: 'GET', url: '/api/status', as: demo.owner, headers: withSession(forged) });
      expect(staff.statusCode, forged).toBe(403);
    }
  });

  it("another parent's session does not work, in either direction", async () => {
    const owner2Session = await sessionFor(demo.owner2, otherParentChild._id, '1234');
    const ownerSession = await sessionFor(demo.owner, hostChild._id, '1234');
    const asOwner = await server.call({ method: 'GET', url: '/api/users/me', as: demo.owner, headers: withSession(owner2Session) });
    expect(asOwner.statusCode).toBe(202);
    expect(asOwner.json().user._id).toBe('demo-owner');
    const asOwner2 = await server.call({ method: 'GET', url: '/api/users/me', as: demo.owner2, headers: withSession(ownerSession) });
    expect(asOwner2.statusCode).toBe(202);
    expect(asOwner2.json().user._id).toBe('demo-owner2');
    const staff = await server.call({ method: 'GET', url: '/api/users', as: demo.owner2, headers: withSession(ownerSession) });
    expect(staff.statusCode).toBe(403);
    // An account without children ignores the header: it cannot become someone's child.
    const admin = await server.call({ method: 'GET', url: '/api/users/me', as: demo.admin, headers: withSession(ownerSession) });
    expect(admin.statusCode).toBe(200);
    expect(admin.json()._id).toBe('demo-admin');
    const host = await server.call({ method: 'GET', url: '/api/users/me', as: demo.host, headers: withSession(ownerSession) });
    expect(host.json()._id).toBe('demo-host');
  });

  it('a session without a bearer token is not a sign-in', async () => {
    const ownerSession = await sessionFor(demo.owner, hostChild._id, '1234');
    const res = await server.call({ method: 'GET', url: '/api/users/me', headers: withSession(ownerSession) });
    expect(res.statusCode).toBe(401);
  });
});

describe('tenant isolation and removal of children', () => {
  it('owner2 cannot see, change or delete the children of demo', async () => {
    const before = await server.database.db.select().from(users).where(eq(users.parentUserId, 'demo-owner'));
    const owner2Session = await sessionFor(demo.owner2, otherParentChild._id, '1234');
    // owner2's child is a host in demo2 (no ManageUsers), so owner2 acts through an owner-role child of demo2.
    const boss = await server.call({ method: 'POST', url: '/api/users/children', as: demo.admin, restaurant: 'demo2', headers: await overrideHeaders(server.app, { kind: 'user', id: 'demo-owner2' }), payload: { displayName: 'Boss Zwei', pin: '5555', roleId: 'owner' } });
    expect(boss.statusCode).toBe(201);
    const bossSession = await sessionFor(demo.owner2, boss.json()._id, '5555');
    void owner2Session;
    const headers = withSession(bossSession);
    const list = await server.call({ method: 'GET', url: '/api/users', as: demo.owner2, headers });
    expect(list.statusCode).toBe(200);
    expect((list.json().items as UserDto[]).map((u) => u._id)).not.toContain(hostChild._id);
    expect((await server.call({ method: 'GET', url: `/api/users/${hostChild._id}`, as: demo.owner2, headers })).statusCode).toBe(404);
    expect((await server.call({ method: 'PUT', url: `/api/users/${hostChild._id}`, as: demo.owner2, headers, payload: { roleId: 'owner' } })).statusCode).toBe(404);
    expect((await server.call({ method: 'DELETE', url: `/api/users/${hostChild._id}`, as: demo.owner2, headers })).statusCode).toBe(404);
    expect(await server.database.db.select().from(users).where(eq(users.parentUserId, 'demo-owner'))).toEqual(before);
  });

  it('a deleted child can no longer sign in, and its session stops working', async () => {
    const ownerSession = await sessionFor(demo.owner, ownerChild._id, '87654321');
    const hostSession = await sessionFor(demo.owner, hostChild._id, '1234');
    const del = await server.call({ method: 'DELETE', url: `/api/users/${hostChild._id}`, as: demo.owner, headers: withSession(ownerSession) });
    expect(del.statusCode).toBe(200);
    const me = await server.call({ method: 'GET', url: '/api/users/me', as: demo.owner, headers: withSession(hostSession) });
    expect(me.statusCode).toBe(202);
    expect((me.json().user as UserDto).children.map((c) => c._id)).not.toContain(hostChild._id);
    const again = await authenticate(demo.owner, hostChild._id, '1234');
    expect(again.statusCode).toBe(404);
  });

  it('when the last child is gone the parent signs in as itself again', async () => {
    await server.database.db.update(users).set({ deletedAt: new Date(), deletedBy: 'test' }).where(eq(users.parentUserId, 'demo-owner'));
    const me = await server.call({ method: 'GET', url: '/api/users/me', as: demo.owner });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ _id: 'demo-owner', children: [] });
    expect((await server.call({ method: 'GET', url: '/api/roles', as: demo.owner })).statusCode).toBe(200);
  });
});
