// The authorization matrix's routes for affiliates and admins (./authorization-matrix.test.ts): restaurants, cities,
// users and the trash across tenants.
import { tinyPng, uniqueSuffix } from './api-surface';
import { admin, affiliate, type Endpoint } from './authorization-policy';
import { inviteEmailsSent } from './outbox-kit';

export const adminEndpoints: Record<string, Endpoint> = {
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
  'POST /api/admin/cities/:id/cover': { policy: admin, ok: [200], call: async (t) => ({ url: `/api/admin/cities/${await t.city()}/cover`, upload: await tinyPng() }) },
  'GET /api/admin/dashboard': { policy: admin, ok: [200] },
  'GET /api/admin/restaurants': { policy: admin, ok: [200] },
  'GET /api/admin/restaurants/:restaurantId/figures': { policy: admin, ok: [200], call: () => ({ url: '/api/admin/restaurants/demo/figures' }) },
  'POST /api/admin/restaurants/:restaurantId/republish': { policy: admin, ok: [200], call: async (t) => ({ url: `/api/admin/restaurants/${await t.restaurant()}/republish` }) },
  'POST /api/admin/restaurants/:restaurantId/owner-invite': {
    policy: admin,
    ok: [201],
    call: async (t) => ({ url: `/api/admin/restaurants/${await t.restaurant()}/owner-invite`, payload: { name: 'Matrix Owner', email: `owner-${uniqueSuffix()}@example.test` } }),
    // The invite's email goes out after the answer: the next route's snapshots must not see it being sent.
    settle: (_replies, db) => inviteEmailsSent(db),
  },
  'GET /api/admin/restaurants/:restaurantId/roles': { policy: admin, ok: [200], call: () => ({ url: '/api/admin/restaurants/demo/roles' }) },
  'POST /api/admin/restaurants/:restaurantId/invites': {
    policy: admin,
    ok: [201],
    call: () => ({ url: '/api/admin/restaurants/demo/invites', payload: { name: 'Matrix Host', email: `host-${uniqueSuffix()}@example.test`, roleId: 'host' } }),
    settle: (_replies, db) => inviteEmailsSent(db),
  },
  'GET /api/admin/users': { policy: admin, ok: [200] },
  'GET /api/admin/users/restaurant/:restaurantId': { policy: admin, ok: [200], call: () => ({ url: '/api/admin/users/restaurant/demo' }) },
  // Creates an emulator account for each allowed caller, always under a fresh address.
  'POST /api/admin/users': {
    policy: admin,
    ok: [201],
    call: () => ({ payload: { email: `matrix-${uniqueSuffix()}@example.test`, password: 'pass-word-1', type: 'Affiliate' } }),
  },
  'DELETE /api/admin/users/:id': { policy: admin, ok: [200], call: async (t, fixtures) => ({ url: `/api/admin/users/${await t.staffUser('demo', fixtures.grantableRole)}` }) },
  'GET /api/admin/database-trash': { policy: admin, ok: [200], call: () => ({ url: '/api/admin/database-trash?kind=table&restaurantId=demo&page=0' }) },
  'GET /api/admin/database-trash/purges': { policy: admin, ok: [200] },
  'POST /api/admin/database-trash/:kind/:id/restore': {
    policy: admin,
    ok: [200],
    call: async (t) => ({ url: `/api/admin/database-trash/restaurant/${await t.deletedRestaurant()}/restore` }),
  },
  'DELETE /api/admin/database-trash/:kind/:id': {
    policy: admin,
    ok: [200],
    // A settings kind, kept in the trash's own table (docs/decisions/013-trash.md).
    call: async (t) => ({ url: `/api/admin/database-trash/table/${await t.deletedTable()}` }),
  },
  'POST /api/admin/overrides': { policy: admin, ok: [201], call: () => ({ payload: { target: { kind: 'restaurant', id: 'demo' }, reason: 'Authorization matrix' } }) },
  // Renewing and ending a session of another admin is refused inside the handler (override_session_invalid), so each
  // allowed caller (the demo admin, alone or under an override of the same admin) renews and ends one of the admin's own.
  'POST /api/admin/overrides/:id/renew': { policy: admin, ok: [200], call: async (t) => ({ url: `/api/admin/overrides/${await t.overrideSession()}/renew` }) },
  'DELETE /api/admin/overrides/:id': { policy: admin, ok: [200], call: async (t) => ({ url: `/api/admin/overrides/${await t.overrideSession()}` }) },
  'GET /api/admin/overrides/audit': { policy: admin, ok: [200] },
};
