// Onboarding through POST /users/type with an invite code (spec §4): a fresh sign-up has no type until an invite makes
// it staff of the invite's restaurant and role, once, and never with an expired, unknown or draft code.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invites } from '../../server/platform/db/schema';
import { demo, emulatorSignUp } from '../support/test-server';
import { fileServer, uniqueEmail } from './file-server';
import { bearer, usersKit, type InviteDto } from './users-kit';

const server = await fileServer();
const { userRow, inviteRow, createInvite } = usersKit(server);

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
});
