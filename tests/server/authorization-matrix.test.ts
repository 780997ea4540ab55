// Every API endpoint × every kind of caller (spec §6): who gets through the guard and who is refused with which code.
// The policy tables (./authorization-endpoints-*.ts, by domain) are written by hand on purpose — they are the
// expectation, not a copy of the routes' own `config.access` — and a test makes sure they list exactly the routes the
// app registers, so a new endpoint must join them.
import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorCode } from '../../core/errors';
import { permissions, type Permission } from '../../core/permissions';
import { demoPassword } from '../../server/seed/demo-accounts';
import { count } from 'drizzle-orm';
import { adminOverrideAudit } from '../../server/platform/db/schema';
import { createTestServer, demo, emulatorSignUp, type TestServer } from '../support/test-server';
import { headOfStream, registeredApiRoutes, snapshotDatabase, streamingRoutes, tableChanges, waitlistProbeDay } from './api-surface';
import { adminEndpoints } from './authorization-endpoints-admin';
import { affiliateEndpoints } from './authorization-endpoints-affiliates';
import { creatorEndpoints } from './authorization-endpoints-creator';
import { affiliateRestaurantEndpoints } from './authorization-endpoints-affiliates-restaurant';
import { frontOfHouseEndpoints } from './authorization-endpoints-front-of-house';
import { paymentsEndpoints } from './authorization-endpoints-payments';
import { publicEndpoints } from './authorization-endpoints-public';
import { publicPageEndpoints } from './authorization-endpoints-public-pages';
import { redemptionEndpoints } from './authorization-endpoints-redemptions';
import { settingsEndpoints } from './authorization-endpoints-settings';
import { voucherEndpoints } from './authorization-endpoints-vouchers';
import type { Endpoint, MatrixFixtures, Policy } from './authorization-policy';
import { throwaways, type Throwaways } from './throwaways';

/** Every endpoint, in the order the tests run: the settings table keeps the migration export before the role endpoints. */
const endpoints: Record<string, Endpoint> = { ...publicEndpoints, ...publicPageEndpoints, ...settingsEndpoints, ...frontOfHouseEndpoints, ...voucherEndpoints, ...paymentsEndpoints, ...redemptionEndpoints, ...affiliateEndpoints, ...creatorEndpoints, ...affiliateRestaurantEndpoints, ...adminEndpoints };

/** The demo Host role (server/modules/settings/role-templates.ts): the service permissions, none of the management ones. */
const hostPermissions: readonly Permission[] = ['ReadReservations', 'ManageReservations', 'ManageTables', 'ManageBlockers'];

const sessionHeader = 'x-admin-override-session';

interface Caller {
  as?: string;
  headers: Record<string, string>;
}

const callers = {
  anonymous: { headers: { 'x-restaurant-id': 'demo' } },
  otherTenantOwner: { as: demo.owner2, headers: { 'x-restaurant-id': 'demo' } },
  staffWithoutPermission: { as: demo.host, headers: { 'x-restaurant-id': 'demo' } },
  staffWithPermission: { as: demo.owner, headers: { 'x-restaurant-id': 'demo' } },
  affiliate: { as: demo.creator, headers: { 'x-restaurant-id': 'demo' } },
  admin: { as: demo.admin, headers: { 'x-restaurant-id': 'demo' } },
  // Spec §6 overrides go through an admin's override session (started in the setup, its id filled in there): alone,
  // or with the old header naming the same target.
  adminRestaurantOverride: { as: demo.admin, headers: { [sessionHeader]: '' } },
  adminActingAsHost: { as: demo.admin, headers: { [sessionHeader]: '', 'x-admin-user-override': 'demo-host', 'x-restaurant-id': 'demo' } },
  adminBareOverride: { as: demo.admin, headers: { 'x-admin-restaurant-override': 'demo' } },
  adminEndedSession: { as: demo.admin, headers: { [sessionHeader]: '' } },
  // Spec §6: only admins may send the override headers; anyone else is refused on every endpoint, public ones too.
  ownerSendingRestaurantOverride: { as: demo.owner, headers: { 'x-admin-restaurant-override': 'demo2' } },
  hostSendingUserOverride: { as: demo.host, headers: { 'x-admin-user-override': 'demo-owner', 'x-restaurant-id': 'demo' } },
  anonymousSendingUserOverride: { headers: { 'x-admin-user-override': 'demo-admin' } },
} satisfies Record<string, Caller>;

