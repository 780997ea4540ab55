// What guests are offered (spec §4/§5/§7): availability per date, area and slot from the API, the same in the published
// file (which follows bookings and cancellations, and goes out compressed), and the restaurant's enabled specials.
import { randomUUID } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, toInstant } from '../../core/time';
import { diningTables, reservations, specials } from '../../server/platform/db/schema';
import { bookingBody, bookingServer, h, nextDateOn, slotKey, slotOf, today, tomorrow } from './booking-kit';
import { zone } from './front-of-house-kit';

const { server, book, availability, publishedFile, cancel } = await bookingServer();

describe('GET /api/reservations/availability', () => {
  it('offers the horizon per date, area and slot, with area groups, specials and the cutoff', async () => {
    const body = await availability();
    expect(body.today).toBe(today);
    expect(body.timeZone).toBe(zone);
    expect(typeof body.sameDayCutoffHourUTC).toBe('number');
    expect(body.areas.map((area) => area.name)).toEqual(['Terrace', 'Dining Room']);
    expect(body.areaGroups).toEqual([{ id: 'anywhere', areaIds: ['terrace', 'dining-room'] }]);
    // demo offers 1–8 (restaurant default); the tables and combinations seat all of them.
    expect(body.allPartySizes).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(Object.keys(body.availability)).toContain(today);
    expect(Object.keys(body.availability)).toContain(tomorrow);
    expect(Object.keys(body.availability).length).toBe(90);
    const terrace = body.availability[tomorrow]?.Terrace;
    expect(Object.keys(terrace ?? {})).toEqual([slotKey(h(12), h(14)), slotKey(h(14), h(16)), slotKey(h(18), h(20)), slotKey(h(20), h(22))]);
    expect(terrace?.[slotKey(h(12), h(14))]).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(Object.keys(body.availability[tomorrow]?.['Dining Room'] ?? {})).toEqual([
      slotKey(h(12), h(14)),
      slotKey(h(17, 30), h(19, 30)),
      slotKey(h(19, 30), h(21, 30)),
      slotKey(h(21, 30), h(23, 30)),
    ]);
    // The group's slots are the union of its areas' slots.
    expect(Object.keys(body.areaGroupAvailability[tomorrow]?.anywhere ?? {})).toHaveLength(7);
    const tastingDay = nextDateOn(['thursday', 'friday', 'saturday']);
    expect(body.specialAvailability[tastingDay]?.['tasting-menu']?.[slotKey(h(19, 30), h(21, 30))]).toContain(2);
    const monday = nextDateOn(['monday']);
    expect(body.specialAvailability[monday]?.['tasting-menu']).toBeUndefined();
  });

  it('answers one day with ?date=', async () => {
    const body = await availability('demo', tomorrow);
    expect(Object.keys(body.availability)).toEqual([tomorrow]);
    expect(body.availability[tomorrow]?.Terrace?.[slotKey(h(12), h(14))]).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const demo2 = await availability('demo2', tomorrow);
    expect(demo2.availability[tomorrow]).toEqual({ Main: { [slotKey(h(18), h(20))]: [1, 2, 3, 4], [slotKey(h(20), h(22))]: [1, 2, 3, 4] } });
    expect(demo2.allPartySizes).toEqual([1, 2, 3, 4]);
  });

  it('refuses a malformed date, and needs a live restaurant', async () => {
    for (const date of ['2024-13-45', 'tomorrow', '2024-02-30', `${tomorrow}T00:00:00Z`]) {
      const reply = await server.call({ method: 'GET', url: '/api/reservations/availability', restaurant: 'demo', query: { date } });
      expect([date, reply.statusCode, reply.json().error]).toEqual([date, 400, 'invalid_request']);
    }
    const noTenant = await server.call({ method: 'GET', url: '/api/reservations/availability' });
    expect([noTenant.statusCode, noTenant.json().error]).toEqual([400, 'missing_restaurant_id']);
    const unknown = await server.call({ method: 'GET', url: '/api/reservations/availability', restaurant: 'no-such-restaurant' });
    expect([unknown.statusCode, unknown.json().error]).toEqual([404, 'not_found']);
  });
});

