// Restaurant migration (spec §2 settings page restaurantMigration): the demo restaurant's file survives a round trip
// through a fresh restaurant unchanged (ids aside) and that restaurant then offers exactly what the demo offers; bad
// files are refused with a clear 400 and leave every table as it was, even when they fail half-way through.
import { and, eq, isNull } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RestaurantExport } from '../../core/schemas/restaurant-export';
import { addDays, localDateOf, toInstant } from '../../core/time';
import { appConfigs, blockers, reservations, restaurants, roles, users } from '../../server/platform/db/schema';
import { notEnded } from '../../server/modules/restaurants/repository/restaurant-import';
import { createTestServer, demo, type TestServer } from '../support/test-server';
import { migrationFile, snapshotDatabase, tableChanges, uniqueSuffix } from './api-surface';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
  // A blocker tomorrow, so blockers take part in the round trip and in the availability comparison.
  const tomorrow = addDays(localDateOf(new Date(), 'Europe/Berlin'), 1);
  await server.database.db.insert(blockers).values({
    restaurantId: 'demo',
    start: toInstant(tomorrow, 12 * 60, 'Europe/Berlin'),
    end: toInstant(tomorrow, 16 * 60, 'Europe/Berlin'),
    level: 'Terrace',
    tableNumbers: ['T6', 'T7'],
    note: 'Private party',
  });
});
afterAll(() => server.close());

const exportUrl = (withReservations: boolean) => `/api/restaurant-migration/export?reservations=${withReservations}`;

async function exportOf(restaurantId: string, withReservations: boolean, as: string = demo.admin): Promise<RestaurantExport> {
  const reply = await server.call({ method: 'GET', url: exportUrl(withReservations), as, headers: { 'x-restaurant-id': restaurantId } });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json() as RestaurantExport;
}

function importInto(restaurantId: string, file: unknown, as: string = demo.admin): Promise<LightMyRequestResponse> {
  return server.call({
    method: 'POST',
    url: '/api/restaurant-migration/import',
    as,
    headers: { 'x-restaurant-id': restaurantId },
    payload: file as Record<string, unknown>,
  });
}

async function freshRestaurant(): Promise<string> {
  const restaurantId = `moved-${uniqueSuffix()}`;
  const reply = await server.call({ method: 'POST', url: '/api/admin/restaurant-metadata', as: demo.admin, payload: { restaurantId, name: 'Empty Shell', languages: ['en'] } });
  expect(reply.statusCode, reply.body).toBe(201);
  return restaurantId;
}

/** The file with every id replaced by its kind and position, and what differs by nature (time of export, source, tokens). */
function normalised(file: RestaurantExport) {
  const alias = new Map<string, string>();
  const name = (kind: string, items: { id: string }[]) => items.forEach((item, index) => alias.set(item.id, `${kind}#${index}`));
  name('area', file.areas);
  name('group', file.areaGroups);
  name('table', file.tables);
  name('special', file.specials);
  name('role', file.roles);
  name('blocker', file.blockers);
  name('reservation', file.reservations ?? []);
  const ref = (id: string | null) => (id === null ? null : (alias.get(id) ?? `dangling:${id}`));
  const content = {
    formatVersion: file.formatVersion,
    restaurant: file.restaurant,
    appConfig: file.appConfig,
    areas: file.areas.map((area) => ({ ...area, id: ref(area.id) })),
    areaGroups: file.areaGroups.map((group) => ({ ...group, id: ref(group.id), areaIds: group.areaIds.map(ref) })),
    tables: file.tables.map((table) => ({ ...table, id: ref(table.id) })),
    specials: file.specials.map((special) => ({ ...special, id: ref(special.id), areaGroupId: ref(special.areaGroupId) })),
    roles: file.roles.map((role) => ({ ...role, id: ref(role.id) })),
    blockers: file.blockers.map((blocker) => ({ ...blocker, id: ref(blocker.id) })),
    reservations: file.reservations?.map(({ token: _token, ...reservation }) => ({
      ...reservation,
      id: ref(reservation.id),
      linkedReservationId: ref(reservation.linkedReservationId),
      specialId: ref(reservation.specialId),
      areaGroupId: ref(reservation.areaGroupId),
    })),
  };
  return { content, alias };
}

