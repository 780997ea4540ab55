// Acting on behalf, with a trace (spec §6 admin overrides): an admin acts for a real user or restaurant only through an
// override session of their own, with a reason, for 30 minutes unless renewed; every request sent with a session is
// audited (refusals too), and what an admin changes shows in the restaurant's actions log as platform staff.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { overridesService } from '../../server/modules/overrides';
import { adminOverrideAudit, adminOverrideSessions } from '../../server/platform/db/schema';
import { demo, emulatorSignUp } from '../support/test-server';
import { fileServer } from './file-server';

const server = await fileServer();
const sessionHeader = 'x-admin-override-session';

async function startSession(target: { kind: 'user' | 'restaurant'; id: string }, reason = 'Guest complaint #4711', as: string = demo.admin) {
  const reply = await server.call({ method: 'POST', url: '/api/admin/overrides', as, payload: { target, reason } });
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json() as { _id: string; expiresAt: string; createdAt: string; target: { label: string; restaurantId: string | null } };
}

const auditOf = (sessionId: string) => server.database.db.select().from(adminOverrideAudit).where(eq(adminOverrideAudit.sessionId, sessionId));
const tomorrowAt = (hour: number) => {
  const day = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  return `${day}T${String(hour).padStart(2, '0')}:00:00.000Z`;
};

describe('override sessions', () => {
  it('an admin acts as the owner through a session: /users/me is the owner, and every request is audited with its outcome', async () => {
    const session = await startSession({ kind: 'user', id: 'demo-owner' });
    expect(Date.parse(session.expiresAt) - Date.parse(session.createdAt)).toBe(30 * 60_000);
    expect(session.target.restaurantId).toBe('demo');
    const headers = { [sessionHeader]: session._id };
    const me = await server.call({ method: 'GET', url: '/api/users/me', as: demo.admin, headers });
    expect(me.json()).toMatchObject({ _id: 'demo-owner', actingAdminId: 'demo-admin' });
    const write = await server.call({ method: 'POST', url: '/api/blockers', as: demo.admin, headers, payload: { start: tomorrowAt(9), end: tomorrowAt(10), note: 'override probe' } });
    expect(write.statusCode, write.body).toBe(201);
    const refused = await server.call({ method: 'POST', url: '/api/blockers', as: demo.admin, headers, payload: { start: 'not a time' } });
    expect(refused.statusCode).toBe(400);

    const audit = await auditOf(session._id);
    expect(audit.map((row) => [row.method, row.path, row.status, row.adminId, row.targetUserId, row.restaurantId, row.reason])).toEqual(
      expect.arrayContaining([
        ['GET', '/api/users/me', 200, 'demo-admin', 'demo-owner', 'demo', 'Guest complaint #4711'],
        ['POST', '/api/blockers', 201, 'demo-admin', 'demo-owner', 'demo', 'Guest complaint #4711'],
        ['POST', '/api/blockers', 400, 'demo-admin', 'demo-owner', 'demo', 'Guest complaint #4711'],
      ]),
    );
    expect(audit).toHaveLength(3);

    // The restaurant's log shows the change as platform staff's, with the reason; its own platform-staff view lists the write.
    const log = await server.call({ method: 'GET', url: '/api/actionsLog?showRead=true&actions=createBlocker', as: demo.owner });
    const entry = (log.json().items as { entityId: string; userId: string; platformStaff: unknown }[]).find((item) => item.entityId === write.json()._id);
    expect(entry).toMatchObject({ userId: 'demo-owner', platformStaff: { adminId: 'demo-admin', reason: 'Guest complaint #4711' } });
    const staffView = await server.call({ method: 'GET', url: '/api/actionsLog/platform-staff', as: demo.owner });
    expect(staffView.statusCode).toBe(200);
    const writes = staffView.json().items as { method: string; path: string; status: number; sessionId: string; adminName: string | null }[];
    expect(writes.filter((item) => item.sessionId === session._id).map((item) => [item.method, item.status])).toEqual([
      ['POST', 400],
      ['POST', 201],
    ]);
    // The owner's own change carries no platform staff.
    const own = await server.call({ method: 'POST', url: '/api/blockers', as: demo.owner, payload: { start: tomorrowAt(11), end: tomorrowAt(12), note: 'own probe' } });
    const ownLog = await server.call({ method: 'GET', url: '/api/actionsLog?showRead=true&actions=createBlocker', as: demo.owner });
    expect((ownLog.json().items as { entityId: string; platformStaff: unknown }[]).find((item) => item.entityId === own.json()._id)).toMatchObject({ platformStaff: null });
  });

  it('a restaurant session points the admin at that restaurant; the old header may come along only for the same target', async () => {
    const session = await startSession({ kind: 'restaurant', id: 'demo2' }, 'Setting up tables');
    const reply = await server.call({ method: 'GET', url: '/api/restaurant-metadata', as: demo.admin, headers: { [sessionHeader]: session._id, 'x-restaurant-id': 'demo' } });
    expect(reply.json()).toMatchObject({ restaurantId: 'demo2' });
    const same = await server.call({ method: 'GET', url: '/api/roles', as: demo.admin, headers: { [sessionHeader]: session._id, 'x-admin-restaurant-override': 'demo2' } });
    expect(same.statusCode).toBe(200);
    const other = await server.call({ method: 'GET', url: '/api/roles', as: demo.admin, headers: { [sessionHeader]: session._id, 'x-admin-restaurant-override': 'demo' } });
    expect([other.statusCode, other.json().error]).toEqual([403, 'override_session_invalid']);
    expect((await auditOf(session._id)).map((row) => [row.path, row.status, row.restaurantId])).toEqual(
      expect.arrayContaining([
        ['/api/restaurant-metadata', 200, 'demo2'],
        ['/api/roles', 403, 'demo2'],
      ]),
    );
  });

});

