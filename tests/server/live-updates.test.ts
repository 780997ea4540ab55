// Live updates (docs/decisions/006): GET /api/events over real HTTP, read with fetch as a tablet reads it. A change made
// through the API reaches the restaurant's open streams within 2 s, never another restaurant's. The stream itself and
// who may open it: live-updates-streams; across API instances on PostgreSQL: live-updates-across-processes and
// live-updates-listener.
import { describe, expect, it } from 'vitest';
import { changeOf } from '../support/live-stream';
import { demo } from '../support/test-server';
import { bookingPayload, confirmationsSent, uniqueSuffix } from './api-surface';
import { at, dayAhead } from './front-of-house-kit';
import { overrideHeaders } from './override-kit';
import { changesIn, listeningCount, liveServerForFile, nthChange } from './live-updates-kit';

const { server, foh, listen, baseUrl } = await liveServerForFile();

describe('GET /api/events', () => {
  it('brings host actions, guest bookings and cancellations, blockers, the waitlist and settings to the other tablets within 2 s', async () => {
    const owner = await listen(baseUrl(), demo.owner);
    const host = await listen(baseUrl(), demo.host);
    // An admin names the restaurant with an override session, as the admin's app does.
    const admin = await listen(baseUrl(), demo.admin, await overrideHeaders(server.app, { kind: 'restaurant', id: 'demo' }));
    const otherRestaurant = await listen(baseUrl(), demo.owner2, { 'x-restaurant-id': 'demo2' });
    await listeningCount(server.app, 'demo', 3);

    // A host action on the host's tablet reaches the owner's (and the actions log with it).
    const date = dayAhead(40);
    const [row] = await foh.book(date, ['T6'], [12], [14]);
    const reservationId = row?._id as string;
    await nthChange(owner, 'reservations', reservationId, 1);
    const checkIn = await foh.action('checkIn', reservationId);
    expect(checkIn.statusCode, checkIn.body).toBe(200);
    await nthChange(owner, 'reservations', reservationId, 2);
    await owner.next(changeOf('actionsLog'));
    await nthChange(admin, 'reservations', reservationId, 2);

    // A guest books online and cancels through the manage link.
    const booked = await server.call({ method: 'POST', url: '/api/reservations/request', headers: { 'x-restaurant-id': 'demo' }, payload: bookingPayload() });
    expect(booked.statusCode, booked.body).toBe(201);
    const { reservation, manageUrl } = booked.json() as { reservation: { _id: string }; manageUrl: string };
    await nthChange(host, 'reservations', reservation._id, 1);
    await confirmationsSent(server.database.db, [reservation._id]);
    const token = decodeURIComponent(manageUrl.split('/').pop() ?? '');
    const cancelled = await server.call({ method: 'GET', url: `/api/reservations/DeleteReservation?reservationToken=${token}` });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await nthChange(host, 'reservations', reservation._id, 2);

    // A blocker (a private party takes the whole day), a guest joining the waitlist of that full day, a settings change.
    const blocker = await foh.call('POST', '/api/blockers', { start: at(dayAhead(42), 0), end: at(dayAhead(43), 0), note: 'Live' });
    expect(blocker.statusCode, blocker.body).toBe(201);
    await owner.next(changeOf('blockers', (blocker.json() as { _id: string })._id));
    const waiting = await server.call({
      method: 'POST',
      url: '/api/waitlist',
      headers: { 'x-restaurant-id': 'demo' },
      payload: { day: dayAhead(42), level: 'Terrace', partySize: 2, customer: (bookingPayload() as { customer: unknown }).customer },
    });
    expect(waiting.statusCode, waiting.body).toBe(201);
    await host.next(changeOf('waitlist', (waiting.json() as { _id: string })._id));
    const table = await server.call({ method: 'POST', url: '/api/tables', as: demo.owner, payload: { table: { tableNumber: `L${uniqueSuffix()}`, level: 'Terrace' } } });
    expect(table.statusCode, table.body).toBe(201);
    await host.next(changeOf('settings'));

    // Every change reached each stream once, and nothing of demo's reached demo2's stream.
    const ownerChanges = changesIn(owner);
    expect(new Set(ownerChanges.map((change) => change.id)).size).toBe(ownerChanges.length);
    expect(ownerChanges.filter((change) => change.kind === 'reservations' && change.ids.includes(reservationId))).toHaveLength(2);
    expect(changesIn(otherRestaurant)).toEqual([]);

    // demo2's own change reaches demo2's stream and not demo's.
    const before = changesIn(owner).length;
    const otherBlocker = await server.call({
      method: 'POST',
      url: '/api/blockers',
      as: demo.owner2,
      headers: { 'x-restaurant-id': 'demo2' },
      payload: { start: at(dayAhead(43), 12), end: at(dayAhead(43), 14), note: 'Elsewhere' },
    });
    expect(otherBlocker.statusCode, otherBlocker.body).toBe(201);
    await otherRestaurant.next(changeOf('blockers', (otherBlocker.json() as { _id: string })._id));
    await new Promise((r) => setTimeout(r, 200));
    expect(changesIn(owner).slice(before).filter((change) => change.ids.includes((otherBlocker.json() as { _id: string })._id))).toEqual([]);

    for (const stream of [owner, host, admin, otherRestaurant]) stream.close();
    await listeningCount(server.app, 'demo', 0);
    await listeningCount(server.app, 'demo2', 0);
  });
});
