// POST /api/sync/batch (docs/decisions/005, Sync) when something is refused: a refused item changes and keeps nothing
// while the items after it are applied, an answer to retry later stops the batch, an unknown record or a command its
// schema refuses is that item's answer, and a malformed batch is refused whole.
import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { maxSyncBatchItems } from '../../core/schemas/sync-batch';
import { snapshotDatabase, tableChanges } from './api-surface';
import { at, dayAhead, type ReservationDto } from './front-of-house-kit';
import { hostAction, statusesOf, syncBatchServer, type Item } from './sync-batch-kit';

const { server, foh, answered, appliedCount } = await syncBatchServer();

describe('POST /api/sync/batch', () => {
  it('a refused item changes nothing and keeps nothing; the items after it are applied', async () => {
    const date = dayAhead(62);
    const [a] = (await foh.book(date, ['T1'], [12], [14])) as [ReservationDto];
    const [short] = (await foh.book(date, ['T2'], [12], [14])) as [ReservationDto];
    await foh.book(date, ['T2'], [14, 10], [16]);
    const [c] = (await foh.book(date, ['T3'], [12], [14])) as [ReservationDto];
    const items = [hostAction('checkIn', a._id), hostAction('extend', short._id), hostAction('checkIn', c._id)];
    const { results, notApplied } = await answered(items);
    expect(statusesOf(results)).toEqual([200, 409, 200]);
    expect(results[1]?.body).toMatchObject({ error: 'extension_blocked', params: { reason: 'action' } });
    expect(notApplied).toEqual([]);
    expect([(await foh.get(a._id)).checkedIn, (await foh.get(short._id)).extendedTo, (await foh.get(c._id)).checkedIn]).toEqual([true, null, true]);
    expect(await appliedCount(items.map((item) => item.id))).toBe(2);
  });

  it('an answer to retry later (5xx) stops the batch: the items after it are not applied, and the answer names them', async () => {
    const date = dayAhead(63);
    const [a] = (await foh.book(date, ['T4'], [12], [14])) as [ReservationDto];
    const [b] = (await foh.book(date, ['T5'], [12], [14])) as [ReservationDto];
    const failing = vi.spyOn(server.app.services.staffReservations, 'create').mockRejectedValueOnce(new Error('database went away'));
    try {
      const walkIn: Item = { id: randomUUID(), command: { kind: 'createReservation', input: { _id: randomUUID(), customer: { name: foh.guest() }, level: 'Terrace', tableNumbers: ['T6'], startTime: at(date, 12), endTime: at(date, 14) } } };
      const items = [hostAction('checkIn', a._id), walkIn, hostAction('checkIn', b._id)];
      const { results, notApplied } = await answered(items);
      expect(statusesOf(results)).toEqual([200, 500]);
      expect(notApplied).toEqual([items[2]?.id]);
      expect((await foh.get(b._id)).checkedIn).toBe(false);
      expect(await appliedCount(items.map((item) => item.id))).toBe(1);
    } finally {
      failing.mockRestore();
    }
  });


  it('a 404 inside a batch is that item’s answer: an unknown record', async () => {
    const date = dayAhead(65);
    const [row] = (await foh.book(date, ['T2'], [18], [20])) as [ReservationDto];
    const { results, notApplied } = await answered([
      { id: randomUUID(), command: { kind: 'deleteBlocker', blockerId: 'no-such-blocker' } },
      hostAction('checkIn', 'no-such-reservation'),
      hostAction('checkIn', row._id),
    ]);
    expect(results.map((result) => [result.status, (result.body as { error?: string }).error])).toEqual([
      [404, 'not_found'],
      [404, 'not_found'],
      [200, undefined],
    ]);
    expect(notApplied).toEqual([]);
  });

  it('a command its schema refuses is answered 400 in its place; the others are applied', async () => {
    const date = dayAhead(65);
    const [row] = (await foh.book(date, ['T4'], [18], [20])) as [ReservationDto];
    const { results } = await answered([
      { id: randomUUID(), command: { kind: 'createReservation', input: { _id: randomUUID(), customer: { name: '' }, level: 'Terrace', tableNumbers: ['T5'] } } },
      { id: randomUUID(), command: { kind: 'action', action: { type: 'checkIn', reservationId: row._id, extendedTo: at(date, 23) } } },
      hostAction('markLate', row._id),
    ]);
    expect(results.map((result) => [result.status, (result.body as { error?: string }).error])).toEqual([
      [400, 'invalid_request'],
      [400, 'invalid_request'],
      [200, undefined],
    ]);
  });

  it('a malformed batch is refused whole with 400 invalid_request and changes nothing', async () => {
    const date = dayAhead(66);
    const [row] = (await foh.book(date, ['T3'], [18], [20])) as [ReservationDto];
    const valid = hostAction('checkIn', row._id);
    const before = await snapshotDatabase(server.database.db);
    const malformed: unknown[] = [
      {},
      { items: [] },
      { items: Array.from({ length: maxSyncBatchItems + 1 }, () => hostAction('markLate', row._id)) },
      { items: [valid, { ...valid, id: 'not-a-uuid' }] },
      { items: [valid, { id: valid.id }] },
      { items: [valid, { ...valid, command: 'checkIn' }] },
      { items: [valid, { ...valid, command: { type: 'checkIn', reservationId: row._id } }] },
      { items: [valid, 'POST /reservations/actions'] },
      // A command no route executes: the batch takes only the queue's commands.
      { items: [valid, { id: randomUUID(), command: { kind: 'createRole', name: 'Sneaky', permissions: ['ManageRoles'] } }] },
      { items: [valid, { id: randomUUID(), command: { kind: 'syncBatch', items: [] } }] },
      [valid],
    ];
    for (const body of malformed) {
      const reply = await foh.call('POST', '/api/sync/batch', body);
      expect([reply.statusCode, reply.json().error], JSON.stringify(body).slice(0, 120)).toEqual([400, 'invalid_request']);
    }
    expect(tableChanges(before, await snapshotDatabase(server.database.db))).toEqual([]);
  });

});
