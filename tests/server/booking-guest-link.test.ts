// The guest's manage link (spec §4/§7): loading the reservation behind its token, cancelling it (and its linked rows)
// until it has begun; and the staff's resend of the confirmation with that link.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../core/time';
import { reservations } from '../../server/platform/db/schema';
import { demo } from '../support/test-server';
import { bookingBody, bookingServer, h, slotKey, slotOf, tomorrow, type Booked } from './booking-kit';

const { server, book, availability, cancel, load, rowsOf } = await bookingServer();

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
