// POST /api/sync/batch (docs/decisions/005, Sync) and who sends it: each item needs its own route's permission, the
// batch a member of the restaurant; an admin acting as the host, or a tablet signed in as a child user, acts as them.
import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { actionsLog } from '../../server/platform/db/schema';
import { demo } from '../support/test-server';
import { snapshotDatabase, tableChanges } from './api-surface';
import { at, dayAhead, type ReservationDto } from './front-of-house-kit';
import { overrideHeaders } from './override-kit';
import { hostAction, syncBatchServer, type Item } from './sync-batch-kit';

const { server, foh, batch, answered } = await syncBatchServer();

describe('POST /api/sync/batch', () => {
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
    const acted = await answered(items, { as: demo.admin, headers: { ...(await overrideHeaders(server.app, { kind: 'user', id: 'demo-host' })), 'x-restaurant-id': 'demo' } });
    expect((acted.results[0]?.body as { reservations: ReservationDto[] }).reservations[0]?.editorId).toBe('demo-host');
  });


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
