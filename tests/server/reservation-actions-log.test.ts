// What a host action leaves behind (spec §4, docs/decisions/003): the action id is applied once — a replay answers the
// first answer and changes nothing, a refused action keeps nothing — and every change is in the actions log (who, what,
// when, before and after) and announced on the change feed.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appliedActions } from '../../server/platform/db/schema';
import type { RestaurantChange } from '../../server/modules/live/change-feed';
import { demo } from '../support/test-server';
import { snapshotDatabase, tableChanges } from './api-surface';
import { actionReservations, at, dayAhead, frontOfHouseServer, type ReservationDto } from './front-of-house-kit';

const { server, foh, logOf } = await frontOfHouseServer();

describe('idempotent replay', () => {
  it('the same action id again returns the first answer and changes nothing, even after the state moved on', async () => {
    const date = dayAhead(45);
    const [row] = (await foh.book(date, ['T10'], [12], [14])) as [ReservationDto];
    const actionId = randomUUID();
    const first = await foh.action('checkIn', row._id, actionId);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ actionId });
    await actionReservations(await foh.action('checkOut', row._id));

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
    await actionReservations(await foh.action('softDelete', neighbour._id));
    const [extended] = (await actionReservations(await foh.action('extend', row._id, actionId))) as [ReservationDto];
    expect(extended.extendedTo).toBe(at(date, 23, 59));
  });
});

describe('actions log', () => {
  it('lists every step with who, what, when, before and after; filters by action; marks read', async () => {
    const date = dayAhead(49);
    const [row] = (await foh.book(date, ['T4'], [12], [14])) as [ReservationDto];
    await actionReservations(await foh.action('markLate', row._id));
    await actionReservations(await foh.action('extend', row._id));
    await actionReservations(await foh.action('checkIn', row._id));
    // repeating an action whose result holds is no change: not logged
    await actionReservations(await foh.action('checkIn', row._id));

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
      await actionReservations(await foh.action('checkIn', row._id));
      expect(seen.filter((c) => c.kind === 'reservations' && c.ids.includes(row._id)).length).toBe(2);
      expect(seen.every((c) => c.restaurantId === 'demo')).toBe(true);
      expect(seen.some((c) => c.kind === 'actionsLog')).toBe(true);
      const count = seen.length;
      await actionReservations(await foh.action('checkIn', row._id));
      expect(seen.length).toBe(count);
    } finally {
      stop();
    }
  });
});
