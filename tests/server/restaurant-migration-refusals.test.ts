// Restaurant imports refused (spec §2 settings page restaurantMigration): bad files get a clear 400 and leave every
// table as it was, even when they fail half-way through; only the admin, or an owner for their own restaurant, migrates.
import { eq } from 'drizzle-orm';
import { staffHeaders } from './override-kit';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RestaurantExport } from '../../core/schemas/restaurant-export';
import { roles, users } from '../../server/platform/db/schema';
import { demo } from '../support/test-server';
import { snapshotDatabase, tableChanges, uniqueSuffix } from './api-surface';
import { exportUrl, migrationServerForFile } from './restaurant-migration-kit';

const { server, exportOf, importInto, freshRestaurant } = await migrationServerForFile();

describe('refused files change nothing', () => {
  let target: string;
  let good: RestaurantExport;
  beforeAll(async () => {
    good = await exportOf('demo', true);
    target = await freshRestaurant();
    // The target has a configuration of its own (the demo's, without reservations), so a half-done import would show.
    const reply = await importInto(target, await exportOf('demo', false));
    expect(reply.statusCode, reply.body).toBe(200);
  });

  const broken: [string, (file: RestaurantExport) => unknown, number, string, RegExp][] = [
    ['a newer format version', (file) => ({ ...file, formatVersion: 2 }), 400, 'invalid_request', /format version 2; this installation reads version 1/],
    ['no format version', ({ formatVersion: _omitted, ...file }) => file, 400, 'invalid_request', /not a Covers restaurant export/],
    ['something else entirely', () => ({ hello: 'world' }), 400, 'invalid_request', /formatVersion/],
    ['a table in an area the file lacks', (file) => ({ ...file, tables: [...file.tables, { ...file.tables[0], id: 'extra', tableNumber: 'Z9', combinations: [], level: 'Cellar' }] }), 400, 'invalid_table', /no area named Cellar/],
    ['a one-sided combination', (file) => ({ ...file, tables: file.tables.map((t, i) => (i === 0 ? { ...t, combinations: [...t.combinations, file.tables[5]?.tableNumber] } : t)) }), 400, 'invalid_table', /does not name/],
    ['an area group naming a missing area', (file) => ({ ...file, areaGroups: file.areaGroups.map((g) => ({ ...g, areaIds: [...g.areaIds, 'gone'] })) }), 400, 'invalid_request', /area gone, which the file does not contain/],
    // Fails half-way: areas, groups and tables are already written when the special's group turns out to be missing.
    ['a special naming a missing area group', (file) => ({ ...file, specials: file.specials.map((s) => ({ ...s, areaGroupId: 'no-such-group' })) }), 400, 'invalid_request', /area group no-such-group, which the file does not contain/],
    ['a reservation naming a missing linked reservation', (file) => ({ ...file, reservations: file.reservations?.map((r, i) => (i === 0 ? { ...r, linkedReservationId: 'nobody' } : r)) }), 400, 'invalid_request', /reservation nobody/],
    ['a reservation on a table the file lacks', (file) => ({ ...file, reservations: file.reservations?.map((r, i) => (i === 0 ? { ...r, tableNumber: 'Z99' } : r)) }), 400, 'invalid_request', /Z99/],
    // Fails at the very end, in the database: the no-overlap constraint rejects the last insert.
    ['two reservations on one table at once', (file) => ({ ...file, reservations: [...(file.reservations ?? []), { ...file.reservations?.[0], id: 'twin', linkedReservationId: null, token: `twin-${'x'.repeat(20)}` }] }), 409, 'conflict', /overlap/],
    ['two roles with one name', (file) => ({ ...file, roles: [...file.roles, { ...file.roles[0], id: 'dup' }] }), 400, 'invalid_request', /two roles are named/],
    ['a blocker on a missing table', (file) => ({ ...file, blockers: file.blockers.map((b) => ({ ...b, tableNumbers: ['T404'] })) }), 400, 'invalid_request', /T404/],
    ['party sizes the wrong way round', (file) => ({ ...file, restaurant: { ...file.restaurant, settings: { ...file.restaurant.settings, partySizeMin: 9, partySizeMax: 2 } } }), 400, 'invalid_request', /partySizeMin/],
  ];

  for (const [name, breakFile, status, error, message] of broken) {
    it(name, async () => {
      const snapshot = await snapshotDatabase(server.database.db);
      const reply = await importInto(target, breakFile(structuredClone(good)));
      expect({ status: reply.statusCode, error: reply.json().error }).toEqual({ status, error });
      expect(reply.json().message).toMatch(message);
      expect(tableChanges(snapshot, await snapshotDatabase(server.database.db))).toEqual([]);
    });
  }

  it('a body that is not JSON, or too large, is refused before anything runs', async () => {
    const snapshot = await snapshotDatabase(server.database.db);
    const notJson = await server.call({ method: 'POST', url: '/api/restaurant-migration/import', as: demo.admin, headers: { ...(await staffHeaders(server.app, demo.admin, target)), 'content-type': 'application/json' }, payload: '{"formatVersion": 1,' });
    expect([notJson.statusCode, notJson.json().error]).toEqual([400, 'invalid_request']);
    const huge = await server.call({
      method: 'POST',
      url: '/api/restaurant-migration/import',
      as: demo.admin,
      headers: { ...(await staffHeaders(server.app, demo.admin, target)), 'content-type': 'application/json' },
      payload: JSON.stringify({ ...good, padding: 'x'.repeat(11 * 1024 * 1024) }),
    });
    expect([huge.statusCode, huge.json().error]).toEqual([413, 'payload_too_large']);
    expect(tableChanges(snapshot, await snapshotDatabase(server.database.db))).toEqual([]);
  });
});

