// The public booking API (issue 4, spec §4/§5/§7): availability and its published file, online booking with table
// assignment, the guest's manage link (load, cancel), specials, the waitlist and the staff's confirmation resend.
// Every booking is for tomorrow or later (restaurant-local), so the same-day cutoff never decides an outcome.
import { randomUUID } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDateOf, toInstant, weekdayOf } from '../../core/time';
import { BookingResponse, GuestReservation } from '../../core/schemas/reservations';
import { diningTables, reservations, specials, waitlist } from '../../server/platform/db/schema';
import { createTestServer, demo, type TestServer } from '../support/test-server';
import { throwaways } from './api-surface';

const zone = 'Europe/Berlin';
const today = localDateOf(new Date(), zone);
const tomorrow = addDays(today, 1);
const yesterday = addDays(today, -1);
const h = (hours: number, minutes = 0) => hours * 60 + minutes;
/** A day as the server words it for guests ("Friday, November 27, 2026"). */
const longDay = (day: string, language: string) =>
  new Intl.DateTimeFormat(language, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
const slotKey = (start: number, end: number) => `${start}-${end}`;
const slotOf = (date: string, start: number, end: number) => ({
  startTime: toInstant(date, start, zone).toISOString(),
  endTime: toInstant(date, end, zone).toISOString(),
});
/** The first date from `from` (tomorrow) on that is one of the weekdays (the demo tasting menu runs Thursday to Saturday). */
function nextDateOn(days: string[], from = tomorrow): string {
  let date = from;
  while (!days.includes(weekdayOf(date))) date = addDays(date, 1);
  return date;
}

const guest = (name = 'Online Guest') => ({ name, phone: '+49 151 2345678', email: `guest-${randomUUID()}@example.test` });
type Body = Record<string, unknown>;
const bookingBody = (overrides: Body = {}): Body => ({
  customer: guest(),
  partySize: 2,
  ...slotOf(tomorrow, h(12), h(14)),
  level: 'Terrace',
  language: 'en',
  ...overrides,
});

interface Booked {
  reservation: {
    _id: string;
    restaurantId: string;
    timeZone: string;
    level: string;
    partySize: number;
    startTime: string;
    endTime: string;
    tables: string[];
    specialId: string | null;
    areaGroupId: string | null;
    createdAt: string;
    cancelled: boolean;
    token: string;
    customer: { name: string; phone: string; email: string };
  };
  manageUrl: string;
}
type SlotSizes = Record<string, number[]>;
interface Availability {
  areas: { id: string; name: string; sorting: number }[];
  areaGroups: { id: string; areaIds: string[] }[];
  allPartySizes: number[];
  availability: Record<string, Record<string, SlotSizes>>;
  areaGroupAvailability: Record<string, Record<string, SlotSizes>>;
  specialAvailability: Record<string, Record<string, SlotSizes>>;
  sameDayCutoffHourUTC: number;
  today: string;
  timeZone: string;
}

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
  // The app publishes every restaurant's files at start-up; the test server does not start that loop.
  await server.app.services.publishing.publishRestaurant('demo');
});
afterAll(() => server.close());

const request = (payload: Body, restaurant = 'demo') => server.call({ method: 'POST', url: '/api/reservations/request', restaurant, payload });
async function book(payload: Body, restaurant = 'demo'): Promise<Booked> {
  const reply = await request(payload, restaurant);
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json() as Booked;
}
const availability = async (restaurant = 'demo', date?: string): Promise<Availability> => {
  const reply = await server.call({ method: 'GET', url: '/api/reservations/availability', restaurant, ...(date ? { query: { date } } : {}) });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json() as Availability;
};
const publishedFile = async (restaurant = 'demo'): Promise<Availability & { publishedAt: string }> => {
  // Publishing follows a change asynchronously (coalesced); wait until it has caught up.
  await server.app.services.publishing.settled(restaurant);
  const reply = await server.app.inject({ method: 'GET', url: `/files/availability/${restaurant}.json` });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json() as Availability & { publishedAt: string };
};
const cancel = (token: string) => server.call({ method: 'GET', url: '/api/reservations/DeleteReservation', query: { reservationToken: token } });
const load = (token: string) => server.call({ method: 'GET', url: '/api/reservations/LoadReservation', query: { token } });
const rowsOf = (primaryId: string) =>
  server.database.db
    .select()
    .from(reservations)
    .where(eq(reservations.restaurantId, 'demo'))
    .then((rows) => rows.filter((row) => row.id === primaryId || row.linkedReservationId === primaryId));
