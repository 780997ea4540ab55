// The floor is cached per process and keyed by restaurants.config_version, which triggers bump on every change
// (migration 0004): a change to tables, areas, groups or specials shows at once, whoever wrote it.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addDays, localDateOf } from '../../core/time';
import { diningTables, restaurants } from '../../server/platform/db/schema';
import { createTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const tomorrow = addDays(localDateOf(new Date(), 'Europe/Berlin'), 1);
const terraceEvening = async () => {
  const reply = await server.call({ method: 'GET', url: `/api/reservations/availability?date=${tomorrow}`, restaurant: 'demo' });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().availability[tomorrow]?.Terrace?.['1200-1320'] as number[] | undefined;
};
const version = async () => {
  const [row] = await server.database.db.select({ v: restaurants.configVersion }).from(restaurants).where(eq(restaurants.id, 'demo'));
  return row?.v ?? -1;
};

it('follows a floor change written straight to the database', async () => {
  expect(await terraceEvening()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  const before = await version();

  await server.database.db.update(diningTables).set({ bookable: false }).where(and(eq(diningTables.restaurantId, 'demo'), eq(diningTables.level, 'Terrace')));
  expect(await version()).toBeGreaterThan(before);
  expect(await terraceEvening()).toEqual([]);

  await server.database.db.update(diningTables).set({ bookable: true }).where(and(eq(diningTables.restaurantId, 'demo'), eq(diningTables.level, 'Terrace')));
  expect(await terraceEvening()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
});

it("leaves other restaurants' versions alone", async () => {
  const [other] = await server.database.db.select({ v: restaurants.configVersion }).from(restaurants).where(eq(restaurants.id, 'demo2'));
  await server.database.db.update(diningTables).set({ maxCovers: 3 }).where(and(eq(diningTables.restaurantId, 'demo'), eq(diningTables.tableNumber, 'T1')));
  const [after] = await server.database.db.select({ v: restaurants.configVersion }).from(restaurants).where(eq(restaurants.id, 'demo2'));
  expect(after?.v).toBe(other?.v);
});
