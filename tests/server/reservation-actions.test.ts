// Host actions on the server (issue 6, spec §4): the core rules applied to the current book inside one transaction,
// with the client's action id as idempotency key (the offline tablet of issue 7 replays its queue through it), the
// check-in and delete calls of spec §7, refusals with the core codes, and the actions log with before and after.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionsLog, appliedActions, reservations } from '../../server/platform/db/schema';
import type { RestaurantChange } from '../../server/modules/live/change-feed';
import { createTestServer, demo, type TestServer } from '../support/test-server';
import { snapshotDatabase, tableChanges } from './api-surface';
import { at, dayAhead, fohClient, type ReservationDto } from './front-of-house-kit';

let server: TestServer;
let foh: ReturnType<typeof fohClient>;
beforeAll(async () => {
  server = await createTestServer();
  foh = fohClient(server);
});
afterAll(() => server.close());

async function ok(reply: Awaited<ReturnType<typeof foh.action>>): Promise<ReservationDto[]> {
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().reservations as ReservationDto[];
}

const logOf = (id: string) =>
  server.database.db
    .select()
    .from(actionsLog)
    .where(eq(actionsLog.entityId, id))
    .then((rows) => rows.sort((a, b) => a.time.getTime() - b.time.getTime()));

describe('POST /api/reservations/actions', () => {
  it('late, not late, check in and out set what spec §4 says, stamped with the editor', async () => {
    const date = dayAhead(40);
    const [row] = (await foh.book(date, ['T1'], [12], [14])) as [ReservationDto];
    const [late] = (await ok(await foh.action('markLate', row._id))) as [ReservationDto];
    expect(late.checkedInAt).toBe(at(date, 12, 15));
    expect(late.editorId).toBe('demo-host');
    const [notLate] = (await ok(await foh.action('markNotLate', row._id))) as [ReservationDto];
    expect(notLate.checkedInAt).toBe(at(date, 12));
    expect((await ok(await foh.action('checkIn', row._id)))[0]?.checkedIn).toBe(true);
    expect((await ok(await foh.action('checkOut', row._id)))[0]?.checkedIn).toBe(false);
    expect(await foh.get(row._id)).toMatchObject({ checkedIn: false, checkedInAt: at(date, 12) });
  });

  it('extend runs to 15 minutes before the next booking (else 23:59), on every table of the booking; unextend clears it', async () => {
    const date = dayAhead(41);
    const [primary, linked] = (await foh.book(date, ['T1', 'T2'], [12], [14])) as [ReservationDto, ReservationDto];
    await foh.book(date, ['T2'], [17], [19]);
    const extended = await ok(await foh.action('extend', linked._id));
    expect(extended.map((r) => [r._id, r.extendedTo])).toEqual([
      [linked._id, at(date, 16, 45)],
      [primary._id, at(date, 16, 45)],
    ]);
    const unextended = await ok(await foh.action('unextend', primary._id));
    expect(unextended.every((r) => r.extendedTo === null)).toBe(true);

    const [alone] = (await foh.book(date, ['T3'], [20], [22])) as [ReservationDto];
    const [toDayEnd] = (await ok(await foh.action('extend', alone._id))) as [ReservationDto];
    expect(toDayEnd.extendedTo).toBe(at(date, 23, 59));
    const atEnd = await foh.action('extend', alone._id);
    expect(atEnd.statusCode).toBe(200);
    const [late] = (await foh.book(date, ['T4'], [21, 30], [23, 59])) as [ReservationDto];
    const refused = await foh.action('extend', late._id);
    expect([refused.statusCode, refused.json().error]).toEqual([409, 'extension_at_day_end']);
  });

  it('extend is recomputed on the server against a neighbour created after the tablet looked', async () => {
    const date = dayAhead(42);
    const [row] = (await foh.book(date, ['T5'], [12], [14])) as [ReservationDto];
    // The tablet saw a free evening and would extend to 23:59; meanwhile a phone booking takes 18:00.
    await foh.book(date, ['T5'], [18], [20]);
    const [extended] = (await ok(await foh.action('extend', row._id))) as [ReservationDto];
    expect(extended.extendedTo).toBe(at(date, 17, 45));
    // A neighbour within 15 minutes of the end leaves nothing to extend: refused with the core's code.
    const [next] = (await foh.book(date, ['T6'], [12], [14])) as [ReservationDto];
    await foh.book(date, ['T6'], [14, 10], [16]);
    const blocked = await foh.action('extend', next._id);
    expect([blocked.statusCode, blocked.json().error]).toEqual([409, 'extension_blocked']);
    expect(blocked.json().message).toMatch(/15 minutes/);
  });

  it('an extension racing a new neighbour never overlaps it: one of the two wins, the other sees it', async () => {
    const date = dayAhead(51);
    const tables = ['T6', 'T7', 'T8', 'T9', 'T10'];
    const rows = await Promise.all(tables.map(async (table) => ((await foh.book(date, [table], [12], [14])) as [ReservationDto])[0]));
    const replies = await Promise.all(
      rows.flatMap((row) => [
        foh.action('extend', row._id),
        foh.call('POST', '/api/reservations', {
          customer: { name: foh.guest('Racer') },
          level: 'Terrace',
          tableNumbers: [row.tableNumber],
          startTime: at(date, 18),
          endTime: at(date, 20),
        }),
      ]),
    );
    for (let i = 0; i < rows.length; i++) {
      const extend = replies[2 * i] as Awaited<ReturnType<typeof foh.action>>;
      const create = replies[2 * i + 1] as Awaited<ReturnType<typeof foh.action>>;
      expect(extend.statusCode, extend.body).toBe(200);
      const extendedTo = (extend.json().reservations as ReservationDto[])[0]?.extendedTo;
      if (create.statusCode === 200) expect(extendedTo).toBe(at(date, 17, 45));
      else {
        expect([create.statusCode, create.json().error]).toEqual([409, 'table_occupied']);
        expect(extendedTo).toBe(at(date, 23, 59));
      }
    }
    const collisions = await foh.call('GET', `/api/collisions?date=${date}`);
    expect(collisions.json().items).toEqual([]);
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
    const [left] = (await ok(await foh.action('markLeft', row._id))) as [ReservationDto];
    expect(Date.parse(left.leftAt as string)).toBeGreaterThanOrEqual(Date.now() - 5_000);
    const again = await foh.action('markLeft', row._id);
    expect([again.statusCode, again.json().error]).toEqual([409, 'guest_already_left']);
    const [back] = (await ok(await foh.action('markNotLeft', row._id))) as [ReservationDto];
    expect(back.leftAt).toBeNull();
    await ok(await foh.action('markLeft', row._id));
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
    const deleted = await ok(await foh.action('softDelete', primary._id));
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

describe('idempotent replay', () => {
  it('the same action id again returns the first answer and changes nothing, even after the state moved on', async () => {
    const date = dayAhead(45);
    const [row] = (await foh.book(date, ['T10'], [12], [14])) as [ReservationDto];
    const actionId = randomUUID();
    const first = await foh.action('checkIn', row._id, actionId);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ actionId });
    await ok(await foh.action('checkOut', row._id));

    const before = await snapshotDatabase(server.database.db);
    const replay = await foh.action('checkIn', row._id, actionId);
    expect(tableChanges(before, await snapshotDatabase(server.database.db))).toEqual([]);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    // the replay did not check the guest in again
    expect((await foh.get(row._id)).checkedIn).toBe(false);

    const other = await foh.call('POST', '/api/reservations/actions', { actionId, action: { type: 'markLate', reservationId: row._id } });
    expect([other.statusCode, other.json().error]).toEqual([409, 'idempotency_key_reused']);
    const mismatch = await foh.call(
      'POST',
      '/api/reservations/actions',
      { actionId: randomUUID(), action: { type: 'checkIn', reservationId: row._id } },
      { headers: { 'idempotency-key': randomUUID() } },
    );
    expect([mismatch.statusCode, mismatch.json().error]).toEqual([400, 'invalid_request']);
  });

  it('concurrent identical requests apply once and all get the same answer', async () => {
    const date = dayAhead(46);
    const [row] = (await foh.book(date, ['T1'], [18], [20])) as [ReservationDto];
    const actionId = randomUUID();
    const replies = await Promise.all(Array.from({ length: 6 }, () => foh.action('extend', row._id, actionId)));
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const bodies = new Set(replies.map((r) => r.body));
    expect(bodies.size).toBe(1);
    expect(replies.filter((r) => r.headers['idempotent-replayed'] === undefined)).toHaveLength(1);
    const entries = (await logOf(row._id)).filter((entry) => entry.action === 'extend');
    expect(entries).toHaveLength(1);
    expect(entries[0]?.actionId).toBe(actionId);
    const stored = await server.database.db.select().from(appliedActions).where(eq(appliedActions.id, actionId));
    expect(stored).toHaveLength(1);
  });

  it('a refused action keeps nothing: once the obstacle is gone the same action id applies', async () => {
    const date = dayAhead(47);
    const [row] = (await foh.book(date, ['T2'], [12], [14])) as [ReservationDto];
    const [neighbour] = (await foh.book(date, ['T2'], [14], [16])) as [ReservationDto];
    const actionId = randomUUID();
    const refused = await foh.action('extend', row._id, actionId);
    expect([refused.statusCode, refused.json().error]).toEqual([409, 'extension_blocked']);
    expect(await server.database.db.select().from(appliedActions).where(eq(appliedActions.id, actionId))).toEqual([]);
    await ok(await foh.action('softDelete', neighbour._id));
    const [extended] = (await ok(await foh.action('extend', row._id, actionId))) as [ReservationDto];
    expect(extended.extendedTo).toBe(at(date, 23, 59));
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

describe('actions log', () => {
  it('lists every step with who, what, when, before and after; filters by action; marks read', async () => {
    const date = dayAhead(49);
    const [row] = (await foh.book(date, ['T4'], [12], [14])) as [ReservationDto];
    await ok(await foh.action('markLate', row._id));
    await ok(await foh.action('extend', row._id));
    await ok(await foh.action('checkIn', row._id));
    // repeating an action whose result holds is no change: not logged
    await ok(await foh.action('checkIn', row._id));

    const page = await foh.call('GET', '/api/actionsLog?showRead=true');
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({ page: 0, pageSize: 50 });
    const mine = (page.json().items as { entityId: string; action: string; before: ReservationDto | null; after: ReservationDto; userId: string; userName: string | null; read: boolean; _id: string; time: string }[]).filter(
      (item) => item.entityId === row._id,
    );
    // newest first
    expect(mine.map((item) => item.action)).toEqual(['checkIn', 'extend', 'markLate', 'createReservation']);
    expect(mine.every((item) => item.userId === 'demo-host' && item.read === false)).toBe(true);
    const extend = mine.find((item) => item.action === 'extend');
    expect(extend?.before?.extendedTo).toBeNull();
    expect(extend?.after.extendedTo).toBe(at(date, 23, 59));
    expect(mine.find((item) => item.action === 'markLate')?.after.checkedInAt).toBe(at(date, 12, 15));

    const filtered = await foh.call('GET', '/api/actionsLog?showRead=true&actions=extend,markLate');
    expect((filtered.json().items as { action: string }[]).every((item) => ['extend', 'markLate'].includes(item.action))).toBe(true);

    const markRead = await foh.call('PUT', `/api/actionsLog/${extend?._id}`, { read: true });
    expect(markRead.statusCode, markRead.body).toBe(200);
    expect(markRead.json()).toMatchObject({ _id: extend?._id, read: true });
    const unread = await foh.call('GET', '/api/actionsLog');
    expect((unread.json().items as { _id: string }[]).some((item) => item._id === extend?._id)).toBe(false);
    expect((await foh.call('PUT', '/api/actionsLog/no-such-entry', { read: true })).statusCode).toBe(404);
    // another restaurant cannot read or mark it
    const other = await foh.call('PUT', `/api/actionsLog/${extend?._id}`, { read: false }, { as: demo.owner2 });
    expect(other.statusCode).toBe(404);
    const otherLog = await foh.call('GET', '/api/actionsLog?showRead=true', undefined, { as: demo.owner2 });
    expect((otherLog.json().items as { entityId: string }[]).some((item) => item.entityId === row._id)).toBe(false);
  });

  it('announces every committed change on the change feed', async () => {
    const date = dayAhead(50);
    const seen: RestaurantChange[] = [];
    const stop = server.app.services.changeFeed.subscribe('demo', { change: (change) => seen.push(change) });
    try {
      const [row] = (await foh.book(date, ['T5'], [12], [14])) as [ReservationDto];
      await ok(await foh.action('checkIn', row._id));
      expect(seen.filter((c) => c.kind === 'reservations' && c.ids.includes(row._id)).length).toBe(2);
      expect(seen.every((c) => c.restaurantId === 'demo')).toBe(true);
      expect(seen.some((c) => c.kind === 'actionsLog')).toBe(true);
      const count = seen.length;
      await ok(await foh.action('checkIn', row._id));
      expect(seen.length).toBe(count);
    } finally {
      stop();
    }
  });
});
