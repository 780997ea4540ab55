// Valid examples of the account routes for the malformed-input probes (./malformed-input.test.ts): users, invites,
// roles and child users, and the admin's user management.
import { randomUUID } from 'node:crypto';
import { uniqueSuffix } from './api-surface';
import type { Example } from './malformed-input-probes';

const phone = '+49 30 1234567';
const inviteBody = () => ({ name: 'Fuzz Invite', email: 'fuzz-invite@example.test', phone, roleId: 'host', issueCode: false });
const roleBody = () => ({ name: `Fuzz ${uniqueSuffix()}`, description: 'Probe', permissions: ['ReadReservations'] });
const adminCreatedEmail = `fuzz-${randomUUID()}@example.test`;

export const accountExamples: Record<string, Example> = {
  'POST /api/users/invites': { body: inviteBody, refs: ['roleId'] },
  'PUT /api/users/invites/:code': { params: async (t) => ({ code: await t.invite() }), body: inviteBody, refs: ['roleId'] },
  'DELETE /api/users/invites/:code': { params: async (t) => ({ code: await t.invite() }) },
  'POST /api/users': { body: inviteBody, refs: ['roleId'] },
  'GET /api/users/:id': { params: () => ({ id: 'demo-host' }) },
  'PUT /api/users/:id': {
    params: async (t) => ({ id: await t.staffUser() }),
    body: () => ({ roleId: 'host', username: `fuzz-${uniqueSuffix()}`, publicInformation: { displayName: 'Fuzz', bio: 'Probe' } }),
    refs: ['roleId'],
  },
  'DELETE /api/users/:id': { params: async (t) => ({ id: await t.staffUser() }) },
  // The admin already has a type (invalid_user_type); a newcomer reaches the invite lookup (invalid_invite).
  'POST /api/users/type': {
    body: () => ({ type: 'Restaurant', inviteCode: 'ZZZZ-0000', username: 'fuzz-newcomer' }),
    ok: [400],
    callers: ['admin', 'newcomer'],
  },
  'PUT /api/users/me/personal-information': { body: () => ({ firstName: 'Fuzz', lastName: 'Probe', phone }) },
  'PUT /api/users/me/public-information': {
    body: () => ({ displayName: 'Fuzz', bio: 'Probe', profilePictureURL: 'https://example.test/me.png', links: ['https://example.test/'] }),
  },
  'POST /api/users/authenticate': { body: () => ({ userId: 'no-such-child', pin: '1234' }), ok: [404] },
  // A child makes its parent's later calls wait for the PIN step, so each one created is retired at once.
  'POST /api/users/children': {
    body: () => ({ displayName: 'Fuzz Child', pin: '1234', roleId: 'host' }),
    ok: [201],
    refs: ['roleId'],
    cleanup: async (server, reply) => {
      const child = reply.json() as { _id: string };
      await server.app.services.users.softDelete(child._id, 'malformed-input-test');
    },
  },
  'GET /api/users/validate/affiliate-username/:name': { params: () => ({ name: 'fuzz-name' }), freeParams: ['name'] },
  'GET /api/roles/:id': { params: () => ({ id: 'host' }) },
  'POST /api/roles': { body: roleBody },
  'PUT /api/roles/:id': { params: async (t) => ({ id: await t.role() }), body: roleBody },
  'DELETE /api/roles/:id': { params: async (t) => ({ id: await t.role() }) },
  'GET /api/admin/users/restaurant/:restaurantId': { params: () => ({ restaurantId: 'demo' }) },
  // The valid request creates one emulator account; every later probe reuses the address and stops at the handler.
  'POST /api/admin/users': {
    body: () => ({ email: adminCreatedEmail, password: 'pass-word-1', type: 'Restaurant', restaurantId: 'demo', roleId: 'host', username: 'fuzz-staff' }),
    ok: [201],
    refs: ['restaurantId', 'roleId'],
    notStored: ['password'],
  },
  'DELETE /api/admin/users/:id': { params: async (t) => ({ id: await t.staffUser() }) },
  'POST /api/admin/overrides': { body: () => ({ target: { kind: 'restaurant', id: 'demo' }, reason: 'Malformed input probe' }), refs: ['target.id'] },
  'POST /api/admin/overrides/:id/renew': { params: async (t) => ({ id: await t.overrideSession() }) },
  'DELETE /api/admin/overrides/:id': { params: async (t) => ({ id: await t.overrideSession() }) },
  'GET /api/admin/overrides/audit': { query: () => ({ page: '0', restaurantId: 'demo', adminId: 'demo-admin' }) },
};
