// The sync against a fake server (./test-kit.ts) on fake-indexeddb: every kind of change in order, exactly once through
// crashes and reloads, and storage that lasts (docs/decisions/005-offline-actions.md). Who sends is in
// ./sync-senders.test.ts, what is refused or fails in ./sync-refusals.test.ts.
import { describe, expect, it, vi } from 'vitest';
import type { Reservation } from '../../core/schemas/reservations';
import { readDay } from './day-store';
import { conflictsOf, type EnqueueResult, createBlocker, createReservation, deleteBlocker, hostAction, swapReservations, updateBlocker, updateReservation } from './queue';
import { requestPersistentStorage } from './persistent-storage';
import { readSyncStatus } from './sync-status';
import { at, date, FakeServer, noon, reopen, reservation, restaurantId, testDb } from './test-kit';
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

  it('asks for persistent storage once', async () => {
    const { db } = testDb();
    const persist = vi.fn(async () => true);
    expect(await requestPersistentStorage(db, { persist })).toBe(true);
    expect(await requestPersistentStorage(db, { persist })).toBeNull();
    expect(persist).toHaveBeenCalledTimes(1);
  });
});