describe('who may migrate', () => {
  it('staff of another restaurant, staff without ManageRoles and anonymous callers are refused and change nothing', async () => {
    const target = await freshRestaurant();
    const file = await exportOf('demo', false);
    const snapshot = await snapshotDatabase(server.database.db);
    const cases: [string | undefined, string, number, string][] = [
      [demo.owner2, target, 403, 'access_denied'],
      [demo.owner2, 'demo', 403, 'access_denied'],
      [demo.owner, target, 403, 'access_denied'],
      [demo.host, 'demo', 403, 'missing_permission'],
      [demo.creator, target, 403, 'access_denied'],
      [undefined, target, 401, 'invalid_auth_header'],
    ];
    for (const [as, restaurantId, status, error] of cases) {
      const imported = await server.call({ method: 'POST', url: '/api/restaurant-migration/import', ...(as ? { as } : {}), headers: { 'x-restaurant-id': restaurantId }, payload: file as unknown as Record<string, unknown> });
      expect({ as, restaurantId, status: imported.statusCode, error: imported.json().error }).toEqual({ as, restaurantId, status, error });
      const exported = await server.call({ method: 'GET', url: exportUrl(true), ...(as ? { as } : {}), headers: { 'x-restaurant-id': restaurantId } });
      expect({ as, restaurantId, status: exported.statusCode, error: exported.json().error }).toEqual({ as, restaurantId, status, error });
    }
    expect(tableChanges(snapshot, await snapshotDatabase(server.database.db))).toEqual([]);
  });

  it("an owner imports into their own restaurant; roles held by users stay, unused ones go, and the owner keeps ManageRoles", async () => {
    // demo2 has no reservations, so its owner may replace its configuration.
    const db = server.database.db;
    await db.insert(roles).values([
      { restaurantId: 'demo2', id: 'waiter', name: 'Waiter', permissions: ['ReadReservations'] },
      { restaurantId: 'demo2', id: 'temp', name: 'Temp', permissions: ['ReadReservations'] },
    ]);
    await db.insert(users).values({ id: `waiter-${uniqueSuffix()}`, type: 'Restaurant', restaurantId: 'demo2', roleId: 'waiter' });
    const file = await exportOf('demo', false);

    // A file whose Owner role lacks ManageRoles would lock the owner out: refused, nothing changes.
    const snapshot = await snapshotDatabase(db);
    const lockout = structuredClone(file);
    lockout.roles = lockout.roles.map((role) => (role.name === 'Owner' ? { ...role, permissions: ['ReadReservations'] } : role));
    const refused = await importInto('demo2', lockout, demo.owner2);
    expect([refused.statusCode, refused.json().error]).toEqual([409, 'conflict']);
    expect(refused.json().message).toMatch(/lock you out/);
    expect(tableChanges(snapshot, await snapshotDatabase(db))).toEqual([]);

    const reply = await importInto('demo2', file, demo.owner2);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toMatchObject({ tables: 23, keptRoles: ['Waiter'] });
    const names = (await db.select({ name: roles.name }).from(roles).where(eq(roles.restaurantId, 'demo2'))).map((row) => row.name).sort();
    expect(names).toEqual(['Host', 'Kitchen', 'Owner', 'Waiter']);
    const ownRoles = await server.call({ method: 'GET', url: '/api/roles', as: demo.owner2 });
    expect(ownRoles.statusCode).toBe(200);
    const areasOfDemo2 = await server.call({ method: 'GET', url: '/api/areas', as: demo.owner2 });
    expect((areasOfDemo2.json().items as { name: string }[]).map((area) => area.name)).toEqual(['Terrace', 'Dining Room']);
    // Id, hosts and affiliate flag stay the installation's; the name comes with the file.
    const metadata = await server.call({ method: 'GET', url: '/api/restaurant-metadata', as: demo.owner2 });
    expect(metadata.json()).toMatchObject({ restaurantId: 'demo2', name: 'Trattoria Demo', affiliateProgram: false });
  });
});