describe('refused overrides', () => {
  it('bare override headers without a session are refused, for admins too, and change nothing', async () => {
    const user = await server.call({ method: 'GET', url: '/api/users/me', as: demo.admin, headers: { 'x-admin-user-override': 'demo-owner' } });
    expect([user.statusCode, user.json().error]).toEqual([403, 'override_session_required']);
    const restaurant = await server.call({ method: 'GET', url: '/api/roles', as: demo.admin, headers: { 'x-admin-restaurant-override': 'demo' } });
    expect([restaurant.statusCode, restaurant.json().error]).toEqual([403, 'override_session_required']);
    const owner = await server.call({ method: 'GET', url: '/api/roles', as: demo.owner, headers: { [sessionHeader]: 'whatever' } });
    expect([owner.statusCode, owner.json().error]).toEqual([403, 'access_denied']);
  });

  it("another admin's session is refused and the attempt is audited under the admin who tried", async () => {
    const email = `second-admin-${randomUUID().slice(0, 8)}@example.test`;
    const { uid, token } = await emulatorSignUp(email);
    await server.app.services.users.insertUser({ id: uid, email, type: 'Admin' });
    const mine = await startSession({ kind: 'restaurant', id: 'demo' });
    const reply = await server.app.inject({ method: 'GET', url: '/api/roles', headers: { authorization: `Bearer ${token}`, [sessionHeader]: mine._id } });
    expect([reply.statusCode, reply.json().error]).toEqual([403, 'override_session_invalid']);
    expect((await auditOf(mine._id)).map((row) => [row.adminId, row.status])).toEqual([[uid, 403]]);
    const unknown = await server.call({ method: 'GET', url: '/api/roles', as: demo.admin, headers: { [sessionHeader]: 'no-such-session' } });
    expect([unknown.statusCode, unknown.json().error]).toEqual([403, 'override_session_invalid']);
  });

  it('renewal gives another 30 minutes; an ended or expired session is refused (and audited), and cannot be renewed', async () => {
    const session = await startSession({ kind: 'user', id: 'demo-host' });
    const renewed = await server.call({ method: 'POST', url: `/api/admin/overrides/${session._id}/renew`, as: demo.admin });
    expect(renewed.statusCode).toBe(200);
    expect(Date.parse(renewed.json().expiresAt)).toBeGreaterThanOrEqual(Date.parse(session.expiresAt));
    // Its 30 minutes pass.
    await server.database.db.update(adminOverrideSessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(adminOverrideSessions.id, session._id));
    const expired = await server.call({ method: 'GET', url: '/api/users/me', as: demo.admin, headers: { [sessionHeader]: session._id } });
    expect([expired.statusCode, expired.json().error]).toEqual([403, 'override_session_expired']);
    const late = await server.call({ method: 'POST', url: `/api/admin/overrides/${session._id}/renew`, as: demo.admin });
    expect([late.statusCode, late.json().error]).toEqual([403, 'override_session_expired']);
    expect((await auditOf(session._id)).map((row) => [row.path, row.status])).toEqual([['/api/users/me', 403]]);

    const ended = await startSession({ kind: 'restaurant', id: 'demo' });
    const end = await server.call({ method: 'DELETE', url: `/api/admin/overrides/${ended._id}`, as: demo.admin });
    expect(end.json().endedAt).not.toBeNull();
    const after = await server.call({ method: 'GET', url: '/api/roles', as: demo.admin, headers: { [sessionHeader]: ended._id } });
    expect([after.statusCode, after.json().error]).toEqual([403, 'override_session_expired']);
  });

});

