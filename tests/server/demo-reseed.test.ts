// `npm run seed` (scripts/seed.ts) recreates the demo tenants and accounts as a first start makes them, and leaves every
// other restaurant alone.
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addDays, localDateOf, toInstant } from '../../core/time';
import { diningTables, reservations, restaurants, users } from '../../server/platform/db/schema';
import { demoAccounts } from '../../server/seed/demo-accounts';
import { reseedDemo } from '../../server/seed/demo';
import { newReservationToken } from '../../server/modules/booking/reservation-token';
import { createTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const tablesOf = async (restaurantId: string) =>
  (await server.database.db.select({ n: count() }).from(diningTables).where(eq(diningTables.restaurantId, restaurantId)))[0]?.n ?? -1;

it('puts the demo tenants and accounts back as they were, and keeps other restaurants', async () => {
  const { db } = server.database;
  const tablesBefore = await tablesOf('demo');
  const reservationsBefore = (await db.select({ n: count() }).from(reservations).where(eq(reservations.restaurantId, 'demo')))[0]?.n;
  expect(tablesBefore).toBe(23);

  // A host's changes to the demo, and a restaurant of someone else's.
  await db.delete(diningTables).where(and(eq(diningTables.restaurantId, 'demo'), eq(diningTables.tableNumber, 'T1')));
  const start = toInstant(addDays(localDateOf(new Date(), 'Europe/Berlin'), 3), 19 * 60, 'Europe/Berlin');
  await db.insert(reservations).values({
    restaurantId: 'demo',
    token: newReservationToken(),
    customerName: 'Added by a host',
    level: 'Terrace',
    tableNumber: 'T2',
    startTime: start,
    endTime: new Date(start.getTime() + 2 * 3_600_000),
    originalStartTime: start,
    originalEndTime: new Date(start.getTime() + 2 * 3_600_000),
    source: 'staff',
  });
  await db.delete(users).where(eq(users.id, demoAccounts[0]?.uid ?? ''));
  await db.insert(restaurants).values({ id: 'kept-elsewhere', name: 'Not a demo' });

  await reseedDemo(db);

  expect(await tablesOf('demo')).toBe(23);
  const demoReservations = await db.select({ name: reservations.customerName }).from(reservations).where(eq(reservations.restaurantId, 'demo'));
  expect(demoReservations).toHaveLength(reservationsBefore ?? -1);
  expect(demoReservations.map((row) => row.name)).not.toContain('Added by a host');
  const accounts = await db.select({ id: users.id }).from(users).where(inArray(users.id, demoAccounts.map((account) => account.uid)));
  expect(accounts.map((row) => row.id).sort()).toEqual(demoAccounts.map((account) => account.uid).sort());
  const [kept] = await db.select({ name: restaurants.name }).from(restaurants).where(eq(restaurants.id, 'kept-elsewhere'));
  expect(kept?.name).toBe('Not a demo');
});
