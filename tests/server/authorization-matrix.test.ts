// Every API endpoint × every kind of caller (spec §6): who gets through the guard and who is refused with which code.
// The policy table below is written by hand on purpose — it is the expectation, not a copy of the routes' own
// `config.access` — and a test makes sure it lists exactly the routes the app registers, so a new endpoint must join it.
import { randomUUID } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorCode } from '../../core/errors';
import { localDateOf } from '../../core/time';
import { permissions, type Permission } from '../../core/permissions';
import { demoPassword } from '../../server/seed/demo-accounts';
import { createTestServer, demo, emulatorSignUp, type TestServer } from '../support/test-server';
import {
  bookingPayload,
  confirmationsSent,
  waitlistProbeDay,
  headOfStream,
  registeredApiRoutes,
  snapshotDatabase,
  staffReservationPayload,
  streamingRoutes,
  tableChanges,
  migrationFile,
  throwaways,
  tinyPng,
  uniqueSuffix,
  type Throwaways,
} from './api-surface';

type Policy =
  | { kind: 'public' }
  /** Public, about one restaurant (X-Restaurant-Id or host). */
  | { kind: 'tenant' }
  | { kind: 'signedIn' }
  | { kind: 'staff'; permissions: Permission[] }
  | { kind: 'admin' }
  | { kind: 'affiliate' };

const publicRoute: Policy = { kind: 'public' };
const tenant: Policy = { kind: 'tenant' };
const signedIn: Policy = { kind: 'signedIn' };
const admin: Policy = { kind: 'admin' };
const affiliate: Policy = { kind: 'affiliate' };
const staff = (...permissions: Permission[]): Policy => ({ kind: 'staff', permissions });

interface Call {
  url?: string;
  payload?: Record<string, unknown>;
  /** Raw image bytes instead of a JSON payload (sent as image/png). */
  upload?: Buffer;
}
interface Endpoint {
  policy: Policy;
  /** Statuses an allowed caller may get with this call (handlers may still refuse the payload on their own terms). */
  ok: number[];
  /** The request; runs once per caller, so state-changing calls get their own throw-away resource. */
  call?: (t: Throwaways) => Promise<Call> | Call;
  /** Waits for work an admitted call leaves running after its reply, before the next endpoint compares snapshots. */
  settle?: (replies: LightMyRequestResponse[]) => Promise<void>;
}

/**
 * The role invites and users of these calls get: one holding ManageUsers only, so the caller holding just ManageUsers
 * may grant it too (nobody grants a role with permissions they lack).
 */
const grantableRole = () => singlePermissionRoles.ManageUsers as string;
const invitePayload = () => ({ name: 'Matrix Invite', email: `matrix-${uniqueSuffix()}@example.test`, roleId: grantableRole(), issueCode: false });

