// The authorization matrix's staff routes that manage the restaurant (./authorization-matrix.test.ts): its metadata and
// app config, roles, the floor, images, the migration, invites and users.
import { tinyPng, uniqueSuffix } from './api-surface';
import { staff, type Endpoint } from './authorization-policy';
import { migrationFile } from './migration-file';

const invitePayload = (roleId: string) => ({ name: 'Matrix Invite', email: `matrix-${uniqueSuffix()}@example.test`, roleId, issueCode: false });

export const settingsEndpoints: Record<string, Endpoint> = {
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
  'POST /api/users/invites': { policy: staff('ManageUsers'), ok: [201], call: (_t, fixtures) => ({ payload: invitePayload(fixtures.grantableRole) }) },
  'PUT /api/users/invites/:code': {
    policy: staff('ManageUsers'),
    ok: [200],
    call: async (t, fixtures) => ({ url: `/api/users/invites/${await t.invite('demo', fixtures.grantableRole)}`, payload: invitePayload(fixtures.grantableRole) }),
  },
  'DELETE /api/users/invites/:code': { policy: staff('ManageUsers'), ok: [200], call: async (t, fixtures) => ({ url: `/api/users/invites/${await t.invite('demo', fixtures.grantableRole)}` }) },
  'GET /api/users': { policy: staff('ManageUsers'), ok: [200] },
  'POST /api/users': { policy: staff('ManageUsers'), ok: [201], call: (_t, fixtures) => ({ payload: invitePayload(fixtures.grantableRole) }) },
  'GET /api/users/:id': { policy: staff('ManageUsers'), ok: [200], call: () => ({ url: '/api/users/demo-host' }) },
  'PUT /api/users/:id': {
    policy: staff('ManageUsers'),
    ok: [200],
    call: async (t, fixtures) => ({ url: `/api/users/${await t.staffUser('demo', fixtures.grantableRole)}`, payload: { publicInformation: { bio: 'Matrix' } } }),
  },
  'DELETE /api/users/:id': { policy: staff('ManageUsers'), ok: [200], call: async (t, fixtures) => ({ url: `/api/users/${await t.staffUser('demo', fixtures.grantableRole)}` }) },
  // An unknown role keeps the caller without children: a child would put the caller's later calls behind the PIN step.
  'POST /api/users/children': {
    policy: staff('ManageUsers'),
    ok: [400],
    call: () => ({ payload: { displayName: 'Matrix Child', pin: '1234', roleId: 'no-such-role' } }),
  },
};