interface Availability {
  allPartySizes: number[];
  availability: Record<string, unknown>;
  areaGroupAvailability: Record<string, unknown>;
  specialAvailability: Record<string, unknown>;
  sameDayCutoffHourUTC: number;
  today: string;
  timeZone: string;
}

async function availabilityOf(restaurantId: string): Promise<Availability> {
  const reply = await server.call({ method: 'GET', url: '/api/reservations/availability', headers: { 'x-restaurant-id': restaurantId } });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json() as Availability;
}

/** Availability with the group and special keys (ids) replaced by their aliases. */
function comparableAvailability(availability: Availability, alias: Map<string, string>) {
  const rekey = (byDate: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(byDate).map(([date, byId]) => [date, Object.fromEntries(Object.entries(byId as Record<string, unknown>).map(([id, slots]) => [alias.get(id) ?? `dangling:${id}`, slots]))]),
    );
  return {
    allPartySizes: availability.allPartySizes,
    availability: availability.availability,
    areaGroupAvailability: rekey(availability.areaGroupAvailability),
    specialAvailability: rekey(availability.specialAvailability),
    sameDayCutoffHourUTC: availability.sameDayCutoffHourUTC,
    today: availability.today,
    timeZone: availability.timeZone,
  };
}

describe('export', () => {
  it('the owner downloads the whole configuration as a file; reservations only on request, and only upcoming ones', async () => {
    const reply = await server.call({ method: 'GET', url: exportUrl(true), as: demo.owner });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['content-disposition']).toMatch(/^attachment; filename="covers-demo-\d{4}-\d{2}-\d{2}-with-reservations\.json"$/);
    const file = reply.json() as RestaurantExport;
    expect(file).toMatchObject({ formatVersion: 1, source: { restaurantId: 'demo', name: 'Trattoria Demo' }, restaurant: { name: 'Trattoria Demo' } });
    expect(file.appConfig).toMatchObject({ restaurantName: 'Trattoria Demo', languages: ['de', 'en', 'es'] });
    expect(file.appConfig).not.toHaveProperty('restaurantId');
    expect([file.areas.length, file.areaGroups.length, file.tables.length, file.specials.length]).toEqual([2, 1, 23, 1]);
    expect(file.roles.map((role) => role.name)).toEqual(['Host', 'Owner']);
    expect(file.blockers).toHaveLength(1);
    expect(file.specials[0]?.areaGroupId).toBe('anywhere');
    // No users, no invites: they belong to the installation.
    expect(Object.keys(file)).not.toContain('users');

    const upcoming = await server.database.db
      .select({ id: reservations.id })
      .from(reservations)
      .where(and(eq(reservations.restaurantId, 'demo'), isNull(reservations.deletedAt), notEnded(new Date())));
    expect(file.reservations?.map((r) => r.id).sort()).toEqual(upcoming.map((r) => r.id).sort());
    expect(upcoming.length).toBeGreaterThan(0);

    const withoutReservations = await exportOf('demo', false, demo.owner);
    expect(withoutReservations).not.toHaveProperty('reservations');
    expect(withoutReservations.tables).toEqual(file.tables);
  });
});

