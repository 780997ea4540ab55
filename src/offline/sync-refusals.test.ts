// What the sync does with refusals and failures, against the fake server of ./test-kit.ts: each kind of conflict,
// transient failures with backoff, and what the host sees of them (docs/decisions/005-offline-actions.md).
import { describe, expect, it } from 'vitest';
import { readDay, refreshDay } from './day-store';
import { conflictsOf, createBlocker, createReservation, discardConflict, hostAction, retryConflict } from './queue';
import { readSyncStatus } from './sync-status';
import { readPending } from './use-pending-actions';
import { at, date, FakeServer, noon, refusal, reservation, restaurantId } from './test-kit';
import { modes, queued, tabletOn, type TabletOptions } from './sync-test-kit';

describe.each(modes)('sync %s', (mode) => {
  const tablet = (server: FakeServer, options: TabletOptions = {}) => tabletOn(mode, server, options);

  it('each permanent refusal becomes a conflict, the queue goes on; retry with override and discard', async () => {
    const server = new FakeServer([
      reservation('gone', 'T1', [11], [13]),
      reservation('cancelled', 'T2', [11], [13]),
      reservation('short', 'T3', [11], [13]),
      reservation('ok', 'T5', [11], [13]),
    ]);
    const { db, engine, act } = await tablet(server);
    let t = noon;
    const gone = await hostAction(restaurantId, 'checkIn', 'gone', { ...act, now: ++t });
    const cancelled = await hostAction(restaurantId, 'checkIn', 'cancelled', { ...act, now: ++t });
    const extend = await hostAction(restaurantId, 'extend', 'short', { ...act, now: ++t });
    const walkIn = await createReservation(restaurantId, { customer: { name: 'Walk-in' }, level: 'Terrace', tableNumbers: ['T4'], startTime: at(12, 30), endTime: at(14) }, { ...act, now: ++t });
    const blocker = await createBlocker(restaurantId, { start: at(20), end: at(21) }, { ...act, now: ++t });
    const last = await hostAction(restaurantId, 'checkIn', 'ok', { ...act, now: ++t });
    // Meanwhile, online: one booking erased, one cancelled, a neighbour booked right after "short", T4 given away at
    // 12:00, and this host lost the right to manage blockers.
    server.state = {
      ...server.state,
      reservations: [
        ...server.state.reservations.filter((row) => row._id !== 'gone').map((row) => (row._id === 'cancelled' ? { ...row, deletedAt: at(12), deletedBy: 'owner' } : row)),
        reservation('neighbour', 'T3', [13, 10], [15]),
        reservation('phone', 'T4', [12], [14]),
      ],
    };
    server.forbidden.add('blockers');

    const report = await engine.drain();
    expect(report).toMatchObject({ acknowledged: 1, rejected: 5, stopped: 'empty' });
    expect(server.applied).toEqual([queued(last)]);
    const conflicts = await conflictsOf(restaurantId, db);
    expect(conflicts.map((c) => [c.id, c.kind, c.status, c.code, c.canOverride])).toEqual([
      [queued(gone), 'gone', 404, 'not_found', false],
      [queued(cancelled), 'refused', 409, 'reservation_deleted', false],
      [queued(extend), 'refused', 409, 'extension_blocked', false],
      [queued(walkIn), 'refused', 409, 'table_occupied', true],
      [queued(blocker), 'forbidden', 403, 'missing_permission', false],
    ]);
    expect(conflicts[1]?.message).toMatch(/deleted/);
    expect(await db.queue.count()).toBe(0);
    // The refused changes are no longer shown; the store shows the server's day.
    const view = await readDay(db, restaurantId, date);
    expect(view.reservations.some((row) => row._id === walkIn.reservationId)).toBe(false);
    expect(view.blockers).toEqual([]);

    await refreshDay(db, server.source(), restaurantId, date, () => noon + 100);
    expect((await retryConflict(queued(walkIn), { db, now: noon + 200 })).ok).toBe(false);
    const retried = await retryConflict(queued(walkIn), { db, override: true, now: noon + 200 });
    expect(retried.ok).toBe(true);
    await discardConflict(queued(gone), { db });
    await engine.drain();
    expect(server.row(walkIn.reservationId)).toMatchObject({ tableNumber: 'T4', allowOverlap: true });
    expect((await conflictsOf(restaurantId, db)).map((c) => c.id)).toEqual([queued(cancelled), queued(extend), queued(blocker)]);
  });

  it('a transient failure stops the batch and retries with growing backoff; nothing is skipped', async () => {
    const server = new FakeServer([reservation('a', 'T1', [11], [13]), reservation('b', 'T2', [11], [13])]);
    const { db, engine, timers, act } = await tablet(server);
    const first = await hostAction(restaurantId, 'checkIn', 'a', { ...act, now: noon });
    await hostAction(restaurantId, 'checkIn', 'b', { ...act, now: noon + 1 });
    const failures: Array<ReturnType<typeof refusal> | 'network-error'> = [refusal('internal_error', 'down'), 'network-error', refusal('rate_limited', 'slow down')];
    server.hooks.push(() => failures.shift());

    expect((await engine.drain()).stopped).toBe('transient');
    expect(server.requests).toHaveLength(1);
    expect(await readSyncStatus(db)).toMatchObject({ phase: 'retrying', lastError: { status: 500 } });
    const delays: number[] = [];
    for (let i = 0; i < 2; i++) {
      delays.push(...timers.fireAll());
      await engine.drain();
    }
    delays.push(...timers.fireAll());
    await engine.drain();
    expect(delays).toEqual([1_000, 2_000, 4_000]);
    expect(await db.queue.count()).toBe(0);
    expect(server.applied[0]).toBe(queued(first));
    expect(server.applied).toHaveLength(2);
    expect(timers.pending.size).toBe(0);
  });

  it("409 'conflict' (a concurrent change collided) is retried a few times, then kept as a conflict", async () => {
    const server = new FakeServer([reservation('a', 'T1', [11], [13])]);
    const { db, engine, timers, act } = await tablet(server);
    const entry = queued(await hostAction(restaurantId, 'checkIn', 'a', { ...act, now: noon }));
    server.hooks.push(() => refusal('conflict', 'The change collided with another one; try again'));
    for (let i = 0; i < 4; i++) {
      expect((await engine.drain()).stopped).toBe('transient');
      expect(timers.pending.size).toBe(1);
      timers.pending.clear();
    }
    expect(await db.queue.count()).toBe(1);
    expect(await engine.drain()).toMatchObject({ rejected: 1, stopped: 'empty' });
    expect((await conflictsOf(restaurantId, db)).map((c) => [c.id, c.code])).toEqual([[entry, 'conflict']]);
  });

  it('what the host sees: the count, the not-yet-synced marks, the conflicts, the last sync', async () => {
    const server = new FakeServer([reservation('a', 'T1', [11], [13]), reservation('a2', 'T2', [11], [13], { linkedReservationId: 'a' }), reservation('b', 'T3', [11], [13])]);
    const { db, engine, act } = await tablet(server);
    await hostAction(restaurantId, 'checkIn', 'a', { ...act, now: noon });
    await hostAction(restaurantId, 'checkIn', 'b', { ...act, now: noon + 1 });
    expect(await readPending(restaurantId, db)).toMatchObject({ count: 2, conflicts: [], lastSyncAt: null });
    expect((await readPending(restaurantId, db)).pendingIds.sort()).toEqual(['a', 'a2', 'b']);
    server.state = { ...server.state, reservations: server.state.reservations.filter((row) => row._id !== 'b') };
    await engine.drain();
    const after = await readPending(restaurantId, db);
    expect(after).toMatchObject({ count: 0, pendingIds: [], phase: 'idle', lastSyncAt: server.now });
    expect(after.conflicts.map((c) => [c.targets, c.kind])).toEqual([[['b'], 'gone']]);
  });
});