/**
 * A staff member of `demo` per permission, whose role holds that one permission and no other: each is let in exactly
 * where the route's required permissions are that one (or none), so a route guarded by the wrong permission, or by
 * none, shows. The owner and the host alone could not tell ManageUsers from ManageRoles.
 */
type SinglePermissionCaller = `only${Permission}`;
const runId = randomUUID().slice(0, 8);
const singlePermissionEmail = (permission: Permission) => `matrix-${permission.toLowerCase()}-${runId}@example.test`;
const singlePermissionCallers: Partial<Record<SinglePermissionCaller, Caller>> = {};
for (const permission of permissions) {
  singlePermissionCallers[`only${permission}`] = { as: singlePermissionEmail(permission), headers: { 'x-restaurant-id': 'demo' } };
}
/** The roles of those callers, made in the test setup. */
const singlePermissionRoles: Partial<Record<Permission, string>> = {};
const singlePermissionOf = (caller: CallerName): Permission | undefined => permissions.find((permission) => caller === `only${permission}`);

const allCallers: Partial<Record<CallerName, Caller>> = { ...callers, ...singlePermissionCallers };
type CallerName = keyof typeof callers | SinglePermissionCaller;

type Outcome = { allowed: true } | { allowed: false; status: number; error: ErrorCode };
const allowed: Outcome = { allowed: true };
const deny = (status: number, error: ErrorCode): Outcome => ({ allowed: false, status, error });
const signInFirst = deny(401, 'invalid_auth_header');
const accessDenied = deny(403, 'access_denied');
const missingPermission = deny(403, 'missing_permission');

function expectedOutcome(policy: Policy, caller: CallerName): Outcome {
  if (caller === 'ownerSendingRestaurantOverride' || caller === 'hostSendingUserOverride' || caller === 'anonymousSendingUserOverride') {
    return accessDenied;
  }
  if (caller === 'adminBareOverride') return deny(403, 'override_session_required');
  if (caller === 'adminEndedSession') return deny(403, 'override_session_expired');
  const single = singlePermissionOf(caller);
  if (single) return singlePermissionOutcome(policy, single);
  const isAdmin = caller === 'admin' || caller === 'adminRestaurantOverride';
  const actsAsHost = caller === 'staffWithoutPermission' || caller === 'adminActingAsHost';
  switch (policy.kind) {
    case 'public':
    case 'tenant':
      return allowed;
    case 'signedIn':
      return caller === 'anonymous' ? signInFirst : allowed;
    case 'admin':
      if (caller === 'anonymous') return signInFirst;
      return isAdmin ? allowed : accessDenied;
    case 'affiliate':
      if (caller === 'anonymous') return signInFirst;
      return isAdmin || caller === 'affiliate' ? allowed : accessDenied;
    case 'staff':
      if (caller === 'anonymous') return signInFirst;
      if (caller === 'otherTenantOwner' || caller === 'affiliate') return accessDenied;
      if (actsAsHost) return policy.permissions.every((p) => hostPermissions.includes(p)) ? allowed : missingPermission;
      // Spec §6: an admin reaches a restaurant's staff routes only under an override session.
      if (caller === 'admin') return deny(403, 'override_session_required');
      return allowed;
  }
}

/** A signed-in member of the restaurant whose role grants `permission` only. */
function singlePermissionOutcome(policy: Policy, permission: Permission): Outcome {
  switch (policy.kind) {
    case 'public':
    case 'tenant':
    case 'signedIn':
      return allowed;
    case 'admin':
    case 'affiliate':
      return accessDenied;
    case 'staff':
      return policy.permissions.every((required) => required === permission) ? allowed : missingPermission;
  }
}

