// The sync's batches (POST /sync/batch) and the conflict rule for two tablets (docs/decisions/005-offline-actions.md),
// against the fake server of ./test-kit.ts on fake-indexeddb.
import { describe, expect, it } from 'vitest';
import { type SyncBatchItem } from '../../core/schemas/sync-batch';
import { readDay, refreshDay } from './day-store';
import { conflictsOf, createBlocker, deleteBlocker, hostAction, updateReservation } from './queue';
import { readSyncStatus } from './sync-status';
import { at, date, FakeServer, noon, ok, refusal, reservation, restaurantId } from './test-kit';
import { BatchingServer, changes, modes, named, queued, serverView, tabletOn, viewOf, type TabletOptions } from './sync-test-kit';

describe.each(modes)('two tablets offline on the same booking (docs/decisions/005), %s', (mode) => {
  const tablet = (server: FakeServer, options: TabletOptions = {}) => tabletOn(mode, server, options);

  async function scenario(order: 'AB' | 'BA') {
    const server = new FakeServer([reservation('r', 'T1', [11], [13], { note: 'window', partySize: 2 })]);
    const a = await tablet(server);
    const b = await tablet(server);
    // Both offline: A writes a note and checks the guest in; B corrects the party size and marks them late.
    await updateReservation(restaurantId, 'r', { note: 'allergy: nuts' }, false, { ...a.act, now: noon });
    await hostAction(restaurantId, 'checkIn', 'r', { ...a.act, now: noon + 1 });
    await updateReservation(restaurantId, 'r', { partySize: 4 }, false, { ...b.act, now: noon + 2 });
    await hostAction(restaurantId, 'markLate', 'r', { ...b.act, now: noon + 3 });
    for (const t of order === 'AB' ? [a, b] : [b, a]) await t.engine.drain();
    for (const t of [a, b]) await refreshDay(t.db, server.source(), restaurantId, date, () => noon + 100);
    return { server, a: await viewOf(a.db), b: await viewOf(b.db) };
  }

  it('different fields: both edits survive, whichever tablet reconnects first; intents apply to the current state', async () => {
    const ab = await scenario('AB');
    const ba = await scenario('BA');
    for (const { server, a, b } of [ab, ba]) {
      expect(server.row('r')).toMatchObject({ note: 'allergy: nuts', partySize: 4, checkedIn: true, checkedInAt: at(11, 15) });
      expect(a).toEqual(serverView(server));
      expect(b).toEqual(serverView(server));
    }
  });
});

