// The admin's platform views (spec §2 admin area): the restaurant list searched, filtered and paged; a restaurant's
// figures in its own time zone; the dashboard's counts; republishing one restaurant; inviting its owner.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, localDateOf, toInstant } from '../../core/time';
import { emailOutbox, invites, reservations, roles } from '../../server/platform/db/schema';
import { demo } from '../support/test-server';
import { fileServer } from './file-server';
import { restaurantsKit } from './restaurants-kit';

const server = await fileServer();
const { createRestaurant } = restaurantsKit(server);
const db = server.database.db;

interface Listed {
  restaurantId: string;
  name: string;
  cityName: string | null;
  status: string;
}

const get = async (url: string) => {
  const res = await server.call({ method: 'GET', url, as: demo.admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

/** A booking row of `restaurantId` starting at `local` minutes of a local day (`day` days from today). */
async function booking(restaurantId: string, timeZone: string, day: number, partySize: number, extra: Partial<typeof reservations.$inferInsert> = {}) {
  const date = addDays(localDateOf(Date.now(), timeZone), day);
  const start = toInstant(date, 12 * 60, timeZone);
  const end = new Date(start.getTime() + 2 * 3600_000);
  const id = randomUUID();
  await db.insert(reservations).values({
    restaurantId,
    id,
    token: randomUUID(),
    customerName: 'Figure Guest',
    level: 'area',
    tableNumber: `T${id.slice(0, 6)}`,
    partySize,
    startTime: start,
    endTime: end,
    originalStartTime: start,
    originalEndTime: end,
    source: 'staff',
    ...extra,
  });
  return id;
}

describe('GET /admin/restaurants', () => {
  it('searches name and id, filters by city, status and the affiliate programme, and pages', async () => {
    const token = `zq${randomUUID().slice(0, 6)}`;
    const city = (await server.call({ method: 'POST', url: '/api/admin/cities', as: demo.admin, payload: { name: `City ${token}`, country: 'AT' } })).json();
    const first = await createRestaurant({ name: `Alpha ${token}`, cityId: city._id });
    const second = await createRestaurant({ name: `Beta ${token}`, affiliateProgram: true });
    const third = await createRestaurant({ restaurantId: `${token}-id`, name: 'Gamma' });

    const found = await get(`/api/admin/restaurants?q=${token.toUpperCase()}`);
    expect(found).toMatchObject({ total: 3, page: 0, pageSize: 25 });
    expect((found.items as Listed[]).map((r) => r.restaurantId)).toEqual([first.restaurantId, second.restaurantId, third.restaurantId]);
    expect(found.items[0]).toMatchObject({ cityName: `City ${token}`, status: 'onboarding', settings: { timeZone: 'Europe/Berlin' } });

    const inCity = await get(`/api/admin/restaurants?cityId=${city._id}`);
    expect((inCity.items as Listed[]).map((r) => r.restaurantId)).toEqual([first.restaurantId]);
    const inProgramme = await get(`/api/admin/restaurants?q=${token}&affiliateProgram=true`);
    expect((inProgramme.items as Listed[]).map((r) => r.restaurantId)).toEqual([second.restaurantId]);
    const notInProgramme = await get(`/api/admin/restaurants?q=${token}&affiliateProgram=false`);
    expect(notInProgramme.total).toBe(2);

    const active = (await get('/api/admin/restaurants?status=active')).items as Listed[];
    expect(active.map((r) => r.restaurantId)).toContain('demo');
    expect(active.every((r) => r.status === 'active')).toBe(true);
    expect((await get(`/api/admin/restaurants?q=${token}&status=active`)).total).toBe(0);
    expect((await get(`/api/admin/restaurants?q=${token}&status=onboarding`)).total).toBe(3);

    // Past the last page: no rows, and still the total so the screen can go back.
    expect(await get(`/api/admin/restaurants?q=${token}&page=3`)).toMatchObject({ items: [], total: 3, page: 3 });
    // The admin's `%` and `_` are letters.
    expect((await get('/api/admin/restaurants?q=%25')).total).toBe(0);
  });

  it('leaves out trashed restaurants and refuses unknown filters', async () => {
    const gone = await createRestaurant({ name: `Gone ${randomUUID().slice(0, 6)}` });
    expect((await server.call({ method: 'DELETE', url: `/api/admin/restaurant/${gone.restaurantId}`, as: demo.admin })).statusCode).toBe(200);
    expect((await get(`/api/admin/restaurants?q=${gone.restaurantId}`)).total).toBe(0);
    for (const query of ['status=deleted', 'affiliateProgram=yes', 'page=-1']) {
      const res = await server.call({ method: 'GET', url: `/api/admin/restaurants?${query}`, as: demo.admin });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error).toBe('invalid_request');
    }
  });
});

describe('GET /admin/restaurants/{id}/figures', () => {
  it("counts today's and the last 7 days' bookings and covers in the restaurant's time zone", async () => {
    // UTC+14: its day is rarely the UTC day, so a UTC "today" would count the wrong bookings.
    const zone = 'Pacific/Kiritimati';
    const fresh = await createRestaurant({ timeZone: zone });
    const id = fresh.restaurantId;
    const today = await booking(id, zone, 0, 4);
    await booking(id, zone, -6, 3);
    await booking(id, zone, -7, 5); // before the week
    await booking(id, zone, 1, 6); // tomorrow
    await booking(id, zone, 0, 2, { deletedAt: new Date() }); // cancelled
    await booking(id, zone, 0, 4, { linkedReservationId: today }); // the same party's second table

    expect(await get(`/api/admin/restaurants/${id}/figures`)).toEqual({
      status: 'onboarding',
      today: { bookings: 1, covers: 4 },
      last7Days: { bookings: 2, covers: 7 },
    });
    expect((await get('/api/admin/restaurants/demo/figures')).status).toBe('active');
    expect((await server.call({ method: 'GET', url: '/api/admin/restaurants/nowhere/figures', as: demo.admin })).statusCode).toBe(404);
  });
});

describe('GET /admin/dashboard', () => {
  it('counts restaurants, bookings and the outbox, lists the newest restaurants, and leaves errors unconfigured', async () => {
    const before = await get('/api/admin/dashboard');
    expect(before.errorsLast24h).toBeNull();

    const quiet = await createRestaurant({ name: 'Quiet Place' });
    const busy = await createRestaurant({ name: 'Busy Place', timeZone: 'America/Los_Angeles' });
    const reservationId = await booking(busy.restaurantId, 'America/Los_Angeles', 0, 3);
    const later = new Date(Date.now() + 3600_000);
    await db.insert(emailOutbox).values([
      { restaurantId: busy.restaurantId, id: randomUUID(), kind: 'confirmation', reservationId, nextAttemptAt: later, attempts: 1, lastError: 'busy' },
      { restaurantId: busy.restaurantId, id: randomUUID(), kind: 'confirmation', reservationId, nextAttemptAt: null, attempts: 8, lastError: 'refused' },
      { restaurantId: busy.restaurantId, id: randomUUID(), kind: 'confirmation', reservationId, nextAttemptAt: null, sentAt: new Date() },
    ]);

    const after = await get('/api/admin/dashboard');
    expect(after.restaurants).toEqual({
      active: before.restaurants.active,
      onboarding: before.restaurants.onboarding + 2,
      withoutBookings30Days: before.restaurants.withoutBookings30Days + 1,
    });
    expect(after.bookings.today.bookings).toBe(before.bookings.today.bookings + 1);
    expect(after.bookings.today.covers).toBe(before.bookings.today.covers + 3);
    expect(after.bookings.last7Days.covers).toBe(before.bookings.last7Days.covers + 3);
    expect(after.outbox).toEqual({ waiting: before.outbox.waiting + 1, failed: before.outbox.failed + 1 });
    expect(after.newestRestaurants).toHaveLength(5);
    expect(after.newestRestaurants.slice(0, 2)).toEqual([
      { restaurantId: busy.restaurantId, name: 'Busy Place', createdAt: expect.any(String), status: 'onboarding' },
      { restaurantId: quiet.restaurantId, name: 'Quiet Place', createdAt: expect.any(String), status: 'onboarding' },
    ]);
    await db.delete(emailOutbox).where(eq(emailOutbox.restaurantId, busy.restaurantId));
  });
});

describe("a restaurant's actions", () => {
  it('republishes one restaurant and refuses an unknown one', async () => {
    const fresh = await createRestaurant();
    expect((await server.call({ method: 'POST', url: `/api/admin/restaurants/${fresh.restaurantId}/republish`, as: demo.admin })).json()).toEqual({ published: 1 });
    expect((await server.call({ method: 'GET', url: `/files/app-config/${fresh.restaurantId}.json` })).statusCode).toBe(200);
    expect((await server.call({ method: 'POST', url: '/api/admin/restaurants/nowhere/republish', as: demo.admin })).statusCode).toBe(404);
  });

  it("invites the owner with the restaurant's Owner role and a code", async () => {
    const fresh = await createRestaurant();
    const res = await server.call({ method: 'POST', url: `/api/admin/restaurants/${fresh.restaurantId}/owner-invite`, as: demo.admin, payload: { name: 'Olga Owner', email: 'Olga@Example.test' } });
    expect(res.statusCode, res.body).toBe(201);
    const [owner] = await db.select().from(roles).where(eq(roles.restaurantId, fresh.restaurantId));
    expect(res.json()).toMatchObject({ name: 'Olga Owner', email: 'olga@example.test', restaurantId: fresh.restaurantId, roleId: owner?.id, inviteCode: expect.stringMatching(/^[A-Z2-9]{10}$/) });
    const stored = await db.select().from(invites).where(eq(invites.restaurantId, fresh.restaurantId));
    expect(stored).toHaveLength(1);

    const bad = await server.call({ method: 'POST', url: `/api/admin/restaurants/${fresh.restaurantId}/owner-invite`, as: demo.admin, payload: { name: 'X', email: 'not-an-email' } });
    expect(bad.statusCode).toBe(400);
    const unknown = await server.call({ method: 'POST', url: '/api/admin/restaurants/nowhere/owner-invite', as: demo.admin, payload: { name: 'X', email: 'x@example.test' } });
    expect(unknown.statusCode).toBe(404);
  });
});
