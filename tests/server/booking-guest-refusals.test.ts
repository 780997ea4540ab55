// What an online booking refuses (spec §4/§5/§7): a choice of area, area group and special that is not exactly one,
// invalid contact fields, party sizes outside the restaurant's range, a slot not offered, past or taken — each worded
// in the language the guest's page sent — and nothing is booked.
import { describe, expect, it } from 'vitest';
import { addDays, toInstant } from '../../core/time';
import { warmUpGuestBooking } from '../../server/modules/booking';
import { emailOutbox } from '../../server/platform/db/schema';
import { bookingBody, bookingServer, guest, h, slotKey, slotOf, today, tomorrow, yesterday, type Body } from './booking-kit';
import { zone } from './front-of-house-kit';

const { server, request, book, availability, reservationCount } = await bookingServer();

describe('POST /api/reservations/request', () => {
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

describe('the booking warm-up before the API listens (server/modules/booking/warm-up.ts)', () => {
  it('is refused as a passed slot: nothing is booked and no email is queued', async () => {
    const count = await reservationCount();
    const emails = (await server.database.db.select({ id: emailOutbox.id }).from(emailOutbox)).length;
    expect(await warmUpGuestBooking(server.app, 'demo')).toEqual({ requests: 5, unexpected: [] });
    expect(await reservationCount()).toBe(count);
    expect((await server.database.db.select({ id: emailOutbox.id }).from(emailOutbox)).length).toBe(emails);
  });
});
