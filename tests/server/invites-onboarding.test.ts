// Invites (spec §3, §4: 7-day validity, a code-bearing invite cannot be edited) and onboarding through POST /users/type.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invites, users } from '../../server/platform/db/schema';
import { createTestServer, demo, emulatorSignUp, type TestServer } from '../support/test-server';

const sevenDaysMs = 7 * 24 * 3600_000;
let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const uniqueEmail = (tag: string) => `${tag}-${randomUUID()}@covers.test`;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

interface InviteDto {
  _id: string;
  name: string;
  email: string;
  phone: string | null;
  roleId: string;
  restaurantId: string;
  inviteCode: string | null;
  createdAt: string;
  expiresAt: string;
  redeemedAt: string | null;
}

async function createInvite(body: Record<string, unknown>, as: string = demo.owner): Promise<InviteDto> {
  const res = await server.call({ method: 'POST', url: '/api/users/invites', as, payload: { name: 'New Hire', email: uniqueEmail('invitee'), roleId: 'host', ...body } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as InviteDto;
}

async function inviteRow(restaurantId: string, id: string) {
  const [row] = await server.database.db.select().from(invites).where(and(eq(invites.restaurantId, restaurantId), eq(invites.id, id)));
  return row;
}

async function userRow(id: string) {
  const [row] = await server.database.db.select().from(users).where(eq(users.id, id));
  return row;
}

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

describe('onboarding: POST /users/type', () => {
  it('a fresh sign-up has no type and needs onboarding', async () => {
    const { uid, token } = await emulatorSignUp(uniqueEmail('fresh'));
    const me = await server.call({ method: 'GET', url: '/api/users/me', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ _id: uid, type: null, restaurantId: null, permissions: [], needsOnboarding: true });
  });

  it('Restaurant with an invite code links the user to the invite restaurant and role', async () => {
    const invite = await createInvite({ name: 'Nora Neu', roleId: 'host' });
    const { uid, token } = await emulatorSignUp(uniqueEmail('staff'));
    const res = await server.call({ method: 'POST', url: '/api/users/type', headers: bearer(token), payload: { type: 'Restaurant', inviteCode: invite.inviteCode } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ _id: uid, type: 'Restaurant', restaurantId: 'demo', roleId: 'host', needsOnboarding: false });

    const me = (await server.call({ method: 'GET', url: '/api/users/me', headers: bearer(token) })).json();
    expect(me).toMatchObject({ _id: uid, type: 'Restaurant', restaurantId: 'demo', roleId: 'host', publicInformation: { displayName: 'Nora Neu' } });
    expect([...me.permissions].sort()).toEqual(['ManageBlockers', 'ManageReservations', 'ManageTables', 'ReadReservations']);

    // Staff now: the restaurant's own endpoints answer, with the role's limits.
    expect((await server.call({ method: 'GET', url: '/api/restaurant-metadata', headers: bearer(token) })).json().restaurantId).toBe('demo');
    expect((await server.call({ method: 'GET', url: '/api/roles', headers: bearer(token) })).statusCode).toBe(403);

    const row = await inviteRow('demo', invite._id);
    expect(row?.redeemedBy).toBe(uid);
    expect(row?.redeemedAt).toBeInstanceOf(Date);
    const open = (await server.call({ method: 'GET', url: '/api/users/invites', as: demo.owner })).json().items as InviteDto[];
    expect(open.map((i) => i._id)).not.toContain(invite._id);
    const staff = (await server.call({ method: 'GET', url: '/api/users', as: demo.owner })).json().items as { _id: string }[];
    expect(staff.map((u) => u._id)).toContain(uid);
  });

  it('an invite can be redeemed only once', async () => {
    const invite = await createInvite({ roleId: 'owner' });
    const first = await emulatorSignUp(uniqueEmail('first'));
    const second = await emulatorSignUp(uniqueEmail('second'));
    const ok = await server.call({ method: 'POST', url: '/api/users/type', headers: bearer(first.token), payload: { type: 'Restaurant', inviteCode: invite.inviteCode } });
    expect(ok.statusCode).toBe(200);
    const again = await server.call({ method: 'POST', url: '/api/users/type', headers: bearer(second.token), payload: { type: 'Restaurant', inviteCode: invite.inviteCode } });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('invalid_invite');
    expect(await userRow(second.uid)).toMatchObject({ type: null, restaurantId: null, roleId: null });
    expect((await inviteRow('demo', invite._id))?.redeemedBy).toBe(first.uid);
  });

  it('two concurrent redemptions of one invite: exactly one succeeds', async () => {
    const invite = await createInvite({ roleId: 'host' });
    const a = await emulatorSignUp(uniqueEmail('race-a'));
    const b = await emulatorSignUp(uniqueEmail('race-b'));
    // Both accounts exist in the database before the race, so only the redemption itself competes.
    await server.call({ method: 'GET', url: '/api/users/me', headers: bearer(a.token) });
    await server.call({ method: 'GET', url: '/api/users/me', headers: bearer(b.token) });
    const results = await Promise.all(
      [a, b].map((account) =>
        server.call({ method: 'POST', url: '/api/users/type', headers: bearer(account.token), payload: { type: 'Restaurant', inviteCode: invite.inviteCode } }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const loser = results.find((r) => r.statusCode === 400);
    expect(loser?.json().error).toBe('invalid_invite');
    const rows = await Promise.all([userRow(a.uid), userRow(b.uid)]);
    expect(rows.filter((r) => r?.restaurantId === 'demo')).toHaveLength(1);
    const winner = rows.find((r) => r?.restaurantId === 'demo');
    expect((await inviteRow('demo', invite._id))?.redeemedBy).toBe(winner?.id);
  });

  it('an expired invite gives invalid_invite and links nobody', async () => {
    const invite = await createInvite({ roleId: 'owner' });
    await server.database.db
      .update(invites)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(and(eq(invites.restaurantId, 'demo'), eq(invites.id, invite._id)));
    const { uid, token } = await emulatorSignUp(uniqueEmail('late'));
    const res = await server.call({ method: 'POST', url: '/api/users/type', headers: bearer(token), payload: { type: 'Restaurant', inviteCode: invite.inviteCode } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('invalid_invite');
    expect(await userRow(uid)).toMatchObject({ type: null, restaurantId: null });
    expect((await inviteRow('demo', invite._id))?.redeemedAt).toBeNull();
  });

  it('unknown codes, a draft id, and no code at all give invalid_invite', async () => {
    const draft = await createInvite({ issueCode: false });
    const { uid, token } = await emulatorSignUp(uniqueEmail('guess'));
    for (const payload of [
      { type: 'Restaurant', inviteCode: 'ZZZZZZZZZZ' },
      { type: 'Restaurant', inviteCode: draft._id },
      { type: 'Restaurant' },
    ]) {
      const res = await server.call({ method: 'POST', url: '/api/users/type', headers: bearer(token), payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error).toBe('invalid_invite');
    }
    expect(await userRow(uid)).toMatchObject({ type: null, restaurantId: null });
  });

  it('type Affiliate with a username makes a public creator', async () => {
    const username = `c-${randomUUID().slice(0, 8)}`;
    const { uid, token } = await emulatorSignUp(uniqueEmail('creator'));
    const check = await server.call({ method: 'GET', url: `/api/users/validate/affiliate-username/${username}` });
    expect(check.json()).toMatchObject({ valid: true, available: true });

    const res = await server.call({ method: 'POST', url: '/api/users/type', headers: bearer(token), payload: { type: 'Affiliate', username: username.toUpperCase() } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: uid, type: 'Affiliate', username, restaurantId: null, permissions: [], needsOnboarding: false });

    const taken = await server.call({ method: 'GET', url: `/api/users/validate/affiliate-username/${username}` });
    expect(taken.json()).toMatchObject({ valid: true, available: false });
    const slug = await server.call({ method: 'GET', url: `/api/slugs/user/${username}` });
    expect(slug.statusCode).toBe(200);
    expect(slug.json()).toMatchObject({ userId: uid, slug: username });
    // Affiliates reach affiliate endpoints, not staff ones.
    expect((await server.call({ method: 'GET', url: '/api/restaurant-metadata/affiliate-program', headers: bearer(token) })).statusCode).toBe(200);
    expect((await server.call({ method: 'GET', url: '/api/restaurant-metadata', headers: bearer(token) })).statusCode).toBe(403);
  });

  it('a taken username gives 409 username_taken and leaves the user typeless', async () => {
    const { uid, token } = await emulatorSignUp(uniqueEmail('copycat'));
    const res = await server.call({ method: 'POST', url: '/api/users/type', headers: bearer(token), payload: { type: 'Affiliate', username: 'creator' } });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('username_taken');
    expect(await userRow(uid)).toMatchObject({ type: null, username: null });
  });

  it('a user cannot switch type, and nobody can choose Admin', async () => {
    const { uid, token } = await emulatorSignUp(uniqueEmail('switch'));
    const affiliate = await server.call({ method: 'POST', url: '/api/users/type', headers: bearer(token), payload: { type: 'Affiliate', username: `s-${randomUUID().slice(0, 8)}` } });
    expect(affiliate.statusCode).toBe(200);
    const invite = await createInvite({ roleId: 'owner' });
    const toStaff = await server.call({ method: 'POST', url: '/api/users/type', headers: bearer(token), payload: { type: 'Restaurant', inviteCode: invite.inviteCode } });
    expect(toStaff.statusCode).toBe(400);
    expect(toStaff.json().error).toBe('invalid_user_type');
    expect(await userRow(uid)).toMatchObject({ type: 'Affiliate', restaurantId: null });
    expect((await inviteRow('demo', invite._id))?.redeemedAt).toBeNull();

    const admin = await server.call({ method: 'POST', url: '/api/users/type', headers: bearer(token), payload: { type: 'Admin' } });
    expect(admin.statusCode).toBe(400);
    expect(admin.json().error).toBe('invalid_request');
  });

  it('needs a signed-in user', async () => {
    const res = await server.call({ method: 'POST', url: '/api/users/type', payload: { type: 'Affiliate' } });
    expect(res.statusCode).toBe(401);
  });
});