describe('sync in batches (POST /sync/batch)', () => {
  const tablet = (server: FakeServer, options: TabletOptions = {}) => tabletOn('in batches', server, options);
  const kinds = (items: SyncBatchItem[]) => items.map((item) => named(item.command));

  it('one request per batch: one restaurant’s entries in order; a blocker creation ends one', async () => {
    const server = new FakeServer([reservation('a', 'T1', [11], [13]), reservation('b', 'T2', [11], [13]), reservation('c', 'T3', [19], [21])]);
    const batching = new BatchingServer(server);
    const { db, engine, act } = await tablet(server, { transport: batching });
    let t = noon;
    const ids = [
      queued(await hostAction(restaurantId, 'checkIn', 'a', { ...act, now: ++t })),
      queued(await hostAction(restaurantId, 'markLate', 'b', { ...act, now: ++t })),
      queued(await updateReservation(restaurantId, 'c', { note: 'window' }, false, { ...act, now: ++t })),
      queued(await hostAction(restaurantId, 'checkIn', 'c', { ...act, now: ++t })),
    ];
    const blocker = await createBlocker(restaurantId, { start: at(15), end: at(16), level: 'Terrace', tableNumbers: ['T6'] }, { ...act, now: ++t });
    ids.push(queued(blocker));
    ids.push(queued(await deleteBlocker(restaurantId, blocker.blockerId, { ...act, now: ++t })));
    ids.push(queued(await hostAction(restaurantId, 'checkOut', 'a', { ...act, now: ++t })));

    expect(await engine.drain()).toMatchObject({ acknowledged: 7, rejected: 0, stopped: 'empty' });
    expect(batching.batches.map((sent) => kinds(sent.items))).toEqual([
      ['action', 'action', 'updateReservation', 'action', 'createBlocker'],
      ['deleteBlocker server-blocker-1', 'action'],
    ]);
    expect(batching.batches.flatMap((sent) => sent.items.map((item) => item.id))).toEqual(ids);
    // Each item is the entry's command with its id as Idempotency-Key.
    expect(changes(server).map((r) => [r.id, r.command?.kind])).toEqual(batching.batches.flatMap((sent) => sent.items.map((item) => [item.id, item.command.kind])));
    expect(server.applied).toEqual(ids);
    expect(await db.queue.count()).toBe(0);
    expect(await viewOf(db)).toEqual(serverView(server));
  });

  it('a mixed batch: the taken entries are acknowledged, a refused one becomes a conflict, a retry-later one stops the rest', async () => {
    const server = new FakeServer([reservation('a', 'T1', [11], [13]), reservation('short', 'T2', [11], [13]), reservation('b', 'T3', [11], [13]), reservation('c', 'T4', [11], [13])]);
    const batching = new BatchingServer(server);
    const { db, engine, timers, act } = await tablet(server, { transport: batching });
    let t = noon;
    const checkIn = queued(await hostAction(restaurantId, 'checkIn', 'a', { ...act, now: ++t }));
    const extend = queued(await hostAction(restaurantId, 'extend', 'short', { ...act, now: ++t }));
    const failing = queued(await hostAction(restaurantId, 'checkIn', 'b', { ...act, now: ++t }));
    const after = queued(await hostAction(restaurantId, 'checkIn', 'c', { ...act, now: ++t }));
    // Meanwhile a neighbour was booked right after "short"; the server fails once on "b".
    server.state = { ...server.state, reservations: [...server.state.reservations, reservation('neighbour', 'T2', [13, 10], [15])] };
    let failed = false;
    server.hooks.push((request) => (request.command?.kind === 'action' && request.command.action.reservationId === 'b' && !failed ? ((failed = true), refusal('internal_error', 'down')) : undefined));

    expect(await engine.drain()).toMatchObject({ acknowledged: 1, rejected: 1, stopped: 'transient' });
    expect(batching.batches.map((sent) => sent.items.map((item) => item.id))).toEqual([[checkIn, extend, failing, after]]);
    // The server stopped at the failure: "c" was not tried.
    expect(server.applied).toEqual([checkIn]);
    expect((await db.queue.orderBy('seq').toArray()).map((entry) => [entry.id, entry.attempts])).toEqual([
      [failing, 1],
      [after, 0],
    ]);
    expect((await conflictsOf(restaurantId, db)).map((c) => [c.id, c.code])).toEqual([[extend, 'extension_blocked']]);
    expect(await readSyncStatus(db)).toMatchObject({ phase: 'retrying', lastError: { status: 500 } });
    expect((await readDay(db, restaurantId, date)).reservations.find((row) => row._id === 'a')?.checkedIn).toBe(true);

    timers.fireAll();
    await engine.drain();
    expect(await db.queue.count()).toBe(0);
    expect(batching.batches.at(-1)?.items.map((item) => item.id)).toEqual([failing, after]);
    expect(server.applied).toEqual([checkIn, failing, after]);
  });

  it('a batch refused as a whole, or answered outside the protocol, is sent again one by one', async () => {
    const server = new FakeServer([reservation('a', 'T1', [11], [13]), reservation('b', 'T2', [11], [13])]);
    const batching = new BatchingServer(server);
    const { engine, act } = await tablet(server, { transport: batching });
    const answers = [refusal('payload_too_large', 'The request body is too large', 413), ok({ results: [{ id: 'someone-else', status: 200, body: {}, replayed: false }], notApplied: [] })];
    // Only the batches of more than one entry; each entry alone is then answered by the server.
    batching.answer = (items) => (items.length > 1 ? answers.shift() : undefined);
    for (const round of [0, 1]) {
      const ids = [queued(await hostAction(restaurantId, 'checkIn', 'a', { ...act, now: noon + 2 * round })), queued(await hostAction(restaurantId, 'checkOut', 'a', { ...act, now: noon + 2 * round + 1 }))];
      expect(await engine.drain()).toMatchObject({ acknowledged: 2, rejected: 0, stopped: 'empty' });
      expect(server.applied.slice(-2)).toEqual(ids);
    }
    expect(batching.batches.filter((sent) => sent.items.length > 1)).toHaveLength(2);
    expect(changes(server)).toHaveLength(4);
  });

  it('a token that runs out within a batch: the entries answered 401 go again in the next batch, with a fresh token', async () => {
    const server = new FakeServer([reservation('a', 'T1', [11], [13]), reservation('b', 'T2', [11], [13]), reservation('c', 'T3', [11], [13])]);
    server.validTokens.add('token-fresh');
    const batching = new BatchingServer(server);
    const { engine, getToken, act } = await tablet(server, { transport: batching, tokens: (force) => (force ? 'token-fresh' : 'token-1') });
    const ids = [];
    for (const [i, id] of ['a', 'b', 'c'].entries()) ids.push(queued(await hostAction(restaurantId, 'checkIn', id, { ...act, now: noon + i })));
    // The old token expires once the first item is applied.
    server.hooks.push((request) => {
      if (server.applied.length === 1) server.validTokens.delete('token-1');
      return request.token === 'token-1' && !server.validTokens.has('token-1') ? refusal('invalid_token', 'Token expired', 401) : undefined;
    });
    expect(await engine.drain()).toMatchObject({ acknowledged: 3, stopped: 'empty' });
    expect(getToken.mock.calls).toEqual([[false], [true]]);
    expect(batching.batches.map((sent) => [sent.token, sent.items.length])).toEqual([
      ['token-1', 3],
      ['token-1', 2],
      ['token-fresh', 2],
    ]);
    expect(server.applied).toEqual(ids);
  });
});
