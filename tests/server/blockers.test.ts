// Blockers (issue 6, spec §3/§5/§7): create, update (by path or by the body's _id), delete, list, mapped and matrix by
// date; scope whole restaurant, area or tables; they take slots out of the published availability, show under
// collisions when placed over a reservation, are logged and isolated per restaurant.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionsLog, blockers } from '../../server/platform/db/schema';
import { createTestServer, demo, type TestServer } from '../support/test-server';
import { snapshotDatabase, tableChanges } from './api-surface';
import { at, dayAhead, fohClient, type ReservationDto } from './front-of-house-kit';

interface BlockerDto {
  _id: string;
  start: string;
  end: string;
  level: string | null;
  tableNumbers: string[];
  note: string | null;
  createdBy: string | null;
}
type Availability = { availability: Record<string, Record<string, Record<string, number[]>>> };

let server: TestServer;
let foh: ReturnType<typeof fohClient>;
beforeAll(async () => {
  server = await createTestServer();
  foh = fohClient(server);
});
afterAll(() => server.close());

async function createBlocker(body: Record<string, unknown>, headers?: Record<string, string>): Promise<BlockerDto> {
  const reply = await foh.call('POST', '/api/blockers', body, headers ? { headers } : {});
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json() as BlockerDto;
}

async function expectUnchanged<T>(run: () => Promise<T>): Promise<T> {
  const before = await snapshotDatabase(server.database.db);
  const result = await run();
  expect(tableChanges(before, await snapshotDatabase(server.database.db))).toEqual([]);
  return result;
}

/** The published availability file once every publish has caught up. */
async function published(): Promise<Availability> {
  await server.app.services.publishing.settled('demo');
  const reply = await server.app.inject({ method: 'GET', url: '/files/availability/demo.json' });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json() as Availability;
}

