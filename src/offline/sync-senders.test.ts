// Who sends the queue, against the fake server of ./test-kit.ts: a token per batch, "sign in again", one sender across
// tabs (docs/decisions/005-offline-actions.md).
import { describe, expect, it } from 'vitest';
import { hostAction } from './queue';
import { realmLocks } from './sync-locks';
import { readSyncStatus } from './sync-status';
import { FakeServer, noon, reopen, reservation, restaurantId } from './test-kit';
import { changes, modes, tabletOn, type TabletOptions } from './sync-test-kit';

describe.each(modes)('sync %s', (mode) => {
  const tablet = (server: FakeServer, options: TabletOptions = {}) => tabletOn(mode, server, options);

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