/** Codes with which the guard (server/platform/auth/context.ts) refuses a request; an allowed caller never sees one. */
const guardCodes: readonly string[] = [
  'invalid_auth_header',
  'invalid_token',
  'access_denied',
  'missing_permission',
  'user_without_role',
  'missing_user_type',
  'missing_restaurant_id',
  'override_session_required',
  'override_session_invalid',
  'override_session_expired',
];

async function callAs(email: string, options: InjectOptions & { headers?: Record<string, string> }) {
  return server.call({ ...options, as: email });
}

let server: TestServer;
let t: Throwaways;
/** A day the demo is fully booked (a private party): the waitlist takes guests only for such a day. */
const fullDay = waitlistProbeDay();
let fixtures: MatrixFixtures;
beforeAll(async () => {
  server = await createTestServer();
  t = throwaways(server.app);
  await t.fullDay(fullDay);
  await Promise.all(permissions.map((permission) => singlePermissionMember(permission)));
  await startOverrideSessions();
  fixtures = { grantableRole: singlePermissionRoles.ManageUsers as string, fullDay };
});

/** An emulator account and a `demo` staff row whose role holds `permission` only. */
async function singlePermissionMember(permission: Permission): Promise<void> {
  const email = singlePermissionEmail(permission);
  const role = await server.app.services.roles.create('demo', { name: `Only ${permission} ${runId}`, description: '', permissions: [permission] });
  singlePermissionRoles[permission] = role._id;
  const { uid } = await emulatorSignUp(email, demoPassword);
  await server.app.services.users.insertUser({ id: uid, email, type: 'Restaurant', restaurantId: 'demo', roleId: role._id });
}
afterAll(() => server.close());

/** The admin's override sessions the override callers send; the ended one is refused everywhere. */
async function startOverrideSessions(): Promise<void> {
  const admin = await server.app.services.users.findById('demo-admin');
  if (!admin) throw new Error('The demo admin is missing');
  const start = (target: { kind: 'user' | 'restaurant'; id: string }) => server.app.services.overrides.start(admin, { target, reason: 'Authorization matrix' });
  callers.adminRestaurantOverride.headers[sessionHeader] = (await start({ kind: 'restaurant', id: 'demo' }))._id;
  callers.adminActingAsHost.headers[sessionHeader] = (await start({ kind: 'user', id: 'demo-host' }))._id;
  const ended = await start({ kind: 'restaurant', id: 'demo' });
  await server.app.services.overrides.end('demo-admin', ended._id);
  callers.adminEndedSession.headers[sessionHeader] = ended._id;
}

/** Spec §6: every request sent with an override session leaves one audit entry, admitted or refused. */
const auditCount = async () => (await server.database.db.select({ n: count() }).from(adminOverrideAudit))[0]?.n ?? 0;
const sentWithSession = (requests: readonly { caller: Caller }[]) => requests.filter((request) => sessionHeader in request.caller.headers).length;
const beyondAudit = (changes: ReturnType<typeof tableChanges>) => changes.filter((change) => change.table !== 'admin_override_audit');