const reservationCount = async () => (await server.database.db.select({ id: reservations.id }).from(reservations)).length;

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

describe('POST /api/reservations/request', () => {
  it('books the best-fitting table and answers with an unguessable token and a minute-precise createdAt', async () => {
    const before = Math.floor(Date.now() / 60_000) * 60_000;
    const customer = { name: 'Erika Musterfrau', phone: '+49 30 9876543', email: `Erika-${randomUUID()}@Example.test` };
    const body = bookingBody({ customer, partySize: 5, note: 'Window, please', referralCode: 'creator-42' });
    const answer = await book(body);
    const { reservation, manageUrl } = answer;
    // The answer is exactly its documented schema (the route writes it without checking it again): nothing missing,
    // nothing more.
    expect(BookingResponse.strict().extend({ reservation: GuestReservation.strict() }).parse(answer)).toEqual(answer);
    // Five fit T8 and T9 (4–6) and T1+T2+T3 (joined 6): the single table first, in floor order.
    expect(reservation).toMatchObject({
      restaurantId: 'demo',
      level: 'Terrace',
      partySize: 5,
      tables: ['T8'],
      startTime: body.startTime,
      endTime: body.endTime,
      specialId: null,
      areaGroupId: null,
      cancelled: false,
      customer: { name: customer.name, phone: customer.phone, email: customer.email.toLowerCase() },
    });
    expect(reservation.token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(Buffer.from(reservation.token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    const createdAt = new Date(reservation.createdAt);
    expect([createdAt.getUTCSeconds(), createdAt.getUTCMilliseconds()]).toEqual([0, 0]);
    expect(reservation.createdAt.endsWith('Z')).toBe(true);
    expect(createdAt.getTime()).toBeGreaterThanOrEqual(before);
    expect(createdAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect(manageUrl).toBe(`${server.config.publicUrl}/r/demo/guest/reservation/${reservation.token}`);

    const [row] = await rowsOf(reservation._id);
    expect(row).toMatchObject({
      tableNumber: 'T8',
      note: 'Window, please',
      referralCode: 'creator-42',
      language: 'en',
      linkedReservationId: null,
      deletedAt: null,
      checkedIn: false,
    });
    expect(row?.createdAt.getTime()).toBe(createdAt.getTime());
    expect(row?.originalStartTime.toISOString()).toBe(body.startTime);

    // A second booking gets its own token; the first's table is now taken, so the next best table is used.
    const second = await book(bookingBody({ partySize: 5 }));
    expect(second.reservation.tables).toEqual(['T9']);
    expect(second.reservation.token).not.toBe(reservation.token);
  });

  it('a party that needs joined tables gets a linked reservation per extra table; a full slot is 409', async () => {
    const slot = slotOf(tomorrow, h(14), h(16));
    const first = await book(bookingBody({ ...slot, partySize: 8 }));
    // Eight fit T10 (6–8) or T4+T5 (joined 8): the single table first.
    expect(first.reservation.tables).toEqual(['T10']);
    const joined = await book(bookingBody({ ...slot, partySize: 8 }));
    expect(joined.reservation.tables).toEqual(['T4', 'T5']);
    const rows = await rowsOf(joined.reservation._id);
    expect(rows.map((row) => [row.tableNumber, row.linkedReservationId])).toEqual(
      expect.arrayContaining([
        ['T4', null],
        ['T5', joined.reservation._id],
      ]),
    );
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row).toMatchObject({ level: 'Terrace', partySize: 8, startTime: new Date(slot.startTime) });
    expect(new Set(rows.map((row) => row.token)).size).toBe(2);

    // Nothing else seats eight on the Terrace at that time.
    const count = await reservationCount();
    const full = await request(bookingBody({ ...slot, partySize: 8 }));
    expect([full.statusCode, full.json().error]).toEqual([409, 'slot_unavailable']);
    expect(await reservationCount()).toBe(count);
    const offered = (await availability('demo', tomorrow)).availability[tomorrow]?.Terrace?.[slotKey(h(14), h(16))];
    expect(offered).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('refuses an unknown or deleted restaurant with 404, and books nothing', async () => {
    const count = await reservationCount();
    const unknown = await request(bookingBody(), 'no-such-restaurant');
    expect([unknown.statusCode, unknown.json().error]).toEqual([404, 'not_found']);
    // A booking a moment before the deletion leaves its read of the slot behind; the deletion drops it.
    const slot = { ...slotOf(addDays(tomorrow, 35), h(18), h(20)), level: 'Main' };
    await book(bookingBody(slot), 'demo2');
    const deletion = await server.call({ method: 'DELETE', url: '/api/admin/restaurant/demo2', as: demo.admin });
    expect(deletion.statusCode, deletion.body).toBe(200);
    try {
      const deleted = await request(bookingBody(slot), 'demo2');
      expect([deleted.statusCode, deleted.json().error]).toEqual([404, 'not_found']);
    } finally {
      const restored = await server.call({ method: 'POST', url: '/api/admin/database-trash/restaurant/demo2/restore', as: demo.admin });
      expect(restored.statusCode, restored.body).toBe(200);
    }
    expect(await reservationCount()).toBe(count + 1);
  });

  it('a blocker set a moment after a booking is honoured by the next booking of that slot', async () => {
    // The first booking leaves its read of the slot for the next ones (server/modules/booking/repository/slot-read-cache.ts).
    const slot = slotOf(addDays(tomorrow, 21), h(14), h(16));
    expect((await book(bookingBody({ ...slot, partySize: 2 }))).reservation.tables).toEqual(['T1']);
    const blocker = await server.call({
      method: 'POST',
      url: '/api/blockers',
      as: demo.host,
      payload: { start: slot.startTime, end: slot.endTime, level: 'Terrace', tableNumbers: ['T10'], note: 'Wobbly leg' },
    });
    expect(blocker.statusCode, blocker.body).toBe(201);
    // Eight fit T10 best, but it is blocked now.
    expect((await book(bookingBody({ ...slot, partySize: 8 }))).reservation.tables).toEqual(['T4', 'T5']);
  });

  it("a table freed by a guest's cancellation is the best fit again at once", async () => {
    const slot = slotOf(addDays(tomorrow, 28), h(14), h(16));
    const first = await book(bookingBody({ ...slot, partySize: 6 }));
    expect(first.reservation.tables).toEqual(['T8']);
    expect((await book(bookingBody({ ...slot, partySize: 6 }))).reservation.tables).toEqual(['T9']);
    expect((await cancel(first.reservation.token)).statusCode).toBe(200);
    // T10 is free too, but T8 seats six with less to spare.
    expect((await book(bookingBody({ ...slot, partySize: 6 }))).reservation.tables).toEqual(['T8']);
  });

  it('a stay extended into the next slot keeps its table there; a guest who left early frees it', async () => {
    // The booking reads only what overlaps its slot, by each stay's effective end (left, else extended, else booked).
    const extendedDay = addDays(tomorrow, 7);
    const extended = await book(bookingBody({ ...slotOf(extendedDay, h(12), h(14)), partySize: 8 }));
    expect(extended.reservation.tables).toEqual(['T10']);
    await server.database.db
      .update(reservations)
      .set({ extendedTo: toInstant(extendedDay, h(14, 30), zone) })
      .where(eq(reservations.id, extended.reservation._id));
    const afterExtended = await book(bookingBody({ ...slotOf(extendedDay, h(14), h(16)), partySize: 8 }));
    expect(afterExtended.reservation.tables).toEqual(['T4', 'T5']);
    // The offer agrees: nothing seats eight there any more (T10 is held by the extension).
    const offered = (await availability('demo', extendedDay)).availability[extendedDay]?.Terrace?.[slotKey(h(14), h(16))];
    expect(offered).toEqual([1, 2, 3, 4, 5, 6]);

    const leftDay = addDays(tomorrow, 14);
    const left = await book(bookingBody({ ...slotOf(leftDay, h(12), h(14)), partySize: 8 }));
    expect(left.reservation.tables).toEqual(['T10']);
    await server.database.db
      .update(reservations)
      .set({ extendedTo: toInstant(leftDay, h(15), zone), leftAt: toInstant(leftDay, h(13), zone) })
      .where(eq(reservations.id, left.reservation._id));
    const afterLeft = await book(bookingBody({ ...slotOf(leftDay, h(14), h(16)), partySize: 8 }));
    expect(afterLeft.reservation.tables).toEqual(['T10']);
  });

  it('books through an area group (best fit across its areas) and through a special', async () => {
    const group = await book(bookingBody({ level: undefined, areaGroupId: 'anywhere', partySize: 2, ...slotOf(tomorrow, h(18), h(20)) }));
    // Tomorrow 18:00–20:00 only the Terrace has that slot: its smallest free table.
    expect(group.reservation).toMatchObject({ areaGroupId: 'anywhere', specialId: null, level: 'Terrace', tables: ['T1'] });

    // A slot only the Dining Room has, through the group.
    const dining = await book(bookingBody({ level: undefined, areaGroupId: 'anywhere', partySize: 2, ...slotOf(tomorrow, h(17, 30), h(19, 30)) }));
    expect(dining.reservation).toMatchObject({ level: 'Dining Room', tables: ['1'] });

    // Never tomorrow: the tests below count on tomorrow's evening tables. When tomorrow was a tasting day, the
    // special's four-top from 19:30 left no joined pair of four-tops for the published file's party of seven at 20:00.
    const tastingDay = nextDateOn(['thursday', 'friday', 'saturday'], addDays(tomorrow, 1));
    const special = await book(bookingBody({ level: undefined, specialId: 'tasting-menu', partySize: 4, ...slotOf(tastingDay, h(19, 30), h(21, 30)) }));
    expect(special.reservation).toMatchObject({ specialId: 'tasting-menu', areaGroupId: null, partySize: 4 });
    expect(['Terrace', 'Dining Room']).toContain(special.reservation.level);
    expect(special.reservation.tables).toHaveLength(1);

    // The special does not run on a Monday: not a slot the restaurant offers that day.
    const monday = nextDateOn(['monday']);
    const notRunning = await request(bookingBody({ level: undefined, specialId: 'tasting-menu', ...slotOf(monday, h(19, 30), h(21, 30)) }));
    expect([notRunning.statusCode, notRunning.json().error]).toEqual([400, 'invalid_request']);
    const unknownGroup = await request(bookingBody({ level: undefined, areaGroupId: 'no-such-group' }));
    expect([unknownGroup.statusCode, unknownGroup.json().error]).toEqual([400, 'invalid_request']);
  });

  it('needs exactly one of level, areaGroupId and specialId', async () => {
    const count = await reservationCount();
    const choices: Body[] = [
      { level: undefined },
      { areaGroupId: 'anywhere' },
      { specialId: 'tasting-menu' },
      { level: undefined, areaGroupId: 'anywhere', specialId: 'tasting-menu' },
    ];
    for (const choice of choices) {
      const reply = await request(bookingBody(choice));
      expect([reply.statusCode, reply.json().error]).toEqual([400, 'invalid_request']);
      expect(reply.json().message).toContain('Must set areaGroupId XOR selectedSpecialId XOR area');
    }
    expect(await reservationCount()).toBe(count);
  });

  it('refuses invalid contact fields', async () => {
    const count = await reservationCount();
    const customers: Body[] = [
      { ...guest(), name: '' },
      { ...guest(), name: '   ' },
      { ...guest(), email: 'not-an-email' },
      { ...guest(), email: '' },
      { ...guest(), phone: 'call me' },
      { ...guest(), phone: '' },
      { name: 'No Email', phone: '+49 30 1234567' },
    ];
    for (const customer of customers) {
      const reply = await request(bookingBody({ customer }));
      expect([JSON.stringify(customer), reply.statusCode, reply.json().error]).toEqual([JSON.stringify(customer), 400, 'invalid_request']);
    }
    const withoutCustomer = await request({ ...bookingBody(), customer: undefined });
    expect([withoutCustomer.statusCode, withoutCustomer.json().error]).toEqual([400, 'invalid_request']);
    expect(await reservationCount()).toBe(count);
  });

  it("refuses party sizes outside the restaurant's range", async () => {
    const count = await reservationCount();
    for (const partySize of [0, -1, 9, 12, 2.5]) {
      const reply = await request(bookingBody({ partySize }));
      expect([partySize, reply.statusCode, reply.json().error]).toEqual([partySize, 400, 'invalid_request']);
    }
    expect(await reservationCount()).toBe(count);
  });

  it('refuses a slot that is not configured (400), a past slot (400) and a taken slot (409)', async () => {
    const count = await reservationCount();
    const notConfigured = [
      slotOf(tomorrow, h(13), h(15)),
      slotOf(tomorrow, h(12), h(13)),
      slotOf(tomorrow, h(17, 30), h(19, 30)), // a Dining Room slot, asked for on the Terrace
      { startTime: toInstant(tomorrow, h(12), zone).toISOString(), endTime: toInstant(tomorrow, h(12), zone).toISOString() },
      { startTime: toInstant(tomorrow, h(14), zone).toISOString(), endTime: toInstant(tomorrow, h(12), zone).toISOString() },
    ];
    for (const slot of notConfigured) {
      const reply = await request(bookingBody(slot));
      expect([slot, reply.statusCode, reply.json().error]).toEqual([slot, 400, 'invalid_request']);
    }
    const unknownArea = await request(bookingBody({ level: 'Cellar' }));
    expect([unknownArea.statusCode, unknownArea.json().error]).toEqual([400, 'invalid_request']);
    const past = await request(bookingBody(slotOf(yesterday, h(12), h(14))));
    expect([past.statusCode, past.json().error]).toEqual([400, 'invalid_request']);
    // Beyond the 90-day horizon nothing is offered, and nothing was taken either.
    const beyond = await request(bookingBody(slotOf(addDays(today, 120), h(12), h(14))));
    expect([beyond.statusCode, beyond.json().error]).toEqual([400, 'invalid_request']);
    // demo2 allows parties up to 8, but no table of its seats five: the size is not offered, not taken.
    const unseatable = await request(bookingBody({ ...slotOf(tomorrow, h(18), h(20)), level: 'Main', partySize: 5 }), 'demo2');
    expect([unseatable.statusCode, unseatable.json().error]).toEqual([400, 'invalid_request']);

    // demo2: two four-tops; parties of four do not fit its two-tops.
    const slot = slotOf(tomorrow, h(20), h(22));
    const taken = [await book(bookingBody({ ...slot, level: 'Main', partySize: 4 }), 'demo2'), await book(bookingBody({ ...slot, level: 'Main', partySize: 4 }), 'demo2')];
    expect(taken.map((b) => b.reservation.tables).sort()).toEqual([['3'], ['4']]);
    const full = await request(bookingBody({ ...slot, level: 'Main', partySize: 4 }), 'demo2');
    expect([full.statusCode, full.json().error]).toEqual([409, 'slot_unavailable']);
    // Two still fit a two-top.
    expect((await availability('demo2', tomorrow)).availability[tomorrow]?.Main?.[slotKey(h(20), h(22))]).toEqual([1, 2]);
    expect(await reservationCount()).toBe(count + 2);
  });

  it("words a refusal in the language the guest's page sent, and in English without one", async () => {
    const refusal = async (body: Body, restaurant = 'demo') => (await request(bookingBody(body), restaurant)).json() as { error: string; message: string };
    const past = slotOf(yesterday, h(12), h(14));
    expect(await refusal(past)).toEqual({ error: 'invalid_request', message: 'This time has already passed', params: { reason: 'slotPassed' } });
    expect(await refusal({ ...past, language: 'de' })).toEqual({ error: 'invalid_request', message: 'Diese Uhrzeit ist schon vorbei', params: { reason: 'slotPassed' } });
    expect((await refusal({ ...slotOf(tomorrow, h(13), h(15)), language: 'es' })).message).toBe('Esta hora no se puede reservar para esa elección');
    expect((await refusal({ ...slotOf(addDays(today, 120), h(12), h(14)), language: 'de' })).message).toBe('Online reservieren können Sie bis zu 90 Tage im Voraus');
    expect((await refusal({ ...slotOf(tomorrow, h(18), h(20)), level: 'Main', partySize: 5, language: 'es' }, 'demo2')).message).toBe('A esa hora no hay mesa para 5 personas');
    expect((await refusal({ partySize: 9, language: 'de' }, 'demo2')).message).toBe('Online reservieren können Gruppen von 1 bis 8 Personen');
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

describe('the guest manage link', () => {
  it('loads the reservation behind the token, and only the primary one', async () => {
    const body = bookingBody({ ...slotOf(tomorrow, h(18), h(20)), partySize: 8, language: 'de' });
    const { reservation } = await book(body);
    expect(reservation.timeZone).toBe('Europe/Berlin');
    const loaded = await load(reservation.token);
    expect(loaded.statusCode, loaded.body).toBe(200);
    expect(loaded.json()).toEqual({ ...reservation, restaurantName: 'Trattoria Demo', timeZone: 'Europe/Berlin' });

    const unknown = await load('A'.repeat(32));
    expect([unknown.statusCode, unknown.json().error]).toEqual([404, 'not_found']);
    const short = await load('short');
    expect([short.statusCode, short.json().error]).toEqual([400, 'invalid_request']);
  });

  it('cancels the reservation and its linked rows (soft delete), offers the slot again, and a repeat is harmless', async () => {
    const slot = slotOf(tomorrow, h(12), h(14));
    const key = slotKey(h(12), h(14));
    const offered = async () => (await availability('demo', tomorrow)).availability[tomorrow]?.['Dining Room']?.[key];
    // Dining Room tomorrow 12–14: eight fit table 10 (6–8), then 4+5 (joined 8), then 11 (8–12), then 8+9 (joined 12).
    const taken: Booked[] = [];
    for (let i = 0; i < 4; i++) taken.push(await book(bookingBody({ ...slot, level: 'Dining Room', partySize: 8 })));
    expect(taken.map((b) => b.reservation.tables)).toEqual([['10'], ['4', '5'], ['11'], ['8', '9']]);
    expect(await offered()).not.toContain(8);
    const combined = taken[3] as Booked;
    const [linkedRow] = (await rowsOf(combined.reservation._id)).filter((row) => row.linkedReservationId);
    expect(linkedRow?.tableNumber).toBe('9');

    // A linked row's token is not a manage link.
    const viaLinked = await cancel(linkedRow?.token as string);
    expect([viaLinked.statusCode, viaLinked.json().error]).toEqual([404, 'not_found']);
    expect([(await load(linkedRow?.token as string)).statusCode]).toEqual([404]);

    const reply = await cancel(combined.reservation.token);
    expect([reply.statusCode, reply.json()]).toEqual([200, { ok: true }]);
    const rows = await rowsOf(combined.reservation._id);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.deletedAt).toBeInstanceOf(Date);
      expect(row.deletedBy).toBe('guest');
    }
    const deletedAt = rows[0]?.deletedAt?.getTime();
    expect(await offered()).toContain(8);
    const loaded = await load(combined.reservation.token);
    expect([loaded.statusCode, loaded.json().cancelled]).toEqual([200, true]);

    // Again: still 200, nothing changes.
    const again = await cancel(combined.reservation.token);
    expect([again.statusCode, again.json()]).toEqual([200, { ok: true }]);
    expect((await rowsOf(combined.reservation._id)).map((row) => row.deletedAt?.getTime())).toEqual([deletedAt, deletedAt]);

    // The other bookings are untouched, and the freed tables can be booked again.
    for (const other of taken.slice(0, 3)) expect((await rowsOf(other.reservation._id))[0]?.deletedAt).toBeNull();
    const rebooked = await book(bookingBody({ ...slot, level: 'Dining Room', partySize: 8 }));
    expect(rebooked.reservation.tables).toEqual(['8', '9']);

    const unknown = await cancel('B'.repeat(32));
    expect([unknown.statusCode, unknown.json().error]).toEqual([404, 'not_found']);
  });

  it('no longer cancels once the reservation has begun (a no-show stays a no-show)', async () => {
    const { reservation } = await book(bookingBody({ ...slotOf(addDays(tomorrow, 21), h(12), h(14)), partySize: 2 }));
    // As if the guest opened the link a quarter of an hour into the booking. Moved to now, it keeps to a table number of
    // its own: on its real table it could overlap one of the demo's bookings of today, whatever the time of day.
    const begun = new Date(Date.now() - 15 * 60_000);
    await server.database.db
      .update(reservations)
      .set({ startTime: begun, endTime: new Date(begun.getTime() + 2 * 3600_000), tableNumber: `begun-${randomUUID()}` })
      .where(eq(reservations.id, reservation._id));
    const refused = await cancel(reservation.token);
    expect([refused.statusCode, refused.json().error]).toEqual([409, 'conflict']);
    expect(refused.json().message).toMatch(/can no longer be cancelled online/);
    // The guest reads it in the language they booked in.
    await server.database.db.update(reservations).set({ language: 'es' }).where(eq(reservations.id, reservation._id));
    expect((await cancel(reservation.token)).json().message).toBe('Esta reserva ya ha comenzado y no se puede cancelar en línea. Llama al restaurante, por favor.');
    expect((await rowsOf(reservation._id))[0]?.deletedAt).toBeNull();
    expect((await load(reservation.token)).json().cancelled).toBe(false);
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

describe('POST /api/waitlist', () => {
  it('adds the guest to the waitlist of the restaurant in X-Restaurant-Id', async () => {
    const customer = { name: 'Waiting Guest', phone: '+49 151 7654321', email: `Wait-${randomUUID()}@example.test` };
    // The waitlist is for a full day: a private party takes demo2's whole evening.
    const freeTomorrow = await throwaways(server.app).fullDay(tomorrow, 'demo2');
    const reply = await server.call({
      method: 'POST',
      url: '/api/waitlist',
      restaurant: 'demo2',
      payload: { day: tomorrow, level: 'Main', partySize: 4, customer, note: 'Any time after 19:00', language: 'de' },
    });
    expect(reply.statusCode, reply.body).toBe(201);
    const entry = reply.json();
    expect(entry).toMatchObject({
      day: tomorrow,
      level: 'Main',
      partySize: 4,
      customer: { ...customer, email: customer.email.toLowerCase() },
      note: 'Any time after 19:00',
      language: 'de',
      notifiedAt: null,
    });
    const rows = await server.database.db.select().from(waitlist).where(eq(waitlist.id, entry._id));
    expect(rows.map((row) => row.restaurantId)).toEqual(['demo2']);

    const before = (await server.database.db.select().from(waitlist)).length;
    for (const payload of [
      { day: 'tomorrow', partySize: 2, customer },
      { day: tomorrow, partySize: 0, customer },
      { day: tomorrow, partySize: 2, customer: { ...customer, email: 'nope' } },
      { day: tomorrow, partySize: 2 },
      // A day that has passed, one beyond the booking horizon (90 days), a party larger than the restaurant books
      // online (8), an area it does not have.
      { day: yesterday, partySize: 2, customer },
      { day: addDays(today, 90), partySize: 2, customer },
      { day: tomorrow, partySize: 9, customer },
      { day: tomorrow, level: 'Rooftop', partySize: 2, customer },
      { day: tomorrow, level: 'Terrace', partySize: 2, customer },
    ]) {
      const bad = await server.call({ method: 'POST', url: '/api/waitlist', restaurant: 'demo2', payload });
      expect([bad.statusCode, bad.json().error], JSON.stringify(payload)).toEqual([400, 'invalid_request']);
    }
    // The last day of the horizon is still open to the waitlist, when it is full.
    const lastDay = addDays(today, 89);
    const freeLastDay = await throwaways(server.app).fullDay(lastDay, 'demo2');
    const onLastDay = await server.call({ method: 'POST', url: '/api/waitlist', restaurant: 'demo2', payload: { day: lastDay, partySize: 2, customer } });
    expect(onLastDay.statusCode, onLastDay.body).toBe(201);
    await freeLastDay();
    const noTenant = await server.call({ method: 'POST', url: '/api/waitlist', payload: { day: tomorrow, partySize: 2, customer } });
    expect([noTenant.statusCode, noTenant.json().error]).toEqual([400, 'missing_restaurant_id']);

    // The party is over: tomorrow has tables again, and a guest who asks to wait hears to book one instead.
    await freeTomorrow();
    const freed = await server.call({ method: 'POST', url: '/api/waitlist', restaurant: 'demo2', payload: { day: tomorrow, level: 'Main', partySize: 4, customer } });
    expect([freed.statusCode, freed.json()]).toEqual([
      409,
      { error: 'tables_available', message: `A table for 4 is free on ${longDay(tomorrow, 'en')}: book it instead of waiting`, params: { reason: 'tableFree', partySize: 4, day: tomorrow } },
    ]);
    // In the language the guest's page sent.
    const freedDe = await server.call({ method: 'POST', url: '/api/waitlist', restaurant: 'demo2', payload: { day: tomorrow, partySize: 4, customer, language: 'de' } });
    expect(freedDe.json().message).toBe(`Am ${longDay(tomorrow, 'de')} ist ein Tisch für 4 Personen frei: Reservieren Sie ihn, statt zu warten`);
    expect((await server.database.db.select().from(waitlist)).length).toBe(before + 1);
  });

  it('takes guests for a day full for their party, not for one the restaurant takes no online bookings on', async () => {
    const customer = { name: 'Four Waiting', phone: '+49 151 7654321', email: `four-${randomUUID()}@example.test` };
    const join = (day: string, partySize: number) => server.call({ method: 'POST', url: '/api/waitlist', restaurant: 'demo2', payload: { day, partySize, customer } });
    // Both four-tops of demo2 taken in both of the evening's slots: full for four, while two still find a table.
    const day = addDays(today, 31);
    for (const hour of [18, 20]) {
      for (let i = 0; i < 2; i++) {
        const booked = await server.call({
          method: 'POST',
          url: '/api/reservations/request',
          restaurant: 'demo2',
          payload: bookingBody({ partySize: 4, level: 'Main', ...slotOf(day, h(hour), h(hour + 2)) }),
        });
        expect(booked.statusCode, booked.body).toBe(201);
      }
    }
    expect((await join(day, 4)).statusCode).toBe(201);
    expect((await join(day, 2)).json().error).toBe('tables_available');
    // A restaurant without bookable areas takes no online bookings on any day: nothing to wait for.
    const noAreas = await throwaways(server.app).restaurant();
    const closed = await server.call({ method: 'POST', url: '/api/waitlist', restaurant: noAreas, payload: { day, partySize: 2, customer } });
    expect([closed.statusCode, closed.json()]).toEqual([400, { error: 'invalid_request', message: `No online bookings on ${longDay(day, 'en')}`, params: { reason: 'dayClosed', day } }]);
  });
});

describe('POST /api/reservations/:id/email/confirmation', () => {
  it('lets staff resend the confirmation of their own restaurant', async () => {
    const { reservation } = await book(bookingBody({ ...slotOf(tomorrow, h(21, 30), h(23, 30)), level: 'Dining Room', partySize: 2 }));
    const url = `/api/reservations/${reservation._id}/email/confirmation`;
    const sent = await server.call({ method: 'POST', url, as: demo.owner, restaurant: 'demo' });
    expect([sent.statusCode, sent.json()]).toEqual([200, { ok: true }]);
    const [row] = await rowsOf(reservation._id);
    expect(row?.notifiedAt).toBeInstanceOf(Date);

    const otherTenant = await server.call({ method: 'POST', url, as: demo.owner2, restaurant: 'demo2' });
    expect([otherTenant.statusCode, otherTenant.json().error]).toEqual([404, 'not_found']);
    const anonymous = await server.call({ method: 'POST', url, restaurant: 'demo' });
    expect([anonymous.statusCode, anonymous.json().error]).toEqual([401, 'invalid_auth_header']);
    const unknown = await server.call({ method: 'POST', url: '/api/reservations/no-such-reservation/email/confirmation', as: demo.owner, restaurant: 'demo' });
    expect([unknown.statusCode, unknown.json().error]).toEqual([404, 'not_found']);

    expect((await cancel(reservation.token)).statusCode).toBe(200);
    const cancelled = await server.call({ method: 'POST', url, as: demo.owner, restaurant: 'demo' });
    expect([cancelled.statusCode, cancelled.json().error]).toEqual([404, 'not_found']);
  });
});
