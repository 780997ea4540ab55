// The kitchen screen reads the day store, where this device's queued changes already show: a walk-in or a check-in
// made on this device with the network down is in the kitchen's figures before the server has heard of it.
import { describe, expect, it } from 'vitest';
import { kitchenFigures } from '../../../core/analytics/kitchen';
import { readDay, refreshDay } from '../../offline/day-store';
import { createReservation, hostAction } from '../../offline/queue';
import { at, date, FakeServer, noon, reservation, restaurantId, testDb, zone } from '../../offline/test-kit';

const terrace = { name: 'Terrace', timeslots: { saturday: [{ start: 12 * 60, end: 15 * 60 }] } };

describe('the kitchen’s figures from the day store', () => {
  it('count a walk-in and a check-in queued offline on this device', async () => {
    const server = new FakeServer([reservation('lunch', 'T1', [12], [14], { partySize: 2 })]);
    const { db } = testDb();
    await refreshDay(db, server.source(), restaurantId, date, () => noon);
    const figuresNow = async () => {
      const day = await readDay(db, restaurantId, date);
      return kitchenFigures({ date, timeZone: zone, areas: [terrace], reservations: day.reservations, specials: [], now: noon });
    };
    expect((await figuresNow()).totals).toMatchObject({ bookings: 1, covers: 2, expectedCovers: 2, seatedCovers: 0 });

    // Nothing reaches the server from here on: the entries wait in the queue.
    const walkIn = await createReservation(restaurantId, { customer: { name: 'Walk-in' }, partySize: 3, level: 'Terrace', tableNumbers: ['T2'], startTime: at(12, 30), endTime: at(13, 30) }, { db, now: noon });
    expect(walkIn.ok).toBe(true);
    expect(await hostAction(restaurantId, 'checkIn', 'lunch', { db, now: noon })).toMatchObject({ ok: true });
    expect(await db.queue.count()).toBe(2);

    const figures = await figuresNow();
    expect(figures.totals).toMatchObject({ bookings: 2, covers: 5, expectedCovers: 3, seatedCovers: 2 });
    expect(figures.slots.find((slot) => slot.start === 12 * 60 + 30)).toMatchObject({ bookings: 1, covers: 3 });
  });
});