describe('the published availability file', () => {
  it('exists after publishing and follows bookings and cancellations', async () => {
    const slot = slotOf(tomorrow, h(20), h(22));
    const key = slotKey(h(20), h(22));
    const initial = await publishedFile();
    expect(initial.today).toBe(today);
    expect(initial.availability[tomorrow]?.Terrace?.[key]).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(initial).toMatchObject({ areas: (await availability()).areas, timeZone: zone });

    const big = await book(bookingBody({ ...slot, partySize: 8 }));
    const joined = await book(bookingBody({ ...slot, partySize: 7 }));
    expect([big.reservation.tables, joined.reservation.tables]).toEqual([['T10'], ['T4', 'T5']]);
    const afterBooking = await publishedFile();
    expect(afterBooking.availability[tomorrow]?.Terrace?.[key]).toEqual([1, 2, 3, 4, 5, 6]);
    // The file and the API agree.
    expect(afterBooking.availability[tomorrow]).toEqual((await availability()).availability[tomorrow]);

    const cancelled = await cancel(joined.reservation.token);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const afterCancel = await publishedFile();
    expect(afterCancel.availability[tomorrow]?.Terrace?.[key]).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('after a burst of bookings on several days is what the whole horizon computed afresh gives', async () => {
    const days = [1, 2, 5, 9].map((offset) => addDays(today, offset));
    const slots = [slotOf(days[0] as string, h(12), h(14)), ...days.map((day) => slotOf(day, h(20), h(22)))];
    await Promise.all(slots.flatMap((slot) => [2, 4, 6].map((partySize) => book(bookingBody({ ...slot, partySize })))));
    await server.app.services.publishing.settled('demo');
    const { publishedAt: _publishedAt, ...published } = await publishedFile();
    expect(published).toEqual(await server.app.services.availability.compute('demo', undefined, true));
  });

  it('a whole restaurant republished (an import, a restore) reads its bookings afresh, not the horizon kept a moment ago', async () => {
    const day = addDays(today, 20);
    const key = slotKey(h(20), h(22));
    await server.app.services.publishing.publishAvailability('demo');
    expect((await publishedFile()).availability[day]?.Terrace?.[key]?.length).toBeGreaterThan(0);
    // Bookings that no announcement carried (as an import writes its rows, announcing only its settings): every Terrace table taken.
    const terrace = await server.database.db.select({ tableNumber: diningTables.tableNumber }).from(diningTables).where(and(eq(diningTables.restaurantId, 'demo'), eq(diningTables.level, 'Terrace')));
    const slot = { start: toInstant(day, h(20), zone), end: toInstant(day, h(22), zone) };
    await server.database.db.insert(reservations).values(
      terrace.map(({ tableNumber }) => ({
        restaurantId: 'demo',
        token: randomUUID(),
        customerName: 'Imported guest',
        customerPhone: '+49 151 2345678',
        customerEmail: 'imported@example.test',
        level: 'Terrace',
        tableNumber,
        partySize: 2,
        startTime: slot.start,
        endTime: slot.end,
        originalStartTime: slot.start,
        originalEndTime: slot.end,
        source: 'online' as const,
      })),
    );
    await server.app.services.publishing.publishRestaurant('demo');
    expect((await publishedFile()).availability[day]?.Terrace?.[key] ?? []).toEqual([]);
  });

  it('goes out compressed to a browser that accepts it, with an entity tag of its own', async () => {
    const plain = await publishedFile();
    const get = (headers: Record<string, string>) => server.app.inject({ method: 'GET', url: '/files/availability/demo.json', headers });
    const identity = await get({});
    const reply = await get({ 'accept-encoding': 'gzip, deflate, br' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers.vary).toBe('Accept-Encoding');
    expect(reply.rawPayload.length).toBeLessThan(identity.rawPayload.length / 4);
    expect(JSON.parse(brotliDecompressSync(reply.rawPayload).toString('utf8'))).toEqual(plain);
    const etag = reply.headers.etag as string;
    expect(etag).not.toBe(identity.headers.etag);
    expect((await get({ 'accept-encoding': 'br', 'if-none-match': etag })).statusCode).toBe(304);
    // The plain representation's tag does not stand for the compressed one.
    expect((await get({ 'accept-encoding': 'br', 'if-none-match': identity.headers.etag as string })).statusCode).toBe(200);
    const gzipped = await get({ 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString('utf8'))).toEqual(plain);
  });
});

describe('GET /api/specials', () => {
  it("lists the restaurant's enabled specials only", async () => {
    await server.database.db.insert(specials).values({
      restaurantId: 'demo',
      id: 'hidden-special',
      title: { en: 'Hidden' },
      enabled: false,
      weekdays: ['monday'],
      timeslots: [{ start: h(12), end: h(14) }],
    });
    const reply = await server.call({ method: 'GET', url: '/api/specials', restaurant: 'demo' });
    expect(reply.statusCode, reply.body).toBe(200);
    const items = reply.json().items as { _id: string }[];
    expect(items.map((item) => item._id)).toEqual(['tasting-menu']);
    expect(items[0]).toMatchObject({
      enabled: true,
      weekdays: ['thursday', 'friday', 'saturday'],
      timeslots: [{ start: h(19, 30), end: h(21, 30) }],
      areaGroupId: 'anywhere',
      title: { en: 'Tasting menu' },
    });
    const demo2 = await server.call({ method: 'GET', url: '/api/specials', restaurant: 'demo2' });
    expect([demo2.statusCode, demo2.json()]).toEqual([200, { items: [] }]);
    const noTenant = await server.call({ method: 'GET', url: '/api/specials' });
    expect([noTenant.statusCode, noTenant.json().error]).toEqual([400, 'missing_restaurant_id']);
  });
});
