// POST /api/sync/batch (docs/decisions/005, Sync): the offline queue's commands in one request, each item answered as
// its own route answers it — in order, each in its own transaction with its own idempotency record — and the batch's
// announcements made once at its end. Refused and failing items: ./sync-batch-refusals.test.ts; permissions and who
// acts: ./sync-batch-users.test.ts.
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { actionsLog } from '../../server/platform/db/schema';
import type { RestaurantChange } from '../../server/modules/live/change-feed';
import { at, dayAhead, type ReservationDto } from './front-of-house-kit';
import { actionBody, hostAction, statusesOf, syncBatchServer, type Item, type Result } from './sync-batch-kit';

const { server, foh, answered, appliedCount } = await syncBatchServer();

describe('POST /api/sync/batch', () => {
  it('applies the items in order, each answered as its own route answers it', async () => {
    const date = dayAhead(60);
    const walkInId = randomUUID();
    const walkIn: Item = {
      id: randomUUID(),
      command: { kind: 'createReservation', input: { _id: walkInId, customer: { name: foh.guest('Walk-in') }, level: 'Terrace', tableNumbers: ['T1'], startTime: at(date, 12), endTime: at(date, 14) } },
    };
    const blocker: Item = { id: randomUUID(), command: { kind: 'createBlocker', input: { start: at(date, 16), end: at(date, 17), level: 'Terrace', tableNumbers: ['T2'], note: 'Batch' } } };
    // The check-in names the walk-in the same batch creates: it only succeeds after it.
    const first = await answered([walkIn, hostAction('checkIn', walkInId), blocker]);
    expect(statusesOf(first.results)).toEqual([200, 200, 201]);
    expect(first.notApplied).toEqual([]);
    expect(first.results.map((result) => result.id)).toEqual([walkIn.id, expect.any(String), blocker.id]);
    expect((first.results[0]?.body as ReservationDto[]).some((row) => row._id === walkInId)).toBe(true);
    expect((first.results[1]?.body as { reservations: ReservationDto[] }).reservations[0]).toMatchObject({ _id: walkInId, checkedIn: true, editorId: 'demo-host' });
    const blockerId = (first.results[2]?.body as { _id: string })._id;

    const moved = { id: randomUUID(), command: { kind: 'updateBlocker', blockerId, input: { start: at(date, 16), end: at(date, 18), level: 'Terrace', tableNumbers: ['T2'], note: 'Moved' } } };
    const removed = { id: randomUUID(), command: { kind: 'deleteBlocker', blockerId } };
    const second = await answered([moved, removed]);
    expect(statusesOf(second.results)).toEqual([200, 200]);
    expect(second.results[0]?.body).toMatchObject({ _id: blockerId, note: 'Moved' });
    expect((await foh.call('GET', `/api/blockers?date=${date}`)).json().items).toEqual([]);

    // Each item is logged with its id as the action id, and claimed once.
    const ids = [walkIn.id, blocker.id, moved.id, removed.id];
    expect(await appliedCount(ids)).toBe(4);
    const logged = await server.database.db.select({ actionId: actionsLog.actionId }).from(actionsLog).where(inArray(actionsLog.actionId, ids));
    expect(new Set(logged.map((row) => row.actionId))).toEqual(new Set(ids));
  });

  it('an item sent again (same id) is applied once and answered with its first answer, marked replayed — batch or single', async () => {
    const date = dayAhead(61);
    const [row] = (await foh.book(date, ['T3'], [12], [14])) as [ReservationDto];
    const late = hostAction('markLate', row._id);
    const [once] = (await answered([late])).results as [Result];
    expect(once).toMatchObject({ status: 200, replayed: false });

    const again = await answered([late, hostAction('markNotLate', row._id)]);
    expect(again.results[0]).toEqual({ ...once, replayed: true });
    expect(again.results[1]).toMatchObject({ status: 200, replayed: false });
    expect(await appliedCount([late.id])).toBe(1);
    expect((await server.database.db.select().from(actionsLog).where(eq(actionsLog.actionId, late.id))).length).toBe(1);

    // The same change sent alone with that id is the same request: its replay, with the same answer.
    const single = await foh.call('POST', '/api/reservations/actions', actionBody(late), { headers: { 'idempotency-key': late.id } });
    expect([single.statusCode, single.headers['idempotent-replayed'], single.json()]).toEqual([200, 'true', once.body]);
    // And a change first sent alone is replayed inside a batch.
    const alone = hostAction('checkIn', row._id);
    const sentAlone = await foh.call('POST', '/api/reservations/actions', actionBody(alone), { headers: { 'idempotency-key': alone.id } });
    expect((await answered([alone])).results[0]).toEqual({ id: alone.id, status: 200, body: sentAlone.json(), replayed: true });
    // The same id with another request is refused, as alone.
    const reused = await answered([{ ...alone, command: { kind: 'action', action: { type: 'checkOut', reservationId: row._id } } }]);
    expect(reused.results[0]).toMatchObject({ status: 409, body: { error: 'idempotency_key_reused' } });
  });


  it('announces the batch once at its end: one change-feed notice per kind, one availability republish', async () => {
    const date = dayAhead(67);
    const rows = await Promise.all(['T4', 'T5', 'T6'].map(async (table) => ((await foh.book(date, [table], [20], [22])) as [ReservationDto])[0]));
    await server.app.services.publishing.settleAll();
    const seen: RestaurantChange[] = [];
    const stop = server.app.services.changeFeed.subscribe('demo', { change: (change) => seen.push(change) });
    const publish = vi.spyOn(server.app.services.publishing, 'publishAvailability');
    try {
      // Extensions move occupancy: each would republish availability alone.
      const { results } = await answered(rows.map((row) => hostAction('extend', row._id)));
      expect(statusesOf(results)).toEqual([200, 200, 200]);
      expect(publish).toHaveBeenCalledTimes(1);
      const reservationNotices = seen.filter((change) => change.kind === 'reservations');
      expect(reservationNotices).toHaveLength(1);
      expect([...(reservationNotices[0]?.ids ?? [])].sort()).toEqual(rows.map((row) => row._id).sort());
      expect(seen.filter((change) => change.kind === 'actionsLog')).toHaveLength(1);
    } finally {
      publish.mockRestore();
      stop();
    }
  });

  // Last: the owner keeps the child user made here, which puts the owner's own calls behind the PIN step.
});
