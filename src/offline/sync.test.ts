// The sync against a fake server (./test-kit.ts) on fake-indexeddb: order, exactly-once through crashes and reloads,
// a token per batch, "sign in again", each kind of conflict, transient failures with backoff, one sender across tabs,
// and the conflict rule for two tablets (docs/decisions/005-offline-actions.md).
import { describe, expect, it, vi } from 'vitest';
import type { Reservation } from '../../core/schemas/reservations';
import { readDay, refreshDay } from './day-store';
import { conflictsOf, type EnqueueResult, createBlocker, createReservation, deleteBlocker, discardConflict, hostAction, retryConflict, swapReservations, updateBlocker, updateReservation } from './queue';
import { requestPersistentStorage } from './persistent-storage';
import { realmLocks } from './sync-locks';
import { readSyncStatus } from './sync-status';
import { readPending } from './use-pending-actions';
import { at, date, FakeServer, noon, refusal, reopen, reservation, restaurantId, testDb } from './test-kit';
import { changes, modes, named, queued, serverView, tabletOn, viewOf, type TabletOptions } from './sync-test-kit';

describe.each(modes)('sync %s', (mode) => {
  const tablet = (server: FakeServer, options: TabletOptions = {}) => tabletOn(mode, server, options);

  it('sends every kind of change in queue order, once each; afterwards the day store equals the server', async () => {
    const server = new FakeServer([reservation('a', 'T1', [11], [13]), reservation('b', 'T2', [11], [13]), reservation('c', 'T3', [19], [21])]);
    const { db, engine, act } = await tablet(server, { batchSize: 4 });
    let t = noon;
    const ids: string[] = [];
    const push = (result: EnqueueResult) => ids.push(queued(result));
    push(await hostAction(restaurantId, 'checkIn', 'a', { ...act, now: ++t }));
    push(await hostAction(restaurantId, 'markLate', 'b', { ...act, now: ++t }));
    const walkIn = await createReservation(restaurantId, { customer: { name: 'Walk-in' }, level: 'Terrace', tableNumbers: ['T4'], startTime: at(12, 30), endTime: at(14) }, { ...act, now: ++t });
    push(walkIn);
    push(await hostAction(restaurantId, 'checkIn', walkIn.reservationId, { ...act, now: ++t }));
    push(await hostAction(restaurantId, 'extend', 'a', { ...act, now: ++t }));
    push(await updateReservation(restaurantId, 'c', { note: 'birthday', partySize: 5 }, false, { ...act, now: ++t }));
    push(await swapReservations(restaurantId, { reservationIdA: 'b', reservationIdB: 'c', tableId: 'table-T3' }, { ...act, now: ++t }));
    const blocker = await createBlocker(restaurantId, { start: at(15), end: at(16), level: 'Terrace', tableNumbers: ['T6'] }, { ...act, now: ++t });
    push(blocker);
    push(await updateBlocker(restaurantId, blocker.blockerId, { start: at(15), end: at(17), level: 'Terrace', tableNumbers: ['T6'] }, { ...act, now: ++t }));
    push(await deleteBlocker(restaurantId, blocker.blockerId, { ...act, now: ++t }));
    push(await hostAction(restaurantId, 'softDelete', 'c', { ...act, now: ++t }));
    const optimistic = await viewOf(db);

    const report = await engine.drain();
    expect(report).toMatchObject({ acknowledged: ids.length, rejected: 0, stopped: 'empty' });
    expect(server.applied).toEqual(ids);
    expect([...ids].sort()).toEqual(ids);
    expect(changes(server).map((r) => named(r.command))).toEqual([
      'action',
      'action',
      'createReservation',
      'action',
      'action',
      'updateReservation',
      'swap',
      'createBlocker',
      // The blocker made offline is named by the server's id from its answer on.
      'updateBlocker server-blocker-1',
      'deleteBlocker server-blocker-1',
      'action',
    ]);
    expect(changes(server).map((r) => r.id)).toEqual(ids);
    expect(await db.queue.count()).toBe(0);
    const synced = await viewOf(db);
    expect(synced).toEqual(serverView(server));
    // The tablet's guess was the server's outcome (the same rules), apart from the server's own stamps.
    const shape = (rows: Reservation[]) => rows.map((row) => [row._id, row.tableNumber, row.checkedIn, row.checkedInAt, row.extendedTo, row.partySize, row.note]);
    expect(shape(synced)).toEqual(shape(optimistic));
    expect((await readDay(db, restaurantId, date)).blockers).toEqual([]);
    expect((await readSyncStatus(db)).lastSyncAt).toBe(server.now);
  });

  it('crash between send and acknowledgement: the entry is re-sent unchanged and applied once', async () => {
    const server = new FakeServer([reservation('a', 'T1', [11], [13])]);
    const { db, engine, timers, act } = await tablet(server);
    const walkIn = await createReservation(restaurantId, { customer: { name: 'Walk-in' }, level: 'Terrace', tableNumbers: ['T2'] }, { ...act, now: noon });
    await hostAction(restaurantId, 'markLeft', 'a', { ...act, now: noon + 1 });
    // The server applies the walk-in, then the connection drops before the answer arrives.
    let dropped = false;
    server.hooks.push((request) => (request.kind === 'createReservation' && !dropped ? ((dropped = true), 'drop-response') : undefined));
    expect((await engine.drain()).stopped).toBe('transient');
    expect(server.applied).toEqual([queued(walkIn)]);
    expect(await db.queue.count()).toBe(2);
    expect((await db.queue.orderBy('seq').first())?.attempts).toBe(1);

    timers.fireAll();
    await engine.drain();
    expect(await db.queue.count()).toBe(0);
    const sends = changes(server).filter((r) => r.id === queued(walkIn));
    expect(sends).toHaveLength(2);
    expect(sends[1]?.command).toEqual(sends[0]?.command);
    expect(server.applied).toEqual([queued(walkIn), expect.any(String)]);
    expect(server.state.reservations.filter((row) => row.customer.name === 'Walk-in')).toHaveLength(1);
    // A markLeft applied twice would be refused (guest_already_left); once is what happened.
    expect(await conflictsOf(restaurantId, db)).toEqual([]);
  });

  it('crash after the answer but before it was stored (page reload): the next page re-sends, the server replays', async () => {
    const server = new FakeServer([reservation('a', 'T1', [11], [13])]);
    const first = await tablet(server);
    const done = await hostAction(restaurantId, 'extend', 'a', { ...first.act, now: noon });
    // The page dies while the answer is on its way in: the acknowledging transaction never commits.
    server.hooks.push(() => {
      first.db.close();
      return undefined;
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await first.engine.drain()).stopped).toBe('transient');
    first.engine.stop();
    server.hooks = [];

    const db = reopen(first.db, first.factory);
    expect(await db.queue.count()).toBe(1);
    const second = await tablet(server, { db: { db, factory: first.factory } });
    const report = await second.engine.drain();
    expect(report).toMatchObject({ acknowledged: 1, replayed: 1 });
    expect(server.applied).toEqual([queued(done)]);
    expect((await readDay(db, restaurantId, date)).reservations[0]?.extendedTo).toBe(at(23, 59));
  });

  it('takes a fresh token for every batch', async () => {
    const server = new FakeServer([reservation('a', 'T1', [11], [13]), reservation('b', 'T2', [11], [13])]);
    server.validTokens.add('token-2').add('token-3');
    const { engine, getToken, act } = await tablet(server, { batchSize: 3, tokens: (_force, call) => `token-${call}` });
    const types = ['checkIn', 'markLate', 'markNotLate', 'checkOut', 'checkIn', 'extend', 'unextend'] as const;
    for (const [i, type] of types.entries()) await hostAction(restaurantId, type, i % 2 ? 'b' : 'a', { ...act, now: noon + i });
    await engine.drain();
    expect(getToken.mock.calls).toEqual([[false], [false], [false]]);
    expect(changes(server).map((r) => r.token)).toEqual(['token-1', 'token-1', 'token-1', 'token-2', 'token-2', 'token-2', 'token-3']);
  });

  it('a 401 is retried once with a force-refreshed token; a second 401 pauses in "sign in again" with every entry kept', async () => {
    const server = new FakeServer([reservation('a', 'T1', [11], [13])]);
    const { db, engine, getToken, act } = await tablet(server, { tokens: (force) => (force ? 'token-fresh' : 'token-stale') });
    await hostAction(restaurantId, 'checkIn', 'a', { ...act, now: noon });
    await hostAction(restaurantId, 'markLate', 'a', { ...act, now: noon + 1 });

    server.validTokens.clear();
    expect((await engine.drain()).stopped).toBe('signInRequired');
    expect(getToken.mock.calls).toEqual([[false], [true]]);
    expect(await db.queue.count()).toBe(2);
    expect(await readSyncStatus(db)).toMatchObject({ phase: 'signInRequired', lastError: { status: 401 } });
    // Paused: further triggers send nothing until the host signs in again.
    const sent = server.requests.length;
    await engine.kick();
    expect(server.requests.length).toBe(sent);

    server.validTokens.add('token-fresh');
    const report = await engine.resume();
    expect(report).toMatchObject({ acknowledged: 2, stopped: 'empty' });
    expect(changes(server).slice(-2).map((r) => r.token)).toEqual(['token-fresh', 'token-fresh']);
    expect((await readSyncStatus(db)).phase).toBe('idle');
  });

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

  it('asks for persistent storage once', async () => {
    const { db } = testDb();
    const persist = vi.fn(async () => true);
    expect(await requestPersistentStorage(db, { persist })).toBe(true);
    expect(await requestPersistentStorage(db, { persist })).toBeNull();
    expect(persist).toHaveBeenCalledTimes(1);
  });

  it('two tabs: one sender at a time, each entry sent once', async () => {
    const server = new FakeServer([reservation('a', 'T1', [11], [13]), reservation('b', 'T2', [11], [13])]);
    const locks = realmLocks();
    const one = await tablet(server, { locks });
    const otherDb = reopen(one.db, one.factory);
    const two = await tablet(server, { locks, db: { db: otherDb, factory: one.factory } });
    for (let i = 0; i < 6; i++) await hostAction(restaurantId, i % 2 ? 'checkIn' : 'checkOut', i % 3 ? 'a' : 'b', { ...one.act, now: noon + i });
    await Promise.all([one.engine.drain(), two.engine.drain(), one.engine.drain()]);
    expect(changes(server)).toHaveLength(6);
    expect(new Set(server.applied).size).toBe(6);
    expect(changes(server).every((r) => server.stored.has(r.id as string))).toBe(true);
  });
});