describe('round trip', () => {
  it('demo → a fresh restaurant → export again gives the same file, and the same availability', async () => {
    const source = await exportOf('demo', true);
    const target = await freshRestaurant();
    const [before] = await server.database.db.select({ version: restaurants.configVersion }).from(restaurants).where(eq(restaurants.id, target));

    const reply = await importInto(target, source);
    expect(reply.statusCode, reply.body).toBe(200);
    const reservationCount = source.reservations?.length ?? 0;
    // The demo's reservations still hold their tokens in this installation, so the copies get new ones.
    expect(reply.json()).toEqual({ areas: 2, areaGroups: 1, tables: 23, specials: 1, roles: 2, blockers: 1, reservations: reservationCount, newTokens: reservationCount, keptRoles: [], droppedImages: 0 });

    const copy = await exportOf(target, true);
    const a = normalised(source);
    const b = normalised(copy);
    expect(b.content).toEqual(a.content);
    // Every id is new.
    const sourceIds = new Set(a.alias.keys());
    expect([...b.alias.keys()].filter((id) => sourceIds.has(id))).toEqual([]);

    // What guests are offered is the same, date by date, area by area, group and special by their counterpart.
    const [sourceAvailability, targetAvailability] = await Promise.all([availabilityOf('demo'), availabilityOf(target)]);
    expect(Object.keys(targetAvailability.availability).length).toBeGreaterThan(30);
    expect(comparableAvailability(targetAvailability, b.alias)).toEqual(comparableAvailability(sourceAvailability, a.alias));

    // Published for guests, and the floor caches see a new config_version.
    const published = await server.app.inject({ method: 'GET', url: `/files/app-config/${target}.json` });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ restaurantId: target, restaurantName: 'Trattoria Demo', COLOR_PRIMARY: source.appConfig.COLOR_PRIMARY });
    const [after] = await server.database.db.select({ version: restaurants.configVersion }).from(restaurants).where(eq(restaurants.id, target));
    expect(after?.version).toBeGreaterThan(before?.version ?? 0);

    // The copy now has upcoming reservations: a second import is refused and changes nothing.
    const snapshot = await snapshotDatabase(server.database.db);
    const again = await importInto(target, source);
    expect([again.statusCode, again.json().error]).toEqual([409, 'conflict']);
    expect(again.json().message).toMatch(/upcoming reservation/);
    expect(tableChanges(snapshot, await snapshotDatabase(server.database.db))).toEqual([]);
  });

  it("tells the restaurant's open screens that its settings, blockers and bookings all changed", async () => {
    const source = await exportOf('demo', true);
    const target = await freshRestaurant();
    const heard: { kind: string; all: boolean }[] = [];
    const stop = server.app.services.changeFeed.subscribe(target, { change: (change) => heard.push({ kind: change.kind, all: change.all }) });
    try {
      const reply = await importInto(target, source);
      expect(reply.statusCode, reply.body).toBe(200);
    } finally {
      stop();
    }
    expect(heard).toEqual(
      expect.arrayContaining([
        { kind: 'settings', all: true },
        { kind: 'blockers', all: true },
        { kind: 'reservations', all: true },
      ]),
    );
  });

  it("the probe file of the API surface tests imports as it stands (so the matrix's 409 is the demo's doing)", async () => {
    const reply = await importInto(await freshRestaurant(), migrationFile());
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toMatchObject({ areas: 1, areaGroups: 1, tables: 2, specials: 1, roles: 1, blockers: 1, reservations: 1, newTokens: 0 });
  });

  it("uploaded images are not carried: the target keeps its own logo, and an area image this installation lacks is dropped", async () => {
    const target = await freshRestaurant();
    const logo = { png: `/files/images/${target}/logo.png`, thumbnail: `/files/images/${target}/logo-thumb.jpg` };
    const [own] = await server.database.db.select().from(appConfigs).where(eq(appConfigs.restaurantId, target));
    await server.database.db.update(appConfigs).set({ config: { ...own?.config, images: { logo } } }).where(eq(appConfigs.restaurantId, target));
    await server.app.bucket.put('images/elsewhere/garden.jpg', Buffer.from('jpeg'), 'image/jpeg');

    const file = migrationFile() as unknown as RestaurantExport;
    const [garden] = file.areas;
    const areas = [
      { ...garden, id: 'missing-image', name: 'Missing', imageURL: '/files/images/nowhere/gone.jpg' },
      { ...garden, id: 'present-image', name: 'Present', imageURL: '/files/images/elsewhere/garden.jpg' },
      { ...garden, id: 'outside-image', name: 'Outside', imageURL: 'https://example.test/outside.jpg' },
    ];
    const reply = await importInto(target, { ...file, areas, areaGroups: [], tables: [], specials: [], blockers: [], reservations: [] });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toMatchObject({ areas: 3, droppedImages: 1 });
    const imported = await exportOf(target, false);
    expect(imported.areas.map((area) => [area.name, area.imageURL])).toEqual([
      ['Missing', null],
      ['Outside', 'https://example.test/outside.jpg'],
      ['Present', '/files/images/elsewhere/garden.jpg'],
    ]);
    const published = await server.app.inject({ method: 'GET', url: `/files/app-config/${target}.json` });
    expect(published.json()).toMatchObject({ restaurantName: 'Elsewhere', images: { logo } });
  });

  it('a stay extended past its end is not over: it is exported, and it blocks an import', async () => {
    const target = await freshRestaurant();
    const file = migrationFile() as unknown as RestaurantExport;
    const hour = 3_600_000;
    const now = Date.now();
    const [booking] = file.reservations ?? [];
    const extended = {
      ...booking,
      startTime: new Date(now - 3 * hour).toISOString(),
      endTime: new Date(now - hour).toISOString(),
      originalStartTime: new Date(now - 3 * hour).toISOString(),
      originalEndTime: new Date(now - hour).toISOString(),
      extendedTo: new Date(now + hour).toISOString(),
      token: `extended-${uniqueSuffix()}-${'x'.repeat(16)}`,
    };
    const reply = await importInto(target, { ...file, reservations: [extended] });
    expect(reply.statusCode, reply.body).toBe(200);
    expect((await exportOf(target, true)).reservations?.map((r) => r.customer.name)).toEqual([booking?.customer.name]);
    const again = await importInto(target, { ...file, reservations: [] });
    expect([again.statusCode, again.json().error]).toEqual([409, 'conflict']);
  });

  it('a guest link keeps working when its token is free in the installation', async () => {
    const file = await exportOf('demo', true);
    const first = file.reservations?.[0];
    expect(first).toBeDefined();
    const token = 'a'.repeat(20) + uniqueSuffix();
    const target = await freshRestaurant();
    const reply = await importInto(target, { ...file, reservations: [{ ...first, linkedReservationId: null, token }] });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toMatchObject({ reservations: 1, newTokens: 0 });
    const [row] = await server.database.db.select().from(reservations).where(eq(reservations.token, token));
    expect(row).toMatchObject({ restaurantId: target, customerName: first?.customer.name, level: first?.level, tableNumber: first?.tableNumber });
  });
});

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
    const notJson = await server.call({ method: 'POST', url: '/api/restaurant-migration/import', as: demo.admin, headers: { 'x-restaurant-id': target, 'content-type': 'application/json' }, payload: '{"formatVersion": 1,' });
    expect([notJson.statusCode, notJson.json().error]).toEqual([400, 'invalid_request']);
    const huge = await server.call({
      method: 'POST',
      url: '/api/restaurant-migration/import',
      as: demo.admin,
      headers: { 'x-restaurant-id': target, 'content-type': 'application/json' },
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
    expect(names).toEqual(['Host', 'Owner', 'Waiter']);
    const ownRoles = await server.call({ method: 'GET', url: '/api/roles', as: demo.owner2 });
    expect(ownRoles.statusCode).toBe(200);
    const areasOfDemo2 = await server.call({ method: 'GET', url: '/api/areas', as: demo.owner2 });
    expect((areasOfDemo2.json().items as { name: string }[]).map((area) => area.name)).toEqual(['Terrace', 'Dining Room']);
    // Id, hosts and affiliate flag stay the installation's; the name comes with the file.
    const metadata = await server.call({ method: 'GET', url: '/api/restaurant-metadata', as: demo.owner2 });
    expect(metadata.json()).toMatchObject({ restaurantId: 'demo2', name: 'Trattoria Demo', affiliateProgram: false });
  });
});
