// What a restaurant import carries (spec §2 settings page restaurantMigration): uploaded images are not carried, a stay
// extended past its end counts as upcoming, and a guest link keeps its token when the token is free.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { RestaurantExport } from '../../core/schemas/restaurant-export';
import { appConfigs, reservations } from '../../server/platform/db/schema';
import { migrationFile, uniqueSuffix } from './api-surface';
import { migrationServerForFile } from './restaurant-migration-kit';

const { server, exportOf, importInto, freshRestaurant } = await migrationServerForFile();

describe('round trip', () => {
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

  it("carries a booking's origin; a file written before origins were recorded gets them by migration 0013's rules", async () => {
    const file = migrationFile() as unknown as RestaurantExport;
    const [booking] = file.reservations ?? [];
    if (!booking) throw new Error('The probe file has a reservation');
    const later = (hours: number) => new Date(Date.parse(booking.startTime) + hours * 3_600_000).toISOString();
    const token = (tag: string) => `${tag}-token-0123456789abcdef`;
    const reservationsOfFile = [
      booking,
      { ...booking, id: 'extra', linkedReservationId: 'booking', tableNumber: 'G2', token: token('extra') },
      { ...booking, id: 'referred', referralCode: 'creator-42', startTime: later(3), endTime: later(5), token: token('referred') },
      { ...booking, id: 'recorded', source: 'online' as const, platform: 'mobile' as const, startTime: later(6), endTime: later(8), token: token('recorded') },
    ];
    const target = await freshRestaurant();
    const reply = await importInto(target, { ...file, reservations: reservationsOfFile });
    expect(reply.statusCode, reply.body).toBe(200);
    const moved = (await exportOf(target, true)).reservations ?? [];
    expect(moved.map(({ source, platform, tableNumber, referralCode }) => ({ source, platform, tableNumber, referralCode }))).toEqual([
      { source: 'staff', platform: null, tableNumber: 'G1', referralCode: null },
      { source: 'staff', platform: null, tableNumber: 'G2', referralCode: null },
      { source: 'affiliate', platform: null, tableNumber: 'G1', referralCode: 'creator-42' },
      { source: 'online', platform: 'mobile', tableNumber: 'G1', referralCode: null },
    ]);
  });
});
