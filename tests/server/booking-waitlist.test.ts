// The guests' waitlist (spec §4/§7): a guest joins it for a day the restaurant is full for their party, in the
// restaurant of X-Restaurant-Id, and hears to book instead when a table is free.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../core/time';
import { waitlist } from '../../server/platform/db/schema';
import { throwaways } from './throwaways';
import { bookingBody, bookingServer, h, longDay, slotOf, today, tomorrow, yesterday } from './booking-kit';

const { server } = await bookingServer();

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
