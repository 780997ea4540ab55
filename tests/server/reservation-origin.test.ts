// Docs/decisions/010: every booking records where it came from and on what device when it is made — a guest's from
// the request's user agent and referral code, staff's from how soon it starts, a waitlist entry's as the waitlist's —
// and a booking's extra tables carry their primary's.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { demo } from '../support/test-server';
import { bookingBody, bookingServer, slotOf, tomorrow, h } from './booking-kit';
import { at, dayAhead, fohClient, today } from './front-of-house-kit';
import { throwaways } from './throwaways';

const { server, book, rowsOf } = await bookingServer();
const foh = fohClient(server);

const phone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const desktop = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

/** A guest's booking sent with a user agent; answers its rows as staff read them (primary first). */
async function guestBooking(userAgent: string, overrides: Record<string, unknown> = {}) {
  const reply = await server.call({ method: 'POST', url: '/api/reservations/request', restaurant: 'demo', headers: { 'user-agent': userAgent }, payload: bookingBody(overrides) });
  expect(reply.statusCode, reply.body).toBe(201);
  const { reservation } = reply.json() as { reservation: { _id: string } };
  return foh.get(reservation._id);
}

describe('a guest booking', () => {
  it('from a phone is a mobile online booking, from a computer a desktop one', async () => {
    expect(await guestBooking(phone, slotOf(tomorrow, h(12), h(14)))).toMatchObject({ source: 'online', platform: 'mobile' });
    expect(await guestBooking(desktop, { ...slotOf(tomorrow, h(14), h(16)) })).toMatchObject({ source: 'online', platform: 'desktop' });
  });

  it('with a referral code is the affiliate\'s, on every table of a combination', async () => {
    // Five fit T8, then T9, then T1+T2+T3 joined (tests/server/booking-request.test.ts): the third takes three tables.
    const slot = slotOf(dayAhead(3), h(18), h(20));
    for (let i = 0; i < 2; i++) await book(bookingBody({ partySize: 5, ...slot }));
    const booked = await book(bookingBody({ partySize: 5, referralCode: 'creator-42', ...slot }));
    expect(booked.reservation.tables).toEqual(['T1', 'T2', 'T3']);
    const rows = await rowsOf(booked.reservation._id);
    expect(rows.map(({ source, platform, referralCode }) => ({ source, platform, referralCode }))).toEqual(
      Array.from({ length: 3 }, () => ({ source: 'affiliate', platform: 'desktop', referralCode: 'creator-42' })),
    );
  });
});

describe('a staff booking', () => {
  it('starting now is a walk-in; one for tomorrow is a staff booking; both on the staff platform', async () => {
    const name = foh.guest('Walk');
    const list = await foh.create({ level: 'Dining Room', tableNumbers: ['B1'], customer: { name }, partySize: 2, allowOverlap: true });
    expect(list.find((row) => row.customer.name === name)).toMatchObject({ source: 'walk-in', platform: 'staff' });
    const [ahead, extra] = await foh.book(dayAhead(1), ['T4', 'T5'], [12], [14], { partySize: 7 });
    expect(ahead).toMatchObject({ source: 'staff', platform: 'staff' });
    expect(extra).toMatchObject({ source: 'staff', platform: 'staff', linkedReservationId: ahead?._id });
  });

  it('starting within a quarter of an hour is a walk-in, later is not', async () => {
    const soon = new Date(Date.now() + 10 * 60_000).toISOString();
    const later = new Date(Date.now() + 40 * 60_000).toISOString();
    const [first] = await foh.book(today(), ['T9'], [0], [0], { startTime: soon, endTime: new Date(Date.parse(soon) + 3_600_000).toISOString(), allowOverlap: true });
    expect(first?.source).toBe('walk-in');
    const [second] = await foh.book(today(), ['T10'], [0], [0], { startTime: later, endTime: new Date(Date.parse(later) + 3_600_000).toISOString(), allowOverlap: true });
    expect(second?.source).toBe('staff');
  });
});

describe('a waitlist entry turned into a reservation', () => {
  it('is the waitlist\'s', async () => {
    const day = dayAhead(63);
    const freeDay = await throwaways(server.app).fullDay(day);
    const joined = await server.call({
      method: 'POST',
      url: '/api/waitlist',
      restaurant: 'demo',
      payload: { day, level: 'Terrace', partySize: 2, customer: { name: 'Waiting Guest', phone: '+49 151 1234567', email: `wait-${randomUUID()}@example.test` } },
    });
    await freeDay();
    expect(joined.statusCode, joined.body).toBe(201);
    const entry = joined.json() as { _id: string };
    const reply = await foh.call('POST', `/api/waitlist/${entry._id}/reservation`, { level: 'Terrace', tableNumbers: ['T6'], startTime: at(day, 18), endTime: at(day, 20) }, { as: demo.owner });
    expect(reply.statusCode, reply.body).toBe(200);
    expect((reply.json() as { reservation: { source: string; platform: string } }).reservation).toMatchObject({ source: 'waitlist', platform: 'staff' });
  });
});
