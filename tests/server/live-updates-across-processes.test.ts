// Live updates across API processes on PostgreSQL (docs/decisions/006): a change made on one instance reaches the
// streams of another, once, and an instance's kept read of a slot gives way to a change made on the other.
import { describe, expect, it } from 'vitest';
import { changeOf } from '../support/live-stream';
import { demo } from '../support/test-server';
import { bookingPayload, confirmationsSent } from './api-surface';
import { at, dayAhead } from './front-of-house-kit';
import { changesIn, listeningCount, liveServerForFile, nthChange, secondInstanceForSuite } from './live-updates-kit';

const { server, foh, listen, baseUrl } = await liveServerForFile();

describe.runIf(process.env.TEST_DB_ENGINE === 'postgres')('across API processes (PostgreSQL LISTEN/NOTIFY)', () => {
  const second = secondInstanceForSuite(server);

  it('a change on instance A reaches a stream on instance B, once, and A\'s own streams once', async () => {
    const onB = await listen(second().url, demo.owner);
    const onA = await listen(baseUrl(), demo.owner);
    const otherOnB = await listen(second().url, demo.owner2, { 'x-restaurant-id': 'demo2' });
    await listeningCount(second().app, 'demo', 1);
    await listeningCount(server.app, 'demo', 1);

    const [row] = await foh.book(dayAhead(44), ['T7'], [12], [14]);
    const id = row?._id as string;
    await onB.next(changeOf('reservations', id));
    await onA.next(changeOf('reservations', id));
    const checkIn = await foh.action('checkIn', id);
    expect(checkIn.statusCode, checkIn.body).toBe(200);
    await nthChange(onB, 'reservations', id, 2);

    // B's change goes the other way.
    const blocker = await server.app.inject({
      method: 'POST',
      url: '/api/blockers',
      headers: { authorization: `Bearer ${await server.tokenFor(demo.host)}`, 'x-restaurant-id': 'demo' },
      payload: { start: at(dayAhead(45), 12), end: at(dayAhead(45), 14), note: 'From A' },
    });
    expect(blocker.statusCode).toBe(201);
    const fromB = await second().app.inject({
      method: 'POST',
      url: '/api/blockers',
      headers: { authorization: `Bearer ${await server.tokenFor(demo.host)}`, 'x-restaurant-id': 'demo' },
      payload: { start: at(dayAhead(46), 12), end: at(dayAhead(46), 14), note: 'From B' },
    });
    expect(fromB.statusCode, fromB.body).toBe(201);
    await onA.next(changeOf('blockers', (fromB.json() as { _id: string })._id));
    await onB.next(changeOf('blockers', (blocker.json() as { _id: string })._id));
    await new Promise((r) => setTimeout(r, 300));

    for (const stream of [onA, onB]) {
      const changes = changesIn(stream);
      expect(changes.filter((c) => c.kind === 'reservations' && c.ids.includes(id))).toHaveLength(2);
      for (const blockerId of [(blocker.json() as { _id: string })._id, (fromB.json() as { _id: string })._id]) {
        expect(changes.filter((c) => c.kind === 'blockers' && c.ids.includes(blockerId))).toHaveLength(1);
      }
    }
    expect(changesIn(otherOnB)).toEqual([]);
    for (const stream of [onA, onB, otherOnB]) stream.close();
  });

  it("B's kept read of a slot gives way to a cancellation made on A (the best fit is the freed table again)", async () => {
    const onB = await listen(second().url, demo.owner);
    await listeningCount(second().app, 'demo', 1);
    try {
      const slot = { startTime: at(dayAhead(47), 14), endTime: at(dayAhead(47), 16) };
      const bookOnB = async () => {
        const reply = await second().app.inject({
          method: 'POST',
          url: '/api/reservations/request',
          headers: { 'x-restaurant-id': 'demo' },
          payload: bookingPayload({ ...slot, partySize: 6 }),
        });
        expect(reply.statusCode, reply.body).toBe(201);
        return (reply.json() as { reservation: { _id: string; token: string; tables: string[] } }).reservation;
      };
      const first = await bookOnB();
      expect(first.tables).toEqual(['T8']);
      // B keeps its read of the slot (server/modules/booking/repository/slot-read-cache.ts), with its own booking in it.
      expect((await bookOnB()).tables).toEqual(['T9']);
      await confirmationsSent(server.database.db, [first._id]);
      const cancelled = await server.call({ method: 'GET', url: `/api/reservations/DeleteReservation?reservationToken=${first.token}` });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      // B has heard of the booking and now of its cancellation.
      await nthChange(onB, 'reservations', first._id, 2);
      // T10 is free as well, but T8 seats six with less to spare.
      expect((await bookOnB()).tables).toEqual(['T8']);
    } finally {
      onB.close();
    }
  });
});
