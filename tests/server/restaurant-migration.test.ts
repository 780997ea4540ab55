// Restaurant migration (spec §2 settings page restaurantMigration): the owner's export, and the demo restaurant's file
// surviving a round trip through a fresh restaurant unchanged (ids aside), that restaurant then offering exactly what
// the demo offers. What else an import carries: restaurant-migration-carried; refused files and callers:
// restaurant-migration-refusals.
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { RestaurantExport } from '../../core/schemas/restaurant-export';
import { reservations, restaurants } from '../../server/platform/db/schema';
import { notEnded } from '../../server/modules/restaurants/repository/restaurant-import';
import { demo } from '../support/test-server';
import { migrationFile, snapshotDatabase, tableChanges } from './api-surface';
import { exportUrl, migrationServerForFile } from './restaurant-migration-kit';

const { server, exportOf, importInto, freshRestaurant } = await migrationServerForFile();

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
    expect(file.roles.map((role) => role.name)).toEqual(['Host', 'Kitchen', 'Owner']);
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
    expect(reply.json()).toEqual({ areas: 2, areaGroups: 1, tables: 23, specials: 1, roles: 3, blockers: 1, reservations: reservationCount, newTokens: reservationCount, keptRoles: [], droppedImages: 0 });

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
});
