// POST /api/sync/batch (docs/decisions/005, Sync): the offline queue's commands in one request, each item answered as
// its own route answers it — in order, each in its own transaction with its own idempotency record, each with its own
// route's permission — a retryable answer stopping the batch, and the batch's announcements made once at its end.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { maxSyncBatchItems } from '../../core/schemas/sync-batch';
import { actionsLog, appliedActions } from '../../server/platform/db/schema';
import type { RestaurantChange } from '../../server/modules/live/change-feed';
import { createTestServer, demo, type TestServer } from '../support/test-server';
import { snapshotDatabase, tableChanges } from './api-surface';
import { at, dayAhead, fohClient, type ReservationDto } from './front-of-house-kit';

let server: TestServer;
let foh: ReturnType<typeof fohClient>;
beforeAll(async () => {
  server = await createTestServer();
  foh = fohClient(server);
});
afterAll(() => server.close());

interface Item {
  id: string;
  command: { kind: string } & Record<string, unknown>;
}
interface Result {
  id: string;
  status: number;
  body: unknown;
  replayed: boolean;
}

/** A host action as the tablet queues it: its id is the action id. */
const hostAction = (type: string, reservationId: string, id = randomUUID()): Item => ({ id, command: { kind: 'action', action: { type, reservationId } } });
/** The single route's body for a host action item. */
const actionBody = (item: Item) => ({ actionId: item.id, action: item.command.action });

async function batch(items: Item[], options: { as?: string; headers?: Record<string, string> } = {}) {
  const reply = await foh.call('POST', '/api/sync/batch', { items }, options);
  return reply;
}

async function answered(items: Item[], options: { as?: string; headers?: Record<string, string> } = {}): Promise<{ results: Result[]; notApplied: string[] }> {
  const reply = await batch(items, options);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json() as { results: Result[]; notApplied: string[] };
}

const appliedCount = async (ids: string[]) =>
  (await server.database.db.select({ id: appliedActions.id }).from(appliedActions).where(and(eq(appliedActions.restaurantId, 'demo'), inArray(appliedActions.id, ids)))).length;

const statusesOf = (results: Result[]) => results.map((result) => result.status);

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

  it('a refused item changes nothing and keeps nothing; the items after it are applied', async () => {
    const date = dayAhead(62);
    const [a] = (await foh.book(date, ['T1'], [12], [14])) as [ReservationDto];
    const [short] = (await foh.book(date, ['T2'], [12], [14])) as [ReservationDto];
    await foh.book(date, ['T2'], [14, 10], [16]);
    const [c] = (await foh.book(date, ['T3'], [12], [14])) as [ReservationDto];
    const items = [hostAction('checkIn', a._id), hostAction('extend', short._id), hostAction('checkIn', c._id)];
    const { results, notApplied } = await answered(items);
    expect(statusesOf(results)).toEqual([200, 409, 200]);
    expect(results[1]?.body).toMatchObject({ error: 'extension_blocked' });
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

  it('each item needs its own route’s permission; the batch needs a member of the restaurant', async () => {
    const date = dayAhead(64);
    const [row] = (await foh.book(date, ['T1'], [18], [20])) as [ReservationDto];
    const roles = await foh.call('GET', '/api/roles/host', undefined, { as: demo.owner });
    const { name, permissions } = roles.json() as { name: string; permissions: string[] };
    const withoutBlockers = permissions.filter((permission) => permission !== 'ManageBlockers');
    expect((await foh.call('PUT', '/api/roles/host', { name, permissions: withoutBlockers }, { as: demo.owner })).statusCode).toBe(200);
    try {
      const blocker: Item = { id: randomUUID(), command: { kind: 'createBlocker', input: { start: at(date, 9), end: at(date, 10), level: 'Terrace', note: 'Not allowed' } } };
      const before = await snapshotDatabase(server.database.db);
      const { results } = await answered([blocker, hostAction('checkIn', row._id)]);
      expect(results.map((result) => [result.status, (result.body as { error?: string }).error])).toEqual([
        [403, 'missing_permission'],
        [200, undefined],
      ]);
      expect(tableChanges(before, await snapshotDatabase(server.database.db)).map((change) => change.table)).not.toContain('blockers');
    } finally {
      await foh.call('PUT', '/api/roles/host', { name, permissions }, { as: demo.owner });
    }

    const items = [hostAction('markLate', row._id)];
    const before = await snapshotDatabase(server.database.db);
    const stranger = await batch(items, { as: demo.owner2, headers: { 'x-restaurant-id': 'demo' } });
    expect([stranger.statusCode, stranger.json().error]).toEqual([403, 'access_denied']);
    // In its own restaurant, another restaurant's booking is unknown to each item.
    const [own] = (await answered([hostAction('markLate', row._id)], { as: demo.owner2 })).results;
    expect([own?.status, (own?.body as { error?: string }).error]).toEqual([404, 'not_found']);
    const anonymous = await server.call({ method: 'POST', url: '/api/sync/batch', headers: { 'x-restaurant-id': 'demo' }, payload: { items } });
    expect([anonymous.statusCode, anonymous.json().error]).toEqual([401, 'invalid_auth_header']);
    expect(tableChanges(before, await snapshotDatabase(server.database.db))).toEqual([]);

    // An admin acting as the host: every item acts as the host.
    const acted = await answered(items, { as: demo.admin, headers: { 'x-admin-user-override': 'demo-host', 'x-restaurant-id': 'demo' } });
    expect((acted.results[0]?.body as { reservations: ReservationDto[] }).reservations[0]?.editorId).toBe('demo-host');
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
  it('a tablet signed in as a child user: every item acts as the child', async () => {
    const date = dayAhead(68);
    const [row] = (await foh.book(date, ['T1'], [20], [22])) as [ReservationDto];
    const [other] = (await foh.book(date, ['T2'], [20], [22])) as [ReservationDto];
    const made = await foh.call('POST', '/api/users/children', { displayName: 'Tablet Kim', pin: '2468', roleId: 'host' }, { as: demo.owner });
    expect(made.statusCode, made.body).toBe(201);
    const childId = (made.json() as { _id: string })._id;
    const signedIn = await foh.call('POST', '/api/users/authenticate', { userId: childId, pin: '2468' }, { as: demo.owner });
    const headers = { 'x-child-session': (signedIn.json() as { childSession: string }).childSession };
    const items = [hostAction('checkIn', row._id), hostAction('checkIn', other._id)];
    const { results } = await answered(items, { as: demo.owner, headers });
    expect(results.map((result) => [result.status, (result.body as { reservations: ReservationDto[] }).reservations[0]?.editorId])).toEqual([
      [200, childId],
      [200, childId],
    ]);
    const logged = await server.database.db.select({ userId: actionsLog.userId }).from(actionsLog).where(inArray(actionsLog.actionId, items.map((item) => item.id)));
    expect(logged.map((entry) => entry.userId)).toEqual([childId, childId]);
    // Without the child's session the parent is asked to pick a user first: the batch is not let in.
    const pending = await batch([hostAction('checkOut', row._id)], { as: demo.owner });
    expect([pending.statusCode, pending.json().error]).toEqual([403, 'access_denied']);
  });
});
