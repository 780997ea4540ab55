// Online booking with table assignment (spec §4/§5/§7): the best-fitting table, joined tables as linked reservations,
// a full slot, booking through an area group or a special. Refusals: ./booking-guest-refusals.test.ts; what a booking
// sees of changes made a moment before it: ./booking-slot-reads.test.ts.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BookingResponse, GuestReservation } from '../../core/schemas/reservations';
import { addDays } from '../../core/time';
import { bookingBody, bookingServer, h, nextDateOn, slotKey, slotOf, tomorrow } from './booking-kit';

const { server, request, book, availability, rowsOf, reservationCount } = await bookingServer();

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

  it('books through an area group (best fit across its areas) and through a special', async () => {
    const group = await book(bookingBody({ level: undefined, areaGroupId: 'anywhere', partySize: 2, ...slotOf(tomorrow, h(18), h(20)) }));
    // Tomorrow 18:00–20:00 only the Terrace has that slot: its smallest free table.
    expect(group.reservation).toMatchObject({ areaGroupId: 'anywhere', specialId: null, level: 'Terrace', tables: ['T1'] });

    // A slot only the Dining Room has, through the group.
    const dining = await book(bookingBody({ level: undefined, areaGroupId: 'anywhere', partySize: 2, ...slotOf(tomorrow, h(17, 30), h(19, 30)) }));
    expect(dining.reservation).toMatchObject({ level: 'Dining Room', tables: ['1'] });

    // Never tomorrow: the booking tests count on tomorrow's evening tables. When tomorrow was a tasting day, the
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

});