const endpoints: Record<string, Endpoint> = {
  'GET /api/health': { policy: publicRoute, ok: [200] },
  'GET /api/docs': { policy: publicRoute, ok: [200] },
  'GET /api/client-config': { policy: publicRoute, ok: [200] },
  'GET /api/cities': { policy: publicRoute, ok: [200] },
  'GET /api/cities/:id': { policy: publicRoute, ok: [200], call: async (t) => ({ url: `/api/cities/${await t.city()}` }) },
  'GET /api/restaurant-metadata/all': { policy: publicRoute, ok: [200] },
  'GET /api/restaurant-metadata/:restaurantId': { policy: publicRoute, ok: [200], call: () => ({ url: '/api/restaurant-metadata/demo2' }) },
  'GET /api/slugs/user/:userId': { policy: publicRoute, ok: [200], call: () => ({ url: '/api/slugs/user/creator' }) },
  'GET /api/users/public': { policy: publicRoute, ok: [200] },
  'GET /api/users/validate/affiliate-username/:name': {
    policy: publicRoute,
    ok: [200],
    call: () => ({ url: '/api/users/validate/affiliate-username/matrix-name' }),
  },
  'GET /api/app-config': { policy: tenant, ok: [200] },
  'GET /api/reservations/availability': { policy: tenant, ok: [200] },
  'GET /api/specials': { policy: tenant, ok: [200] },
  // Each caller books its own day; a full slot (409) is still a call the guard let through.
  'POST /api/reservations/request': {
    policy: tenant,
    ok: [201, 409],
    call: () => ({ payload: bookingPayload() }),
    settle: (replies) =>
      confirmationsSent(
        server.database.db,
        replies.filter((reply) => reply.statusCode === 201).map((reply) => (reply.json() as { reservation: { _id: string } }).reservation._id),
      ),
  },
  'POST /api/waitlist': {
    policy: tenant,
    ok: [201],
    call: () => ({ payload: { day: fullDay, level: 'Terrace', partySize: 2, customer: bookingPayload().customer } }),
  },
  'GET /api/reservations/LoadReservation': {
    policy: publicRoute,
    ok: [200],
    call: async (t) => ({ url: `/api/reservations/LoadReservation?token=${(await t.reservation()).token}` }),
  },
  'GET /api/reservations/DeleteReservation': {
    policy: publicRoute,
    ok: [200],
    call: async (t) => ({ url: `/api/reservations/DeleteReservation?reservationToken=${(await t.reservation()).token}` }),
  },

  'GET /api/users/me': { policy: signedIn, ok: [200] },
  // Only the affiliate may (re)confirm its own type; everyone else gets invalid_user_type from the handler.
  'POST /api/users/type': { policy: signedIn, ok: [200, 400], call: () => ({ payload: { type: 'Affiliate' } }) },
  'PUT /api/users/me/personal-information': { policy: signedIn, ok: [200], call: () => ({ payload: { firstName: 'Matrix' } }) },
  'PUT /api/users/me/public-information': { policy: signedIn, ok: [200], call: () => ({ payload: { bio: 'Matrix' } }) },
  'POST /api/users/authenticate': { policy: signedIn, ok: [404], call: () => ({ payload: { userId: 'no-such-child', pin: '1234' } }) },
  'GET /api/users/children': { policy: signedIn, ok: [200] },

  'GET /api/restaurant-metadata': { policy: staff(), ok: [200] },
  'GET /api/status': { policy: staff(), ok: [200] },
  'PUT /api/restaurant-metadata': { policy: staff('ManageRoles'), ok: [200], call: () => ({ payload: { settings: { address: 'Via Roma 1' } } }) },
  'PUT /api/app-config': { policy: staff('ManageRoles'), ok: [200], call: () => ({ payload: { STRINGS: { BOOKING_SPECIALS: 'Specials' } } }) },
  'POST /api/reservations/:id/email/confirmation': {
    policy: staff('ManageReservations'),
    ok: [200],
    call: async (t) => ({ url: `/api/reservations/${(await t.reservation()).id}/email/confirmation` }),
  },
  // Before the role endpoints: each caller of those leaves a throw-away role, and a file holds at most 50 roles.
  'GET /api/restaurant-migration/export': { policy: staff('ManageRoles'), ok: [200] },
  'GET /api/roles': { policy: staff('ManageRoles'), ok: [200] },
  'GET /api/roles/:id': { policy: staff('ManageRoles'), ok: [200], call: () => ({ url: '/api/roles/host' }) },
  'POST /api/roles': {
    policy: staff('ManageRoles'),
    ok: [201],
    call: () => ({ payload: { name: `Matrix ${uniqueSuffix()}`, permissions: ['ReadReservations'] } }),
  },
  'PUT /api/roles/:id': {
    policy: staff('ManageRoles'),
    ok: [200],
    call: async (t) => ({ url: `/api/roles/${await t.role()}`, payload: { name: `Matrix ${uniqueSuffix()}`, permissions: ['ViewAnalytics'] } }),
  },
  'DELETE /api/roles/:id': { policy: staff('ManageRoles'), ok: [200], call: async (t) => ({ url: `/api/roles/${await t.role()}` }) },
  'GET /api/tables': { policy: staff(), ok: [200] },
  'POST /api/tables': { policy: staff('ManageTables'), ok: [201], call: () => ({ payload: { table: { tableNumber: `M${uniqueSuffix()}`, level: 'Terrace' } } }) },
  'PUT /api/tables/:id': {
    policy: staff('ManageTables'),
    ok: [200],
    call: async (t) => ({ url: `/api/tables/${await t.table()}`, payload: { table: { tableNumber: `M${uniqueSuffix()}`, level: 'Terrace', label: 'Matrix' } } }),
  },
  'DELETE /api/tables/:id': { policy: staff('ManageTables'), ok: [200], call: async (t) => ({ url: `/api/tables/${await t.table()}` }) },
  'GET /api/areas': { policy: staff(), ok: [200] },
  'POST /api/areas': { policy: staff('ManageAreas'), ok: [201], call: () => ({ payload: { name: `Matrix ${uniqueSuffix()}`, localizedNames: { en: 'Matrix' } } }) },
  'PUT /api/areas/:id': {
    policy: staff('ManageAreas'),
    ok: [200],
    call: async (t) => ({ url: `/api/areas/${await t.area()}`, payload: { name: `Matrix ${uniqueSuffix()}`, localizedNames: { en: 'Matrix' } } }),
  },
  'DELETE /api/areas/:id': { policy: staff('ManageAreas'), ok: [200], call: async (t) => ({ url: `/api/areas/${await t.area()}` }) },
  'GET /api/area-groups': { policy: staff(), ok: [200] },
  'POST /api/area-groups': { policy: staff('ManageAreas'), ok: [201], call: () => ({ payload: { name: { en: 'Matrix' }, areaIds: ['terrace'] } }) },
  'PUT /api/area-groups/:id': {
    policy: staff('ManageAreas'),
    ok: [200],
    call: async (t) => ({ url: `/api/area-groups/${await t.areaGroup()}`, payload: { name: { en: 'Matrix' }, areaIds: ['dining-room'] } }),
  },
  'DELETE /api/area-groups/:id': { policy: staff('ManageAreas'), ok: [200], call: async (t) => ({ url: `/api/area-groups/${await t.areaGroup()}` }) },
  'GET /api/specials/all': { policy: staff(), ok: [200] },
  'GET /api/specials/:id': { policy: staff(), ok: [200], call: () => ({ url: '/api/specials/tasting-menu' }) },
  'POST /api/specials': { policy: staff('ManageAreas'), ok: [201], call: () => ({ payload: { title: { en: 'Matrix' } } }) },
  'PUT /api/specials/:id': {
    policy: staff('ManageAreas'),
    ok: [200],
    call: async (t) => ({ url: `/api/specials/${await t.special()}`, payload: { title: { en: 'Matrix' }, weekdays: ['friday'] } }),
  },
  'DELETE /api/specials/:id': { policy: staff('ManageAreas'), ok: [200], call: async (t) => ({ url: `/api/specials/${await t.special()}` }) },
  'POST /api/images/:kind': { policy: staff('ManageRoles'), ok: [200], call: async () => ({ url: '/api/images/logo', upload: await tinyPng() }) },
  'DELETE /api/images/:kind': { policy: staff('ManageRoles'), ok: [200], call: () => ({ url: '/api/images/favicon' }) },
  'POST /api/images/area': {
    policy: staff('ManageAreas'),
    ok: [201],
    call: async (t) => ({ url: `/api/images/area?areaId=${await t.area()}`, upload: await tinyPng() }),
  },
  // The demo always has upcoming reservations, so an admitted import is refused by the service (409), never replaces it.
  'POST /api/restaurant-migration/import': { policy: staff('ManageRoles'), ok: [409], call: () => ({ payload: migrationFile() }) },
  'GET /api/users/invites': { policy: staff('ManageUsers'), ok: [200] },
  'POST /api/users/invites': { policy: staff('ManageUsers'), ok: [201], call: () => ({ payload: invitePayload() }) },
  'PUT /api/users/invites/:code': {
    policy: staff('ManageUsers'),
    ok: [200],
    call: async (t) => ({ url: `/api/users/invites/${await t.invite('demo', grantableRole())}`, payload: invitePayload() }),
  },
  'DELETE /api/users/invites/:code': { policy: staff('ManageUsers'), ok: [200], call: async (t) => ({ url: `/api/users/invites/${await t.invite('demo', grantableRole())}` }) },
  'GET /api/users': { policy: staff('ManageUsers'), ok: [200] },
  'POST /api/users': { policy: staff('ManageUsers'), ok: [201], call: () => ({ payload: invitePayload() }) },
  'GET /api/users/:id': { policy: staff('ManageUsers'), ok: [200], call: () => ({ url: '/api/users/demo-host' }) },
  'PUT /api/users/:id': {
    policy: staff('ManageUsers'),
    ok: [200],
    call: async (t) => ({ url: `/api/users/${await t.staffUser('demo', grantableRole())}`, payload: { publicInformation: { bio: 'Matrix' } } }),
  },
  'DELETE /api/users/:id': { policy: staff('ManageUsers'), ok: [200], call: async (t) => ({ url: `/api/users/${await t.staffUser('demo', grantableRole())}` }) },
  // An unknown role keeps the caller without children: a child would put the caller's later calls behind the PIN step.
  'POST /api/users/children': {
    policy: staff('ManageUsers'),
    ok: [400],
    call: () => ({ payload: { displayName: 'Matrix Child', pin: '1234', roleId: 'no-such-role' } }),
  },

  // Front of house (issue 6): reads need ReadReservations; changes ReadReservations and ManageReservations.
  'GET /api/reservations': { policy: staff('ReadReservations'), ok: [200] },
  'GET /api/reservations/:id': { policy: staff('ReadReservations'), ok: [200], call: async (t) => ({ url: `/api/reservations/${(await t.reservation()).id}` }) },
  'GET /api/reservations/search': { policy: staff('ReadReservations'), ok: [200], call: () => ({ url: '/api/reservations/search?customerName=Giulia' }) },
  'GET /api/reservations/mapped': { policy: staff('ReadReservations'), ok: [200], call: () => ({ url: `/api/reservations/mapped?date=${localDateOf(new Date(), 'Europe/Berlin')}` }) },
  'GET /api/reservations/matrix': {
    policy: staff('ReadReservations'),
    ok: [200],
    call: () => ({ url: `/api/reservations/matrix?date=${localDateOf(new Date(), 'Europe/Berlin')}&timeslot=720-840` }),
  },
  'GET /api/collisions': { policy: staff('ReadReservations'), ok: [200] },
  'POST /api/reservations': { policy: staff('ReadReservations', 'ManageReservations'), ok: [200], call: () => ({ payload: staffReservationPayload() }) },
  'PUT /api/reservations': {
    policy: staff('ReadReservations', 'ManageReservations'),
    ok: [200],
    call: async (t) => ({ payload: staffReservationPayload({ _id: (await t.reservation()).id, tableNumbers: ['T1'] }) }),
  },
  'POST /api/reservations/swap': {
    policy: staff('ReadReservations', 'ManageReservations'),
    ok: [200],
    call: async (t) => ({ payload: { reservationIdA: (await t.reservation()).id, tableId: await t.table() } }),
  },
  'POST /api/reservations/actions': {
    policy: staff('ReadReservations', 'ManageReservations'),
    ok: [200],
    call: async (t) => ({ payload: { actionId: randomUUID(), action: { type: 'markLate', reservationId: (await t.reservation()).id } } }),
  },
  'POST /api/reservations/:id/checkin': {
    policy: staff('ReadReservations', 'ManageReservations'),
    ok: [200],
    call: async (t) => ({ url: `/api/reservations/${(await t.reservation()).id}/checkin`, payload: { checkedIn: true } }),
  },
  'DELETE /api/reservations/:id': {
    policy: staff('ReadReservations', 'ManageReservations'),
    ok: [200],
    call: async (t) => ({ url: `/api/reservations/${(await t.reservation()).id}` }),
  },
  'GET /api/blockers': { policy: staff('ManageBlockers'), ok: [200] },
  'GET /api/blockers/mapped': { policy: staff('ManageBlockers'), ok: [200], call: () => ({ url: '/api/blockers/mapped?date=2098-01-01' }) },
  'GET /api/blockers/matrix': { policy: staff('ManageBlockers'), ok: [200], call: () => ({ url: '/api/blockers/matrix?date=2098-01-01' }) },
  'POST /api/blockers': {
    policy: staff('ManageBlockers'),
    ok: [201],
    call: () => ({ payload: { start: '2098-02-01T12:00:00.000Z', end: '2098-02-01T14:00:00.000Z', level: 'Terrace', note: 'Matrix' } }),
  },
  'PUT /api/blockers/:id': {
    policy: staff('ManageBlockers'),
    ok: [200],
    call: async (t) => ({ url: `/api/blockers/${await t.blocker()}`, payload: { start: '2098-02-02T12:00:00.000Z', end: '2098-02-02T15:00:00.000Z' } }),
  },
  'PUT /api/blockers': {
    policy: staff('ManageBlockers'),
    ok: [200],
    call: async (t) => ({ payload: { _id: await t.blocker(), start: '2098-02-03T12:00:00.000Z', end: '2098-02-03T15:00:00.000Z', level: 'Terrace', tableNumbers: ['T2'] } }),
  },
  'DELETE /api/blockers/:id': { policy: staff('ManageBlockers'), ok: [200], call: async (t) => ({ url: `/api/blockers/${await t.blocker()}` }) },
  'GET /api/waitlist': { policy: staff('ReadReservations'), ok: [200] },
  'PUT /api/waitlist/:id': {
    policy: staff('ReadReservations', 'ManageReservations'),
    ok: [200],
    call: async (t) => ({ url: `/api/waitlist/${await t.waitlistEntry()}`, payload: { day: '2031-05-18', partySize: 3, customer: bookingPayload().customer } }),
  },
  'DELETE /api/waitlist/:id': { policy: staff('ReadReservations', 'ManageReservations'), ok: [200], call: async (t) => ({ url: `/api/waitlist/${await t.waitlistEntry()}` }) },
  'POST /api/waitlist/:id/reservation': {
    policy: staff('ReadReservations', 'ManageReservations'),
    ok: [200],
    call: async (t) => {
      const { startTime, endTime } = staffReservationPayload();
      return { url: `/api/waitlist/${await t.waitlistEntry()}/reservation`, payload: { level: 'Terrace', tableNumbers: ['T3'], startTime, endTime } };
    },
  },
  // Live updates: a stream the admitted callers' requests open (read to its head; api-surface.ts headOfStream).
  'GET /api/events': { policy: staff('ReadReservations'), ok: [200] },
  // The offline queue's batch: any member of the restaurant; each item then needs its own route's permission.
  'POST /api/sync/batch': {
    policy: staff(),
    ok: [200],
    call: async (t) => {
      const id = randomUUID();
      return { payload: { items: [{ id, command: { kind: 'action', action: { type: 'markLate', reservationId: (await t.reservation()).id } } }] } };
    },
  },
  'GET /api/actionsLog': { policy: staff('ReadReservations', 'ManageReservations', 'ManageTables'), ok: [200] },
  'PUT /api/actionsLog/:id': {
    policy: staff('ReadReservations', 'ManageReservations', 'ManageTables'),
    ok: [200],
    call: async (t) => ({ url: `/api/actionsLog/${await t.logEntry()}`, payload: { read: true } }),
  },

  'GET /api/restaurant-metadata/affiliate-program': { policy: affiliate, ok: [200] },

  'GET /api/admin/restaurant-metadata/all': { policy: admin, ok: [200] },
  'POST /api/admin/restaurant-metadata': {
    policy: admin,
    ok: [201],
    call: () => ({ payload: { restaurantId: `matrix-${uniqueSuffix()}`, name: 'Matrix Restaurant' } }),
  },
  'PUT /api/admin/restaurant-metadata/:restaurantId': {
    policy: admin,
    ok: [200],
    call: async (t) => ({ url: `/api/admin/restaurant-metadata/${await t.restaurant()}`, payload: { name: 'Renamed' } }),
  },
  'DELETE /api/admin/restaurant/:restaurantId': { policy: admin, ok: [200], call: async (t) => ({ url: `/api/admin/restaurant/${await t.restaurant()}` }) },
  'PUT /api/admin/management/app-config': {
    policy: admin,
    ok: [200],
    call: async (t) => ({ payload: { restaurantId: await t.restaurant(), appConfig: { STRINGS: { BOOKING_SPECIALS: 'Menu' } }, metadata: null } }),
  },
  'POST /api/admin/management/run-cache': { policy: admin, ok: [200] },
  'POST /api/admin/cities': { policy: admin, ok: [201], call: () => ({ payload: { name: `Matrix City ${uniqueSuffix()}`, country: 'DE' } }) },
  'PUT /api/admin/cities/:id': {
    policy: admin,
    ok: [200],
    call: async (t) => ({ url: `/api/admin/cities/${await t.city()}`, payload: { name: 'Renamed City', country: 'AT' } }),
  },
  'DELETE /api/admin/cities/:id': { policy: admin, ok: [200], call: async (t) => ({ url: `/api/admin/cities/${await t.city()}` }) },
  'GET /api/admin/users': { policy: admin, ok: [200] },
  'GET /api/admin/users/restaurant/:restaurantId': { policy: admin, ok: [200], call: () => ({ url: '/api/admin/users/restaurant/demo' }) },
  // Creates an emulator account for each allowed caller, always under a fresh address.
  'POST /api/admin/users': {
    policy: admin,
    ok: [201],
    call: () => ({ payload: { email: `matrix-${uniqueSuffix()}@example.test`, password: 'pass-word-1', type: 'Affiliate' } }),
  },
  'DELETE /api/admin/users/:id': { policy: admin, ok: [200], call: async (t) => ({ url: `/api/admin/users/${await t.staffUser('demo', grantableRole())}` }) },
  'GET /api/admin/database-trash': { policy: admin, ok: [200] },
  'POST /api/admin/database-trash/:kind/:id/restore': {
    policy: admin,
    ok: [200],
    call: async (t) => ({ url: `/api/admin/database-trash/restaurant/${await t.deletedRestaurant()}/restore` }),
  },
  'DELETE /api/admin/database-trash/:kind/:id': {
    policy: admin,
    ok: [200],
    call: async (t) => ({ url: `/api/admin/database-trash/restaurant/${await t.deletedRestaurant()}` }),
  },
};

