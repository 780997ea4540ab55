// One refused guest is one conflict: a walk-in refused for a taken table takes its later changes (check-in, late)
// with it instead of leaving each as a conflict of its own; retrying sends them after it, discarding drops them.
import { describe, expect, it, vi } from 'vitest';
import { refreshDay } from './day-store';
import { conflictsOf, createReservation, discardConflict, hostAction, retryConflict, type EnqueueResult } from './queue';
import { createSyncEngine, realmLocks } from './sync';
import { at, date, FakeServer, manualTimers, noon, reservation, restaurantId, testDb } from './test-kit';

const queued = (result: EnqueueResult): string => {
  if (!result.ok) throw new Error(`refused: ${result.code} ${JSON.stringify(result.reason ?? {})}`);
  return result.id;
};

async function refusedWalkIn() {
  const server = new FakeServer([]);
  const { db } = testDb();
  await refreshDay(db, server.source(), restaurantId, date, () => noon);
  const engine = createSyncEngine({ db, transport: server, getToken: vi.fn(async () => 'token-1'), timers: manualTimers(), now: () => server.now, batchSize: 25, random: () => 0.5, isOnline: () => true, locks: realmLocks() });
  const act = { db, actorId: 'host' };
  const walkIn = await createReservation(restaurantId, { customer: { name: 'Wanda' }, level: 'Terrace', tableNumbers: ['T4'], startTime: at(12, 30), endTime: at(14) }, { ...act, now: noon + 1 });
  const checkIn = await hostAction(restaurantId, 'checkIn', walkIn.reservationId, { ...act, now: noon + 2 });
  const late = await hostAction(restaurantId, 'markLate', walkIn.reservationId, { ...act, now: noon + 3 });
  // Meanwhile another device gave T4 away.
  server.state = { ...server.state, reservations: [...server.state.reservations, reservation('phone', 'T4', [12], [14])] };
  await engine.drain();
  return { server, db, engine, walkIn, ids: [queued(walkIn), queued(checkIn), queued(late)] };
}

describe('refused changes of one guest', () => {
  it('are one conflict: the walk-in, with its check-in and late mark folded in and never applied on their own', async () => {
    const { server, db, ids } = await refusedWalkIn();
    const conflicts = await conflictsOf(restaurantId, db);
    expect(conflicts.map((c) => [c.id, c.code, c.canOverride])).toEqual([[ids[0], 'table_occupied', true]]);
    expect(conflicts[0]?.followUps?.map((f) => [f.id, f.op.kind === 'action' ? f.op.action.type : f.op.kind])).toEqual([
      [ids[1], 'checkIn'],
      [ids[2], 'markLate'],
    ]);
    // They went in the walk-in's batch and were refused with it (nothing to check in): no conflict of their own.
    expect(server.requests.filter((r) => r.kind !== 'GET').map((r) => r.id)).toEqual(ids);
    expect(server.applied).toEqual([]);
    expect(await db.queue.count()).toBe(0);
  });

  it('placed anyway, the walk-in and then its follow-ups reach the server; discarded, nothing does', async () => {
    const placed = await refusedWalkIn();
    expect((await retryConflict(placed.ids[0] as string, { db: placed.db, override: true, now: noon + 10 })).ok).toBe(true);
    await placed.engine.drain();
    expect(await conflictsOf(restaurantId, placed.db)).toEqual([]);
    expect(placed.server.row(placed.walkIn.reservationId)).toMatchObject({ tableNumber: 'T4', checkedIn: true, checkedInAt: expect.any(String) });

    const dropped = await refusedWalkIn();
    await discardConflict(dropped.ids[0] as string, { db: dropped.db });
    await dropped.engine.drain();
    expect(await conflictsOf(restaurantId, dropped.db)).toEqual([]);
    expect(await dropped.db.queue.count()).toBe(0);
    expect(dropped.server.row(dropped.walkIn.reservationId)).toBeUndefined();
  });
});
