// What an online booking sees of changes made a moment before it (spec §4; a booking keeps its read of the slot for
// the next ones, server/modules/booking/repository/slot-read-cache.ts): a deleted restaurant, a new blocker, a
// cancellation, a stay extended into the slot or a guest who left early.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, toInstant } from '../../core/time';
import { reservations } from '../../server/platform/db/schema';
import { demo } from '../support/test-server';
import { bookingBody, bookingServer, h, slotKey, slotOf, tomorrow } from './booking-kit';
import { zone } from './front-of-house-kit';

const { server, request, book, availability, cancel, reservationCount } = await bookingServer();

describe('POST /api/reservations/request', () => {
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

});