/** The demo Host role (server/modules/settings/role-templates.ts): the service permissions, none of the management ones. */
const hostPermissions: readonly Permission[] = ['ReadReservations', 'ManageReservations', 'ManageTables', 'ManageBlockers'];

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
  adminRestaurantOverride: { as: demo.admin, headers: { 'x-admin-restaurant-override': 'demo' } },
  adminActingAsHost: { as: demo.admin, headers: { 'x-admin-user-override': 'demo-host', 'x-restaurant-id': 'demo' } },
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
];

async function callAs(email: string, options: InjectOptions & { headers?: Record<string, string> }) {
  return server.call({ ...options, as: email });
}

let server: TestServer;
let t: Throwaways;
/** A day the demo is fully booked (a private party): the waitlist takes guests only for such a day. */
const fullDay = waitlistProbeDay();
beforeAll(async () => {
  server = await createTestServer();
  t = throwaways(server.app);
  await t.fullDay(fullDay);
  await Promise.all(permissions.map((permission) => singlePermissionMember(permission)));
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
          const call = endpoint.call ? await endpoint.call(t) : {};
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
      const refusedReplies = await Promise.all(refused.map(send));
      expect(tableChanges(before, await snapshotDatabase(server.database.db))).toEqual([]);
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
      const admittedReplies = await Promise.all(admitted.map(send));
      await endpoint.settle?.(admittedReplies);
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
    const headers = { 'x-admin-user-override': 'demo-host' };
    const me = await callAs(demo.admin, { method: 'GET', url: '/api/users/me', headers });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ _id: 'demo-host', actingAdminId: 'demo-admin' });
    const roles = await callAs(demo.admin, { method: 'GET', url: '/api/roles', headers });
    expect(roles.json()).toMatchObject({ error: 'missing_permission' });
  });

  it('the restaurant override points an admin at that restaurant, even against X-Restaurant-Id', async () => {
    const reply = await callAs(demo.admin, {
      method: 'GET',
      url: '/api/restaurant-metadata',
      headers: { 'x-admin-restaurant-override': 'demo2', 'x-restaurant-id': 'demo' },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ restaurantId: 'demo2' });
  });

  it('an admin override naming an unknown user or restaurant is refused, not ignored', async () => {
    const user = await callAs(demo.admin, { method: 'GET', url: '/api/users/me', headers: { 'x-admin-user-override': 'no-such-user' } });
    expect([user.statusCode, user.json().error]).toEqual([404, 'unknown_user']);
    const restaurant = await callAs(demo.admin, {
      method: 'GET',
      url: '/api/roles',
      headers: { 'x-admin-restaurant-override': 'no-such-restaurant' },
    });
    expect([restaurant.statusCode, restaurant.json().error]).toEqual([404, 'not_found']);
  });

  it('staff cannot reach another tenant by X-Restaurant-Id, and an admin without a restaurant is asked for one', async () => {
    const crossTenant = await callAs(demo.owner, { method: 'GET', url: '/api/roles', headers: { 'x-restaurant-id': 'demo2' } });
    expect([crossTenant.statusCode, crossTenant.json().error]).toEqual([403, 'access_denied']);
    const noRestaurant = await callAs(demo.admin, { method: 'GET', url: '/api/roles' });
    expect([noRestaurant.statusCode, noRestaurant.json().error]).toEqual([400, 'missing_restaurant_id']);
  });
});
