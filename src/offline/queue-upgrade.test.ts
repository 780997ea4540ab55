// A tablet updated with changes still queued by the previous version (operations with frozen requests): the database
// upgrade turns them into commands, and they sync.
import Dexie from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it, vi } from 'vitest';
import { OfflineDb, versionOneStores } from './db';
import { refreshDay } from './day-store';
import { createSyncEngine, realmLocks } from './sync';
import { at, date, FakeServer, manualTimers, noon, reservation, restaurantId } from './test-kit';
import { uuidV7 } from './uuid-v7';

/** The stores of version 1, as the previous version declared them. */
const versionOne = versionOneStores;

/** What every queued entry of the previous versions held besides its change. */
const base = { restaurantId, actorId: 'host', attempts: 0 };

/** A database left by a previous version (`version`) with `queued` in its queue, opened by this version. */
async function upgraded(name: string, version: number, queued: object[]): Promise<OfflineDb> {
  const factory = new IDBFactory();
  const old = new Dexie(name, { indexedDB: factory, IDBKeyRange });
  old.version(version).stores(versionOne);
  await old.table('queue').bulkAdd(queued);
  old.close();
  return new OfflineDb(name, { indexedDB: factory, IDBKeyRange });
}

describe('the queue of the previous version', () => {
  it('is upgraded to commands and syncs', async () => {
    const [checkIn, frozenEdit, edit, blocker] = [noon + 1, noon + 2, noon + 3, noon + 4].map((t) => uuidV7(t)) as [string, string, string, string];
    const frozenTime = '2030-06-01T10:00:00.000Z';
    const db = await upgraded('offline-upgrade-test', 1, [
      { ...base, id: checkIn, op: { kind: 'action', action: { type: 'checkIn', reservationId: 'a' } }, deviceTime: noon + 1, targets: ['a'] },
      {
        ...base,
        id: frozenEdit,
        op: { kind: 'updateReservation', reservationId: 'a', changes: { note: 'window' } },
        deviceTime: noon + 2,
        targets: ['a'],
        attempts: 1,
        request: { method: 'PUT', path: '/reservations', body: { _id: 'a', note: 'window', changed: ['note'], deviceTime: frozenTime } },
      },
      { ...base, id: edit, op: { kind: 'updateReservation', reservationId: 'b', changes: { partySize: 5 } }, deviceTime: noon + 3, targets: ['b'] },
      { ...base, id: blocker, op: { kind: 'createBlocker', blockerId: blocker, input: { start: at(15), end: at(16), level: 'Terrace', tableNumbers: ['T6'] } }, deviceTime: noon + 4, targets: [blocker] },
    ]);
    const entries = await db.queue.orderBy('seq').toArray();
    expect(entries.map((entry) => ['request' in entry, entry.op.kind === 'updateReservation' ? entry.op.deviceTime : null])).toEqual([
      [false, null],
      [false, frozenTime],
      [false, new Date(noon + 3).toISOString()],
      [false, null],
    ]);

    const server = new FakeServer([reservation('a', 'T1', [11], [13]), reservation('b', 'T2', [11], [13])]);
    await refreshDay(db, server.source(), restaurantId, date, () => noon);
    const engine = createSyncEngine({ db, transport: server, getToken: vi.fn(async () => 'token-1'), timers: manualTimers(), now: () => server.now, random: () => 0.5, isOnline: () => true, locks: realmLocks() });
    expect(await engine.drain()).toMatchObject({ acknowledged: 4, rejected: 0, stopped: 'empty' });
    expect(server.applied).toEqual([checkIn, frozenEdit, edit, blocker]);
    expect([server.row('a')?.note, server.row('a')?.checkedIn, server.row('b')?.partySize, server.state.blockers.length]).toEqual(['window', true, 5, 1]);
  });
});

describe('the voucher cache (database version 3)', () => {
  it('is added to a version 2 database, whose queue stays as it was', async () => {
    const id = uuidV7(noon);
    const db = await upgraded('offline-upgrade-vouchers', 2, [{ ...base, id, op: { kind: 'action', action: { type: 'checkIn', reservationId: 'a' } }, deviceTime: noon, targets: ['a'] }]);
    expect((await db.queue.toArray()).map((entry) => entry.id)).toEqual([id]);
    expect(await db.vouchers.count()).toBe(0);
    expect(db.verno).toBe(3);
  });
});
