// Onboarding through POST /users/type as an affiliate (spec §4): a public creator with a username; a taken username,
// a change of type, the Admin type and a signed-out caller are refused.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { emulatorSignUp } from '../support/test-server';
import { fileServer, uniqueEmail } from './file-server';
import { bearer, usersKit } from './users-kit';

const server = await fileServer();
const { userRow, inviteRow, createInvite } = usersKit(server);

describe('onboarding: POST /users/type', () => {
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
