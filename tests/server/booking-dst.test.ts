// Online booking on daylight-saving days (docs/decisions/008), through the booking service with its clock set a few
// days before each change: a slot that happens as written books with the instants the page sends, and one that does
// not (01:30–02:30 on the spring-forward Sunday, 02:00–03:00 on the fall-back Sunday) is refused, never stored with
// another length.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingRequest } from '../../core/schemas/reservations';
import { toInstant } from '../../core/time';
import { areas } from '../../server/platform/db/schema';
import { bookingService } from '../../server/modules/booking/service';
import { BookingSnapshots } from '../../server/modules/booking/repository/slot-read-cache';
import { FloorCache } from '../../server/modules/booking/repository/floor-cache';
import { createTestServer, type TestServer } from '../support/test-server';

const zone = 'Europe/Berlin';
const springForward = '2027-03-28';
const fallBack = '2027-10-31';
const sundaySlots = [
  { start: 90, end: 150 },
  { start: 120, end: 180 },
  { start: 180, end: 240 },
];

let server: TestServer;
let clock = new Date();
let service: ReturnType<typeof bookingService>;
beforeAll(async () => {
  server = await createTestServer();
  const [terrace] = await server.database.db.select().from(areas).where(and(eq(areas.restaurantId, 'demo'), eq(areas.name, 'Terrace')));
  await server.database.db
    .update(areas)
    .set({ timeslots: { ...terrace?.timeslots, sunday: sundaySlots } })
    .where(and(eq(areas.restaurantId, 'demo'), eq(areas.name, 'Terrace')));
  const feed = server.app.services.changeFeed;
  service = bookingService({ db: server.database.db, floors: new FloorCache(), snapshots: new BookingSnapshots(feed), feed, emailOutbox: { wake: () => undefined }, now: () => clock });
});
afterAll(() => server.close());

/** What the booking page sends for a slot the availability offered: the slot's minutes on the date, as instants. */
const requestFor = (date: string, start: number, end: number) =>
  BookingRequest.parse({
    customer: { name: 'Clock Change', phone: '+49 151 2345678', email: `dst-${randomUUID()}@example.test` },
    partySize: 2,
    level: 'Terrace',
    language: 'en',
    startTime: toInstant(date, start, zone).toISOString(),
    endTime: toInstant(date, end, zone).toISOString(),
  });

describe('booking on daylight-saving days', () => {
  it('on the spring-forward Sunday books 03:00–04:00 with the page\'s instants and refuses 01:30–02:30', async () => {
    clock = new Date('2027-03-20T12:00:00Z');
    const request = requestFor(springForward, 180, 240);
    const { primary } = await service.request('demo', request, 'desktop');
    expect([primary.startTime.toISOString(), primary.endTime.toISOString()]).toEqual([request.startTime, request.endTime]);
    expect(primary.endTime.getTime() - primary.startTime.getTime()).toBe(60 * 60_000);
    await expect(service.request('demo', requestFor(springForward, 90, 150), 'desktop')).rejects.toMatchObject({ code: 'invalid_request' });
  });

  it('on the fall-back Sunday refuses 02:00–03:00 (two hours of real time) and books 03:00–04:00 as one hour', async () => {
    clock = new Date('2027-10-25T12:00:00Z');
    await expect(service.request('demo', requestFor(fallBack, 120, 180), 'desktop')).rejects.toMatchObject({ code: 'invalid_request' });
    const { primary } = await service.request('demo', requestFor(fallBack, 180, 240), 'desktop');
    expect(primary.endTime.getTime() - primary.startTime.getTime()).toBe(60 * 60_000);
  });
});