describe('session time and the audit list', () => {
  it('with an injected clock: a session lasts 30 minutes from its start or its renewal', async () => {
    let clock = new Date('2030-03-01T10:00:00.000Z');
    const service = overridesService({ db: server.database.db, users: server.app.services.users, restaurants: server.app.services.restaurants, now: () => clock });
    const admin = (await server.app.services.users.findById('demo-admin'))!;
    const session = await service.start(admin, { target: { kind: 'restaurant', id: 'demo' }, reason: 'Clock probe' });
    expect(session.expiresAt).toBe('2030-03-01T10:30:00.000Z');
    const row = async () => (await service.find(session._id))!;
    clock = new Date('2030-03-01T10:29:59.000Z');
    expect(service.usable(await row(), 'demo-admin').id).toBe(session._id);
    const renewed = await service.renew('demo-admin', session._id);
    expect(renewed.expiresAt).toBe('2030-03-01T10:59:59.000Z');
    clock = new Date('2030-03-01T10:59:59.000Z');
    expect(() => service.usable(undefined, 'demo-admin')).toThrow(/No such override session/);
    const lapsed = await row();
    expect(() => service.usable(lapsed, 'demo-admin')).toThrow(expect.objectContaining({ code: 'override_session_expired' }));
    await expect(service.renew('demo-admin', session._id)).rejects.toMatchObject({ code: 'override_session_expired' });
  });

  it('a session needs a real target and a reason of 5 to 500 characters; admins are not a target', async () => {
    const post = (payload: unknown) => server.call({ method: 'POST', url: '/api/admin/overrides', as: demo.admin, payload: payload as Record<string, unknown> });
    expect((await post({ target: { kind: 'user', id: 'demo-owner' }, reason: 'abcd' })).statusCode).toBe(400);
    expect((await post({ target: { kind: 'user', id: 'demo-owner' }, reason: 'x'.repeat(501) })).statusCode).toBe(400);
    expect((await post({ target: { kind: 'user', id: 'no-such-user' }, reason: 'A good reason' })).json().error).toBe('unknown_user');
    expect((await post({ target: { kind: 'restaurant', id: 'no-such-restaurant' }, reason: 'A good reason' })).json().error).toBe('not_found');
    expect((await post({ target: { kind: 'user', id: 'demo-admin' }, reason: 'A good reason' })).json().error).toBe('invalid_request');
  });

  it('admins read the whole audit, newest first, paged and filtered by restaurant', async () => {
    const all = await server.call({ method: 'GET', url: '/api/admin/overrides/audit', as: demo.admin });
    expect(all.statusCode).toBe(200);
    const body = all.json() as { items: { time: string; adminName: string | null }[]; total: number; pageSize: number };
    expect(body.total).toBeGreaterThan(5);
    expect(body.items.map((item) => item.time)).toEqual([...body.items.map((item) => item.time)].sort().reverse());
    const demo2 = await server.call({ method: 'GET', url: '/api/admin/overrides/audit?restaurantId=demo2', as: demo.admin });
    expect((demo2.json().items as { restaurantId: string }[]).every((item) => item.restaurantId === 'demo2')).toBe(true);
    expect((await server.call({ method: 'GET', url: '/api/admin/overrides/audit', as: demo.owner })).statusCode).toBe(403);
  });
});
