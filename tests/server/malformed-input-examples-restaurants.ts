// Valid examples of the restaurant routes for the malformed-input probes (./malformed-input.test.ts): the restaurant's
// metadata and app config, the admin's restaurants, cities and trash, and the restaurant migration.
import { restaurantImportMaxBytes } from '../../core/schemas/restaurant-export';
import { tinyPng, uniqueSuffix } from './api-surface';
import type { Example } from './malformed-input-probes';
import { migrationFile } from './migration-file';
import { inviteEmailsSent } from './outbox-kit';

const phone = '+49 30 1234567';
const cityBody = () => ({ name: 'Fuzz City', country: 'DE', timeZone: 'Europe/Lisbon', coverImageURL: 'https://example.test/city.jpg' });

export const restaurantExamples: Record<string, Example> = {
  'PUT /api/restaurant-metadata': {
    body: () => ({
      name: 'Trattoria Demo',
      cityId: null,
      settings: { timeZone: 'Europe/Berlin', sameDayCutoffHour: 15, bookingHorizonDays: 90, partySizeMin: 1, partySizeMax: 8, contactPhone: phone, address: 'Via Roma 1' },
    }),
    refs: ['cityId'],
  },
  'PUT /api/app-config': {
    body: () => ({
      restaurantName: 'Trattoria Demo',
      restaurantEmail: 'ciao@trattoria-demo.test',
      COLOR_PRIMARY: '#8c2f39',
      COLOR_SECONDARY: '#f4ede4',
      COLOR_ACCENT: '#d9a441',
      STRINGS: { BOOKING_SPECIALS: 'Specials' },
      languages: ['de', 'en', 'es'],
    }),
  },
  'GET /api/restaurant-metadata/:restaurantId': { params: () => ({ restaurantId: 'demo' }) },
  'POST /api/admin/restaurant-metadata': {
    body: () => {
      const suffix = uniqueSuffix();
      return {
        restaurantId: `fuzz-${suffix}`,
        name: 'Fuzz Restaurant',
        cityId: null,
        affiliateProgram: false,
        hosts: [`fuzz-${suffix}.example.test`],
        timeZone: 'Europe/Berlin',
        restaurantEmail: 'fuzz@example.test',
        languages: ['en'],
      };
    },
    refs: ['cityId'],
  },
  'PUT /api/admin/restaurant-metadata/:restaurantId': {
    params: async (t) => ({ restaurantId: await t.restaurant() }),
    body: () => ({ name: 'Fuzz Renamed', cityId: null, affiliateProgram: true, hosts: [], settings: { address: 'Probe 1' } }),
    refs: ['cityId'],
  },
  'DELETE /api/admin/restaurant/:restaurantId': { params: async (t) => ({ restaurantId: await t.restaurant() }) },
  'PUT /api/admin/management/app-config': {
    body: () => ({
      restaurantId: 'demo2',
      appConfig: { restaurantName: 'Bistro Zwei', STRINGS: { BOOKING_SPECIALS: 'Specials' } },
      metadata: { name: 'Bistro Zwei', settings: { address: 'Probe 2' } },
    }),
    refs: ['restaurantId', 'metadata.cityId'],
  },
  'GET /api/cities/:id': { params: async (t) => ({ id: await t.city() }) },
  'POST /api/admin/cities': { body: cityBody },
  'PUT /api/admin/cities/:id': { params: async (t) => ({ id: await t.city() }), body: cityBody },
  'DELETE /api/admin/cities/:id': { params: async (t) => ({ id: await t.city() }) },
  'POST /api/admin/cities/:id/cover': { params: async (t) => ({ id: await t.city() }), upload: tinyPng, ok: [200] },
  'GET /api/admin/dashboard': {},
  'GET /api/admin/restaurants': { query: () => ({ q: 'demo', status: 'active', affiliateProgram: 'true', page: '0' }) },
  'GET /api/admin/restaurants/:restaurantId/figures': { params: () => ({ restaurantId: 'demo' }) },
  'POST /api/admin/restaurants/:restaurantId/republish': { params: async (t) => ({ restaurantId: await t.restaurant() }) },
  'POST /api/admin/restaurants/:restaurantId/owner-invite': {
    params: async (t) => ({ restaurantId: await t.restaurant() }),
    body: () => ({ name: 'Fuzz Owner', email: `owner-${uniqueSuffix()}@example.test` }),
    ok: [201],
    // The invite's email goes out from the outbox after the answer: the probes compare the tables once it has.
    cleanup: (server) => inviteEmailsSent(server.database.db),
  },
  'GET /api/admin/restaurants/:restaurantId/roles': { params: () => ({ restaurantId: 'demo' }) },
  'POST /api/admin/restaurants/:restaurantId/invites': {
    params: () => ({ restaurantId: 'demo' }),
    body: () => ({ name: 'Fuzz Host', email: `host-${uniqueSuffix()}@example.test`, roleId: 'host' }),
    ok: [201],
    cleanup: (server) => inviteEmailsSent(server.database.db),
  },
  'GET /api/slugs/user/:userId': { params: () => ({ userId: 'creator' }) },
  'GET /api/admin/database-trash': { query: () => ({ kind: 'table', restaurantId: 'demo', page: '0' }) },
  'GET /api/admin/database-trash/purges': { query: () => ({ page: '0' }) },
  'POST /api/admin/database-trash/:kind/:id/restore': { params: async (t) => ({ kind: 'restaurant', id: await t.deletedRestaurant() }) },
  'DELETE /api/admin/database-trash/:kind/:id': { params: async (t) => ({ kind: 'restaurant', id: await t.deletedRestaurant() }) },
  // Into a restaurant of its own with a file whose dates are past, so every import that passes validation is taken
  // (the demo, with upcoming reservations, would refuse each with 409 and the free-text check would never run). The
  // file has over a hundred text fields; the owner's call takes the same path as the admin's (the matrix checks the
  // owner is let in), so only the admin probes it.
  'POST /api/restaurant-migration/import': {
    // The admin imports into a restaurant of its own, under an override session for it (spec §6).
    headers: async (t) => {
      const restaurantId = await t.restaurant();
      return { 'x-restaurant-id': restaurantId, 'x-admin-override-session': await t.overrideSession(restaurantId) };
    },
    body: () => migrationFile({ past: true }),
    ok: [200],
    acceptsText: 100,
    // Where the file came from is read, not kept.
    notStored: ['source.name'],
    bodyLimit: restaurantImportMaxBytes,
    callers: ['admin'],
    timeout: 300_000,
  },
  'GET /api/restaurant-migration/export': { query: () => ({ reservations: 'true' }) },
};
