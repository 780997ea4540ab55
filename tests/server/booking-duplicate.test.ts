// A guest's booking is made once (spec §7 POST /reservations/request): a retried attempt with the same Idempotency-Key
// gets the first answer back, and a second booking by the same email at an overlapping time is refused with 409
// duplicate_booking whatever the key — also when both arrive at once.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDateOf, toInstant } from '../../core/time';
import { BookingRequest } from '../../core/schemas/reservations';
import { appliedActions, emailOutbox, reservations } from '../../server/platform/db/schema';
import { requestHashOf } from '../../server/modules/front-of-house/changes';
import { createTestServer, type TestServer } from '../support/test-server';

const zone = 'Europe/Berlin';
const h = (hours: number) => hours * 60;
/** Days far enough ahead that the same-day cutoff never decides, a different one per test so tables stay free. */
let dayOffset = 2;
const nextDay = () => addDays(localDateOf(new Date(), zone), dayOffset++);
const slot = (date: string, start: number, end: number) => ({ startTime: toInstant(date, start, zone).toISOString(), endTime: toInstant(date, end, zone).toISOString() });
const email = () => `twice-${randomUUID()}@example.test`;
const body = (date: string, guestEmail: string, overrides: Record<string, unknown> = {}) => ({
  customer: { name: 'Double Click', phone: '+49 151 2345678', email: guestEmail },
  partySize: 2,
  level: 'Terrace',
  language: 'en',
  ...slot(date, h(12), h(14)),
  ...overrides,
});

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const post = (payload: Record<string, unknown>, key?: string) =>
  server.call({ method: 'POST', url: '/api/reservations/request', restaurant: 'demo', payload, ...(key ? { headers: { 'idempotency-key': key } } : {}) });

/** The guest's live primary reservations and their outbox rows. */
async function bookedBy(guestEmail: string) {
  const rows = await server.database.db
    .select({ id: reservations.id, deletedAt: reservations.deletedAt, linked: reservations.linkedReservationId })
    .from(reservations)
    .where(and(eq(reservations.restaurantId, 'demo'), eq(reservations.customerEmail, guestEmail.toLowerCase())));
  const live = rows.filter((row) => !row.deletedAt && !row.linked);
  const emails = live.length === 0 ? [] : await server.database.db.select({ id: emailOutbox.id }).from(emailOutbox).where(inArray(emailOutbox.reservationId, live.map((row) => row.id)));
  return { live: live.length, emails: emails.length };
}

describe('a retried booking attempt (Idempotency-Key)', () => {
  it('answers a retry with the first answer: same status and body, no second booking, no second email', async () => {
    const guest = email();
    const key = randomUUID();
    const payload = body(nextDay(), guest);
    const first = await post(payload, key);
    expect(first.statusCode, first.body).toBe(201);
    const again = await post(payload, key);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await bookedBy(guest)).toEqual({ live: 1, emails: 1 });
  });

  it('answers two attempts with the same key sent at once alike, with one booking', async () => {
    const guest = email();
    const key = randomUUID();
    const payload = body(nextDay(), guest);
    const replies = await Promise.all([post(payload, key), post(payload, key)]);
    expect(replies.map((reply) => reply.statusCode)).toEqual([201, 201]);
    expect(replies[1]?.json()).toEqual(replies[0]?.json());
    expect(await bookedBy(guest)).toEqual({ live: 1, emails: 1 });
  });

  it('refuses a key reused for another booking with 409 idempotency_key_reused, and books nothing for it', async () => {
    const key = randomUUID();
    const date = nextDay();
    expect((await post(body(date, email()), key)).statusCode).toBe(201);
    const other = email();
    const reused = await post(body(date, other), key);
    expect(reused.statusCode, reused.body).toBe(409);
    expect(reused.json<{ error: string }>().error).toBe('idempotency_key_reused');
    expect(await bookedBy(other)).toEqual({ live: 0, emails: 0 });
  });

  it('evaluates a refused attempt afresh when it is retried', async () => {
    const key = randomUUID();
    const date = nextDay();
    // Not a configured slot: refused, and the refusal is not kept.
    const refused = await post(body(date, email(), slot(date, h(12) + 5, h(14) + 5)), key);
    expect(refused.statusCode, refused.body).toBe(400);
    const guest = email();
    const fixed = await post(body(date, guest), key);
    expect(fixed.statusCode, fixed.body).toBe(201);
    expect(await bookedBy(guest)).toEqual({ live: 1, emails: 1 });
  });

  it('takes over a claim whose process died before answering, once it is a minute old', async () => {
    const guest = email();
    const key = randomUUID();
    const payload = body(nextDay(), guest);
    // What a process leaves when it dies between claiming the key and storing the answer.
    await server.database.db.insert(appliedActions).values({
      restaurantId: 'demo',
      id: `guest:${key}`,
      requestHash: requestHashOf(BookingRequest.parse(payload)),
      userId: null,
      status: 0,
      result: {},
      createdAt: new Date(Date.now() - 2 * 60_000),
    });
    const started = Date.now();
    const reply = await post(payload, key);
    expect(reply.statusCode, reply.body).toBe(201);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await bookedBy(guest)).toEqual({ live: 1, emails: 1 });
    expect((await post(payload, key)).json()).toEqual(reply.json());
  });
});

describe('a second booking by the same guest at the same time', () => {
  it('is refused with 409 duplicate_booking in the guest\'s language, whatever the key and the email\'s case', async () => {
    const guest = email();
    const date = nextDay();
    expect((await post(body(date, guest), randomUUID())).statusCode).toBe(201);
    const overlapping = await post(body(date, guest.toUpperCase(), { language: 'de', level: 'Dining Room' }), randomUUID());
    expect(overlapping.statusCode, overlapping.body).toBe(409);
    expect(overlapping.json()).toEqual({ error: 'duplicate_booking', message: expect.stringMatching(/bereits/) as unknown, params: { reason: 'duplicateBooking' } });
    const unkeyed = await post(body(date, guest));
    expect(unkeyed.json<{ error: string }>().error).toBe('duplicate_booking');
    expect(await bookedBy(guest)).toEqual({ live: 1, emails: 1 });
  });

  it('takes the same guest at another time, and again at the same time once the first is cancelled', async () => {
    const guest = email();
    const date = nextDay();
    const first = await post(body(date, guest));
    expect(first.statusCode).toBe(201);
    expect((await post(body(date, guest, slot(date, h(18), h(20))))).statusCode).toBe(201);
    const token = first.json<{ reservation: { token: string } }>().reservation.token;
    expect((await server.call({ method: 'GET', url: '/api/reservations/DeleteReservation', query: { reservationToken: token } })).statusCode).toBe(200);
    expect((await post(body(date, guest))).statusCode).toBe(201);
  });

  it('books exactly one of two attempts sent at once with different keys', async () => {
    for (let round = 0; round < 3; round++) {
      const guest = email();
      const payload = body(nextDay(), guest);
      const replies = await Promise.all([post(payload, randomUUID()), post(payload, randomUUID())]);
      expect(replies.map((reply) => reply.statusCode).sort()).toEqual([201, 409]);
      expect(replies.find((reply) => reply.statusCode === 409)?.json<{ error: string }>().error).toBe('duplicate_booking');
      expect(await bookedBy(guest)).toEqual({ live: 1, emails: 1 });
    }
  });
});