describe('authorization matrix', () => {
  it('the policy table lists exactly the routes the app registers under /api', () => {
    const registered = registeredApiRoutes(server.app).map((route) => route.key);
    expect(Object.keys(endpoints).sort()).toEqual([...registered].sort());
  });

  for (const [key, endpoint] of Object.entries(endpoints)) {
    it(key, async () => {
      const [method, path] = key.split(' ') as [InjectOptions['method'], string];
      const requests = await Promise.all(
        (Object.entries(allCallers) as [CallerName, Caller][]).map(async ([name, caller]) => {
          const call = endpoint.call ? await endpoint.call(t, fixtures) : {};
          return { name, caller, call, expected: expectedOutcome(endpoint.policy, name) };
        }),
      );
      const streaming = streamingRoutes.has(key);
      const send = async ({ caller, call }: (typeof requests)[number]) => {
        const reply = await server.call({
          method,
          url: call.url ?? path,
          ...(call.payload ? { payload: call.payload } : {}),
          ...(call.upload ? { payload: call.upload } : {}),
          ...(caller.as ? { as: caller.as } : {}),
          ...(streaming ? { payloadAsStream: true } : {}),
          headers: call.upload ? { ...caller.headers, 'content-type': 'image/png' } : caller.headers,
        });
        return streaming ? headOfStream(reply) : reply;
      };

      // Refused calls first, all at once; they must leave every table as it was.
      const refused = requests.filter((r) => !r.expected.allowed);
      const before = await snapshotDatabase(server.database.db);
      const auditBefore = await auditCount();
      const refusedReplies = await Promise.all(refused.map(send));
      expect(beyondAudit(tableChanges(before, await snapshotDatabase(server.database.db)))).toEqual([]);
      expect(await auditCount()).toBe(auditBefore + sentWithSession(refused));
      refused.forEach((request, index) => {
        const reply = refusedReplies[index];
        const expected = request.expected as Extract<Outcome, { allowed: false }>;
        expect({ caller: request.name, status: reply?.statusCode, error: reply?.json().error }).toEqual({
          caller: request.name,
          status: expected.status,
          error: expected.error,
        });
      });

      const admitted = requests.filter((r) => r.expected.allowed);
      const auditBeforeAdmitted = await auditCount();
      const admittedReplies = await Promise.all(admitted.map(send));
      expect(await auditCount()).toBe(auditBeforeAdmitted + sentWithSession(admitted));
      await endpoint.settle?.(admittedReplies, server.database.db);
      admitted.forEach((request, index) => {
        const reply = admittedReplies[index];
        const status = reply?.statusCode ?? 0;
        const error: unknown = status >= 400 ? reply?.json().error : undefined;
        expect({ caller: request.name, status, guardRefused: guardCodes.includes(String(error)) }).toEqual({
          caller: request.name,
          status: endpoint.ok.includes(status) ? status : `one of ${endpoint.ok.join(', ')} (got ${status}: ${reply?.body.slice(0, 200)})`,
          guardRefused: false,
        });
      });
    });
  }

  it('an admin acting as another user is that user: the host cannot manage roles, and /users/me says who acts', async () => {
    const headers = { [sessionHeader]: callers.adminActingAsHost.headers[sessionHeader] as string };
    const me = await callAs(demo.admin, { method: 'GET', url: '/api/users/me', headers });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ _id: 'demo-host', actingAdminId: 'demo-admin' });
    const roles = await callAs(demo.admin, { method: 'GET', url: '/api/roles', headers });
    expect(roles.json()).toMatchObject({ error: 'missing_permission' });
  });

  it('a restaurant override session points an admin at that restaurant, even against X-Restaurant-Id', async () => {
    const reply = await callAs(demo.admin, {
      method: 'GET',
      url: '/api/restaurant-metadata',
      headers: { [sessionHeader]: callers.adminRestaurantOverride.headers[sessionHeader] as string, 'x-restaurant-id': 'demo2' },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ restaurantId: 'demo' });
  });

  it('an override session for an unknown user or restaurant cannot be started', async () => {
    const start = (target: { kind: string; id: string }) => callAs(demo.admin, { method: 'POST', url: '/api/admin/overrides', payload: { target, reason: 'Probe the refusal' } });
    const user = await start({ kind: 'user', id: 'no-such-user' });
    expect([user.statusCode, user.json().error]).toEqual([404, 'unknown_user']);
    const restaurant = await start({ kind: 'restaurant', id: 'no-such-restaurant' });
    expect([restaurant.statusCode, restaurant.json().error]).toEqual([404, 'not_found']);
  });

  it('staff cannot reach another tenant by X-Restaurant-Id, and an admin reaches one only under an override session', async () => {
    const crossTenant = await callAs(demo.owner, { method: 'GET', url: '/api/roles', headers: { 'x-restaurant-id': 'demo2' } });
    expect([crossTenant.statusCode, crossTenant.json().error]).toEqual([403, 'access_denied']);
    for (const headers of [{}, { 'x-restaurant-id': 'demo2' }] as Record<string, string>[]) {
      const bare = await callAs(demo.admin, { method: 'GET', url: '/api/roles', headers });
      expect([bare.statusCode, bare.json().error]).toEqual([403, 'override_session_required']);
    }
  });
});
