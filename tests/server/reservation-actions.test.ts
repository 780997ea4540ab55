// Host actions on the server (spec §4): the core rules applied to the current book inside one transaction, with the
// client's action id as idempotency key (the offline tablet replays its queue through it), the check-in and delete
// calls of spec §7 and refusals with the core codes. Extending a stay: ./reservation-extend.test.ts; replays and the
// actions log: ./reservation-actions-log.test.ts.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reservations } from '../../server/platform/db/schema';
import { actionReservations, at, dayAhead, frontOfHouseServer, type ReservationDto } from './front-of-house-kit';

const { server, foh } = await frontOfHouseServer();

describe('POST /api/reservations/actions', () => {
  it('late, not late, check in and out set what spec §4 says, stamped with the editor', async () => {
    const date = dayAhead(40);
    const [row] = (await foh.book(date, ['T1'], [12], [14])) as [ReservationDto];
    const [late] = (await actionReservations(await foh.action('markLate', row._id))) as [ReservationDto];
    expect(late.checkedInAt).toBe(at(date, 12, 15));
    expect(late.editorId).toBe('demo-host');
    const [notLate] = (await actionReservations(await foh.action('markNotLate', row._id))) as [ReservationDto];
    expect(notLate.checkedInAt).toBe(at(date, 12));
    expect((await actionReservations(await foh.action('checkIn', row._id)))[0]?.checkedIn).toBe(true);
    expect((await actionReservations(await foh.action('checkOut', row._id)))[0]?.checkedIn).toBe(false);
    expect(await foh.get(row._id)).toMatchObject({ checkedIn: false, checkedInAt: at(date, 12) });
  });

  it('guest left frees the table; did not leave is refused once the freed time is taken (table_occupied)', async () => {
    const start = new Date(Date.now() - 30 * 60_000);
    const end = new Date(Date.now() + 90 * 60_000);
    const list = await foh.create({
      customer: { name: foh.guest('Leaving') },
      level: 'Dining Room',
      tableNumbers: ['12'],
      startTime: start.toISOString(),
      endTime: end.toISOString(),
      allowOverlap: true,
    });
    const row = list.find((r) => r.customer.name.startsWith('Leaving') && r.tableNumber === '12' && r.startTime === start.toISOString()) as ReservationDto;
    const [left] = (await actionReservations(await foh.action('markLeft', row._id))) as [ReservationDto];
    expect(Date.parse(left.leftAt as string)).toBeGreaterThanOrEqual(Date.now() - 5_000);
    const again = await foh.action('markLeft', row._id);
    expect([again.statusCode, again.json().error]).toEqual([409, 'guest_already_left']);
    const [back] = (await actionReservations(await foh.action('markNotLeft', row._id))) as [ReservationDto];
    expect(back.leftAt).toBeNull();
    await actionReservations(await foh.action('markLeft', row._id));
    // The freed table is given to a walk-in without any override …
    const walkIn = await foh.call('POST', '/api/reservations', {
      customer: { name: foh.guest('Next') },
      level: 'Dining Room',
      tableNumbers: ['12'],
      startTime: new Date(Date.now() + 60_000).toISOString(),
      endTime: end.toISOString(),
    });
    expect(walkIn.statusCode, walkIn.body).toBe(200);
    // … so the first guest can no longer be un-left.
    const occupied = await foh.action('markNotLeft', row._id);
    expect([occupied.statusCode, occupied.json().error]).toEqual([409, 'table_occupied']);

    const future = (await foh.book(dayAhead(43), ['T7'], [12], [14]))[0] as ReservationDto;
    const early = await foh.action('markLeft', future._id);
    expect([early.statusCode, early.json().error]).toEqual([409, 'reservation_not_started']);
  });

  it('soft delete stamps deletedAt and deletedBy on the booking; later actions are refused; unknown ids are 404', async () => {
    const date = dayAhead(44);
    const [primary, linked] = (await foh.book(date, ['T8', 'T9'], [12], [14])) as [ReservationDto, ReservationDto];
    const deleted = await actionReservations(await foh.action('softDelete', primary._id));
    expect(deleted.every((r) => r.deletedBy === 'demo-host' && r.deletedAt !== null)).toBe(true);
    expect(deleted.map((r) => r._id).sort()).toEqual([primary._id, linked._id].sort());
    const refused = await foh.action('checkIn', primary._id);
    expect([refused.statusCode, refused.json().error]).toEqual([409, 'reservation_deleted']);
    const unknown = await foh.action('checkIn', 'no-such-reservation');
    expect([unknown.statusCode, unknown.json().error]).toEqual([404, 'not_found']);
    // A computed value is refused, not silently dropped (core/schemas/reservation-actions.ts is strict).
    const computed = await foh.call('POST', '/api/reservations/actions', { actionId: randomUUID(), action: { type: 'extend', reservationId: primary._id, extendedTo: at(date, 16) } });
    expect([computed.statusCode, computed.json().error]).toEqual([400, 'invalid_request']);
    const noId = await foh.call('POST', '/api/reservations/actions', { action: { type: 'checkIn', reservationId: primary._id } });
    expect(noId.statusCode).toBe(400);
  });
});

describe('check-in and delete calls of spec §7', () => {
  it('POST /reservations/:id/checkin and DELETE /reservations/:id answer the day list; the deleted one is gone from it', async () => {
    const date = dayAhead(48);
    const [row] = (await foh.book(date, ['T3'], [12], [14])) as [ReservationDto];
    const checkedIn = await foh.call('POST', `/api/reservations/${row._id}/checkin`, { checkedIn: true });
    expect(checkedIn.statusCode, checkedIn.body).toBe(200);
    expect((checkedIn.json() as ReservationDto[]).find((r) => r._id === row._id)?.checkedIn).toBe(true);
    const checkedOut = await foh.call('POST', `/api/reservations/${row._id}/checkin`, { checkedIn: false });
    expect((checkedOut.json() as ReservationDto[]).find((r) => r._id === row._id)?.checkedIn).toBe(false);

    const key = randomUUID();
    const deleted = await foh.call('DELETE', `/api/reservations/${row._id}`, undefined, { headers: { 'idempotency-key': key } });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((deleted.json() as ReservationDto[]).some((r) => r._id === row._id)).toBe(false);
    const [stored] = await server.database.db.select().from(reservations).where(eq(reservations.id, row._id));
    expect(stored?.deletedBy).toBe('demo-host');
    const replay = await foh.call('DELETE', `/api/reservations/${row._id}`, undefined, { headers: { 'idempotency-key': key } });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(deleted.json());
  });
});
