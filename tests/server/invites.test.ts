// Invites (spec §3, §4: 7-day validity, a code-bearing invite cannot be edited): created and listed by those holding
// ManageUsers, drafts edited, deleted by code or id, and each restaurant's invites kept from the others.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invites } from '../../server/platform/db/schema';
import { demo } from '../support/test-server';
import { fileServer, uniqueEmail } from './file-server';
import { sevenDaysMs, usersKit, type InviteDto } from './users-kit';

const server = await fileServer();
const { inviteRow, createInvite } = usersKit(server);

describe('creating and listing invites', () => {
  it('issues a code valid for exactly 7 days after creation, for the own restaurant', async () => {
    const before = Date.now();
    const invite = await createInvite({ name: 'Mia Muster', email: 'Mia.Muster@Example.TEST', phone: '+49 30 555', restaurantId: 'demo2' });
    const after = Date.now();
    expect(invite).toMatchObject({ name: 'Mia Muster', email: 'mia.muster@example.test', phone: '+49 30 555', roleId: 'host', restaurantId: 'demo', redeemedAt: null });
    expect(invite.inviteCode).toMatch(/^[A-Z0-9]{10}$/);
    const created = Date.parse(invite.createdAt);
    expect(created).toBeGreaterThanOrEqual(before - 1000);
    expect(created).toBeLessThanOrEqual(after + 1000);
    expect(Date.parse(invite.expiresAt) - created).toBe(sevenDaysMs);

    const list = await server.call({ method: 'GET', url: '/api/users/invites', as: demo.owner });
    expect(list.statusCode).toBe(200);
    expect((list.json().items as InviteDto[]).map((i) => i._id)).toContain(invite._id);
  });

  it('POST /users issues an invite too (users are created only through invites)', async () => {
    const res = await server.call({ method: 'POST', url: '/api/users', as: demo.owner, payload: { name: 'Via Users', email: uniqueEmail('via-users'), roleId: 'owner' } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ restaurantId: 'demo', roleId: 'owner' });
    expect(res.json().inviteCode).toEqual(expect.any(String));
  });

  it('refuses a role of another restaurant or an unknown role', async () => {
    const role2 = await server.call({ method: 'POST', url: '/api/roles', as: demo.owner2, payload: { name: `Only2 ${randomUUID()}`, permissions: ['ReadReservations'] } });
    expect(role2.statusCode).toBe(201);
    const res = await server.call({ method: 'POST', url: '/api/users/invites', as: demo.owner, payload: { name: 'X', email: uniqueEmail('x'), roleId: role2.json()._id } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'user_invalid_role' });
    const unknown = await server.call({ method: 'POST', url: '/api/users/invites', as: demo.owner, payload: { name: 'X', email: uniqueEmail('x'), roleId: 'nope' } });
    expect(unknown.json()).toMatchObject({ error: 'user_invalid_role' });
  });

  it('rejects malformed invites', async () => {
    for (const payload of [
      { name: '', email: uniqueEmail('a'), roleId: 'host' },
      { name: 'A', email: 'not-an-email', roleId: 'host' },
      { name: 'A', email: uniqueEmail('a') },
      { name: 'A', email: uniqueEmail('a'), roleId: 'host', phone: 'call me' },
    ]) {
      const res = await server.call({ method: 'POST', url: '/api/users/invites', as: demo.owner, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error).toBe('invalid_request');
    }
  });

  it('needs ManageUsers: the host may not list or create invites', async () => {
    const list = await server.call({ method: 'GET', url: '/api/users/invites', as: demo.host });
    expect(list.statusCode).toBe(403);
    expect(list.json().error).toBe('missing_permission');
    const create = await server.call({ method: 'POST', url: '/api/users/invites', as: demo.host, payload: { name: 'X', email: uniqueEmail('x'), roleId: 'host' } });
    expect(create.statusCode).toBe(403);
    const anonymous = await server.call({ method: 'GET', url: '/api/users/invites', restaurant: 'demo' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('editing invites', () => {
  it('a code-bearing invite cannot be edited: 409 invite_locked "must delete to edit", nothing changes', async () => {
    const invite = await createInvite({ name: 'Locked' });
    const before = await inviteRow('demo', invite._id);
    for (const key of [invite.inviteCode as string, invite._id]) {
      const res = await server.call({ method: 'PUT', url: `/api/users/invites/${key}`, as: demo.owner, payload: { name: 'Changed', email: uniqueEmail('c'), roleId: 'owner', issueCode: false } });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ error: 'invite_locked', message: 'must delete to edit' });
    }
    expect(await inviteRow('demo', invite._id)).toEqual(before);
  });

  it('a draft (issueCode false) can be edited, keeps no code, and issuing starts the 7 days', async () => {
    const draft = await createInvite({ name: 'Draft', issueCode: false });
    expect(draft.inviteCode).toBeNull();
    expect(Date.parse(draft.expiresAt) - Date.parse(draft.createdAt)).toBe(sevenDaysMs);

    const edited = await server.call({ method: 'PUT', url: `/api/users/invites/${draft._id}`, as: demo.owner, payload: { name: 'Draft Edited', email: 'Edited@Example.test', roleId: 'owner', issueCode: false } });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ _id: draft._id, name: 'Draft Edited', email: 'edited@example.test', roleId: 'owner', inviteCode: null, expiresAt: draft.expiresAt });

    // The draft was written three days ago: issuing it now must give 7 days from now, not from creation.
    const threeDaysAgo = new Date(Date.parse(draft.createdAt) - 3 * 24 * 3600_000);
    await server.database.db
      .update(invites)
      .set({ createdAt: threeDaysAgo, expiresAt: new Date(threeDaysAgo.getTime() + sevenDaysMs) })
      .where(and(eq(invites.restaurantId, 'demo'), eq(invites.id, draft._id)));
    const before = Date.now();
    const issued = await server.call({ method: 'PUT', url: `/api/users/invites/${draft._id}`, as: demo.owner, payload: { name: 'Draft Edited', email: 'edited@example.test', roleId: 'owner', issueCode: true } });
    const after = Date.now();
    expect(issued.statusCode).toBe(200);
    const body = issued.json() as InviteDto;
    expect(body.inviteCode).toMatch(/^[A-Z0-9]{10}$/);
    expect(Date.parse(body.expiresAt)).toBeGreaterThanOrEqual(before + sevenDaysMs - 1000);
    expect(Date.parse(body.expiresAt)).toBeLessThanOrEqual(after + sevenDaysMs + 1000);

    // Now it has a code, so it is locked.
    const again = await server.call({ method: 'PUT', url: `/api/users/invites/${body.inviteCode}`, as: demo.owner, payload: { name: 'Nope', email: uniqueEmail('n'), roleId: 'host', issueCode: false } });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('invite_locked');
  });

  it('a draft cannot be given a role of another restaurant', async () => {
    const draft = await createInvite({ issueCode: false });
    const res = await server.call({ method: 'PUT', url: `/api/users/invites/${draft._id}`, as: demo.owner, payload: { name: 'X', email: uniqueEmail('x'), roleId: 'nope', issueCode: false } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('user_invalid_role');
    expect((await inviteRow('demo', draft._id))?.roleId).toBe('host');
  });

  it('deleting by code removes the invite; a second delete or an unknown code is 404', async () => {
    const invite = await createInvite({});
    const del = await server.call({ method: 'DELETE', url: `/api/users/invites/${invite.inviteCode}`, as: demo.owner });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ ok: true });
    expect(await inviteRow('demo', invite._id)).toBeUndefined();
    const again = await server.call({ method: 'DELETE', url: `/api/users/invites/${invite.inviteCode}`, as: demo.owner });
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toBe('not_found');
    const put = await server.call({ method: 'PUT', url: '/api/users/invites/NOSUCHCODE', as: demo.owner, payload: { name: 'X', email: uniqueEmail('x'), roleId: 'host' } });
    expect(put.statusCode).toBe(404);
  });

  it('a draft can be deleted by its id', async () => {
    const draft = await createInvite({ issueCode: false });
    const del = await server.call({ method: 'DELETE', url: `/api/users/invites/${draft._id}`, as: demo.owner });
    expect(del.statusCode).toBe(200);
    expect(await inviteRow('demo', draft._id)).toBeUndefined();
  });
});

describe('tenant isolation of invites', () => {
  it('owner2 neither sees nor edits nor deletes demo invites, and nothing changes', async () => {
    const locked = await createInvite({ name: 'Demo only' });
    const draft = await createInvite({ name: 'Demo draft', issueCode: false });
    const snapshot = await server.database.db.select().from(invites).where(eq(invites.restaurantId, 'demo'));

    const list = await server.call({ method: 'GET', url: '/api/users/invites', as: demo.owner2 });
    expect(list.statusCode).toBe(200);
    const ids = (list.json().items as InviteDto[]).map((i) => i._id);
    expect(ids).not.toContain(locked._id);
    expect(ids).not.toContain(draft._id);
    expect((list.json().items as InviteDto[]).every((i) => i.restaurantId === 'demo2')).toBe(true);

    for (const key of [locked.inviteCode as string, locked._id, draft._id]) {
      const put = await server.call({ method: 'PUT', url: `/api/users/invites/${key}`, as: demo.owner2, payload: { name: 'Hijack', email: uniqueEmail('h'), roleId: 'owner', issueCode: true } });
      expect(put.statusCode, key).toBe(404);
      const del = await server.call({ method: 'DELETE', url: `/api/users/invites/${key}`, as: demo.owner2 });
      expect(del.statusCode, key).toBe(404);
    }
    const forced = await server.call({ method: 'GET', url: '/api/users/invites', as: demo.owner2, restaurant: 'demo' });
    expect(forced.statusCode).toBe(403);
    expect(forced.json().error).toBe('access_denied');
    const forcedDelete = await server.call({ method: 'DELETE', url: `/api/users/invites/${draft._id}`, as: demo.owner2, restaurant: 'demo' });
    expect(forcedDelete.statusCode).toBe(403);

    expect(await server.database.db.select().from(invites).where(eq(invites.restaurantId, 'demo'))).toEqual(snapshot);
  });
});