describe('blockers', () => {
  it('a whole-restaurant blocker takes the slot out of the published availability; deleting it gives it back', async () => {
    const date = dayAhead(3);
    await server.app.services.publishing.publishRestaurant('demo');
    expect(Object.keys((await published()).availability[date]?.Terrace ?? {})).toContain('720-840');
    const blocker = await createBlocker({ start: at(date, 12), end: at(date, 14), note: 'Private event' });
    expect(blocker).toMatchObject({ level: null, tableNumbers: [], note: 'Private event', createdBy: 'demo-host' });
    const blocked = await published();
    expect(blocked.availability[date]?.Terrace?.['720-840'] ?? []).toEqual([]);
    expect(blocked.availability[date]?.['Dining Room']?.['720-840'] ?? []).toEqual([]);
    expect((blocked.availability[date]?.Terrace?.['1080-1200'] ?? []).length).toBeGreaterThan(0);

    const removed = await foh.call('DELETE', `/api/blockers/${blocker._id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await published()).availability[date]?.Terrace?.['720-840']?.length).toBeGreaterThan(0);
  });

  it('an area blocker and a table blocker cover only their tables', async () => {
    const date = dayAhead(4);
    await createBlocker({ start: at(date, 18), end: at(date, 22), level: 'Terrace' });
    await createBlocker({ start: at(date, 12), end: at(date, 14), level: 'Dining Room', tableNumbers: ['11'] });
    const file = await published();
    expect(file.availability[date]?.Terrace?.['1080-1200'] ?? []).toEqual([]);
    expect(file.availability[date]?.['Dining Room']?.['1050-1170']?.length).toBeGreaterThan(0);
    // table 11 seats 8–12; the largest party the room can still take at noon is smaller
    expect(Math.max(...(file.availability[date]?.['Dining Room']?.['720-840'] ?? [0]))).toBeLessThan(12);

    const matrix = await foh.call('GET', `/api/blockers/matrix?date=${date}`);
    expect(matrix.statusCode, matrix.body).toBe(200);
    const tables = matrix.json().tables as { level: string; tableNumber: string; cells: { state: string; start: string; end: string }[] }[];
    const t1 = tables.find((t) => t.tableNumber === 'T1');
    expect(t1?.cells).toContainEqual(expect.objectContaining({ state: 'blocker', start: at(date, 18), end: at(date, 22) }));
    const eleven = tables.find((t) => t.tableNumber === '11');
    expect(eleven?.cells).toContainEqual(expect.objectContaining({ state: 'blocker', start: at(date, 12), end: at(date, 14) }));
    expect(tables.find((t) => t.tableNumber === '10')?.cells.some((c) => c.state === 'blocker')).toBe(false);
    expect(matrix.json().reservations).toBeUndefined();

    const list = await foh.call('GET', `/api/blockers?date=${date}`);
    expect((list.json().items as BlockerDto[]).map((b) => b.level).sort()).toEqual(['Dining Room', 'Terrace']);
    const mapped = await foh.call('GET', `/api/blockers/mapped?date=${date}`);
    expect(Object.values(mapped.json() as Record<string, BlockerDto>).map((b) => b.level).sort()).toEqual(['Dining Room', 'Terrace']);
    const upcoming = await foh.call('GET', '/api/blockers');
    expect((upcoming.json().items as BlockerDto[]).length).toBeGreaterThanOrEqual(2);
  });

  it('updates by path or by the body _id ("Cant update a blocker without an _id"), logging before and after', async () => {
    const date = dayAhead(5);
    const blocker = await createBlocker({ start: at(date, 12), end: at(date, 13), level: 'Terrace', tableNumbers: ['T1'] });
    const byPath = await foh.call('PUT', `/api/blockers/${blocker._id}`, { start: at(date, 12), end: at(date, 15), level: 'Terrace', tableNumbers: ['T1', 'T2'] });
    expect(byPath.statusCode, byPath.body).toBe(200);
    expect(byPath.json()).toMatchObject({ _id: blocker._id, end: at(date, 15), tableNumbers: ['T1', 'T2'] });
    const byBody = await foh.call('PUT', '/api/blockers', { _id: blocker._id, start: at(date, 12), end: at(date, 16), level: null });
    expect(byBody.statusCode, byBody.body).toBe(200);
    expect(byBody.json()).toMatchObject({ end: at(date, 16), level: null, tableNumbers: [] });
    const withoutId = await expectUnchanged(() => foh.call('PUT', '/api/blockers', { start: at(date, 12), end: at(date, 16) }));
    expect([withoutId.statusCode, withoutId.json().message]).toEqual([400, 'Cant update a blocker without an _id']);
    const mismatch = await expectUnchanged(() => foh.call('PUT', `/api/blockers/${blocker._id}`, { _id: randomUUID(), start: at(date, 12), end: at(date, 16) }));
    expect(mismatch.statusCode).toBe(400);

    const log = await server.database.db.select().from(actionsLog).where(eq(actionsLog.entityId, blocker._id));
    expect(log.map((entry) => entry.action).sort()).toEqual(['createBlocker', 'updateBlocker', 'updateBlocker']);
    const widened = log.find((entry) => entry.action === 'updateBlocker' && (entry.after as BlockerDto).level === null);
    expect((widened?.before as BlockerDto).tableNumbers).toEqual(['T1', 'T2']);
  });

  it('refuses a blocker that ends before it starts, names an unknown area or table, or has tables without an area', async () => {
    const date = dayAhead(6);
    await expectUnchanged(async () => {
      for (const body of [
        { start: at(date, 14), end: at(date, 12) },
        { start: at(date, 12), end: at(date, 14), level: 'Rooftop' },
        { start: at(date, 12), end: at(date, 14), level: 'Terrace', tableNumbers: ['T99'] },
        { start: at(date, 12), end: at(date, 14), tableNumbers: ['T1'] },
      ]) {
        const reply = await foh.call('POST', '/api/blockers', body);
        expect([reply.statusCode, reply.json().error], JSON.stringify(body)).toEqual([400, 'invalid_request']);
      }
      expect((await foh.call('DELETE', '/api/blockers/no-such-blocker')).statusCode).toBe(404);
      expect((await foh.call('PUT', '/api/blockers/no-such-blocker', { start: at(date, 12), end: at(date, 14) })).statusCode).toBe(404);
    });
  });

  it('a blocker over a reservation is allowed and listed under collisions; staff then need the override there', async () => {
    const date = dayAhead(7);
    const [row] = (await foh.book(date, ['T3'], [12], [14])) as [ReservationDto];
    const blocker = await createBlocker({ start: at(date, 13), end: at(date, 16), level: 'Terrace', tableNumbers: ['T3'] });
    const collisions = await foh.call('GET', `/api/collisions?date=${date}`);
    expect(collisions.json().items).toContainEqual({
      kind: 'blocker',
      level: 'Terrace',
      tableNumber: 'T3',
      reservationId: row._id,
      blockerId: blocker._id,
      start: at(date, 13),
      end: at(date, 14),
    });
    expect(collisions.json().blockers[blocker._id]).toMatchObject({ _id: blocker._id });
    const walkIn = { customer: { name: foh.guest() }, level: 'Terrace', tableNumbers: ['T3'], startTime: at(date, 14), endTime: at(date, 15) };
    const refused = await foh.call('POST', '/api/reservations', walkIn);
    expect([refused.statusCode, refused.json().error]).toEqual([409, 'table_occupied']);
    const forced = await foh.call('POST', '/api/reservations', { ...walkIn, allowOverlap: true });
    expect(forced.statusCode, forced.body).toBe(200);
    // a blocker is no reservation: the row stays in the exclusion constraint
    expect((forced.json() as ReservationDto[]).find((r) => r.customer.name === walkIn.customer.name)?.allowOverlap).toBe(false);
  });

  it('is applied once per Idempotency-Key and isolated per restaurant', async () => {
    const date = dayAhead(8);
    const key = randomUUID();
    const body = { start: at(date, 9), end: at(date, 10), level: 'Terrace' };
    const first = await createBlocker(body, { 'idempotency-key': key });
    const replay = await foh.call('POST', '/api/blockers', body, { headers: { 'idempotency-key': key } });
    expect([replay.statusCode, replay.headers['idempotent-replayed']]).toEqual([201, 'true']);
    expect(replay.json()).toEqual(first);
    const rows = await server.database.db.select().from(blockers).where(eq(blockers.start, new Date(body.start)));
    expect(rows).toHaveLength(1);

    const owner2 = { as: demo.owner2 };
    await expectUnchanged(async () => {
      expect((await foh.call('DELETE', `/api/blockers/${first._id}`, undefined, owner2)).statusCode).toBe(404);
      expect((await foh.call('PUT', `/api/blockers/${first._id}`, body, owner2)).statusCode).toBe(404);
      const list = await foh.call('GET', `/api/blockers?date=${date}`, undefined, owner2);
      expect(list.json().items).toEqual([]);
    });
  });
});
