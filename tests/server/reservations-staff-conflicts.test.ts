// Staff reservations that meet another (spec §3/§5/§7): an occupied table is refused unless overridden, and the override
// leaves a collision; a client-generated id is kept once; an Idempotency-Key applies a create once; another
// restaurant's staff neither see nor change `demo`'s reservations.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appliedActions, reservations } from '../../server/platform/db/schema';
import { demo } from '../support/test-server';
import { at, dayAhead, frontOfHouseServer, type ReservationDto } from './front-of-house-kit';

const { server, foh, expectUnchanged, tableId } = await frontOfHouseServer();

describe('POST /api/reservations', () => {
  it('refuses an occupied table (409 table_occupied, Table AlreadyExists) unless allowOverlap; the overlap is a collision', async () => {
    const date = dayAhead(22);
    const [first] = (await foh.book(date, ['T6'], [18], [20])) as [ReservationDto];
    const clash = { customer: { name: foh.guest('Clash') }, level: 'Terrace', tableNumbers: ['T6'], startTime: at(date, 19), endTime: at(date, 21) };
    const refused = await expectUnchanged(() => foh.call('POST', '/api/reservations', clash));
    expect([refused.statusCode, refused.json().error]).toEqual([409, 'table_occupied']);
    expect(refused.json().fieldErrors[0]).toMatchObject({ field: 'Table', kind: 'AlreadyExists' });
    // The reason travels as data for the screens to word; what holds the table travels as collisions.
    expect(refused.json().params).toEqual({ reason: 'table_taken' });
    expect(refused.json().collisions[0]).toMatchObject({ tableNumber: 'T6', kind: 'reservations' });

    const list = await foh.create({ ...clash, allowOverlap: true });
    const forced = list.find((row) => row.customer.name === clash.customer.name) as ReservationDto;
    expect(forced.allowOverlap).toBe(true);
    // the first booking stays in the exclusion constraint
    expect((await foh.get(first._id)).allowOverlap).toBe(false);

    const collisions = await foh.call('GET', `/api/collisions?date=${date}`);
    expect(collisions.statusCode, collisions.body).toBe(200);
    expect(collisions.json().items).toContainEqual({
      kind: 'reservations',
      level: 'Terrace',
      tableNumber: 'T6',
      reservationIds: [first._id, forced._id],
      start: at(date, 19),
      end: at(date, 20),
    });
    expect(Object.keys(collisions.json().reservations).sort()).toEqual([first._id, forced._id].sort());
    // without a date: from today on
    const upcoming = await foh.call('GET', '/api/collisions');
    expect(upcoming.json().items.some((c: { reservationIds?: string[] }) => c.reservationIds?.includes(forced._id))).toBe(true);
  });

  it('a client-generated _id is kept; the same _id again is a conflict', async () => {
    const date = dayAhead(23);
    const id = randomUUID();
    const body = { _id: id, customer: { name: foh.guest('Offline') }, level: 'Terrace', tableNumbers: ['T9'], startTime: at(date, 12), endTime: at(date, 14) };
    const list = await foh.create(body);
    expect(list.find((row) => row._id === id)).toBeTruthy();
    const again = await expectUnchanged(() => foh.call('POST', '/api/reservations', { ...body, startTime: at(date, 18), endTime: at(date, 20) }));
    expect([again.statusCode, again.json().error]).toEqual([409, 'conflict']);
  });

  it('with an Idempotency-Key a repeated create is applied once and answered the same', async () => {
    const date = dayAhead(24);
    const key = randomUUID();
    const body = { customer: { name: foh.guest('Retry') }, level: 'Terrace', tableNumbers: ['T10'], startTime: at(date, 12), endTime: at(date, 14) };
    const first = await foh.call('POST', '/api/reservations', body, { headers: { 'idempotency-key': key } });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const replay = await expectUnchanged(() => foh.call('POST', '/api/reservations', body, { headers: { 'idempotency-key': key } }));
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    const rows = await server.database.db.select().from(reservations).where(eq(reservations.customerName, body.customer.name));
    expect(rows).toHaveLength(1);
    const [stored] = await server.database.db.select().from(appliedActions).where(eq(appliedActions.id, key));
    expect(stored).toMatchObject({ restaurantId: 'demo', status: 200, userId: 'demo-host' });

    const reused = await expectUnchanged(() => foh.call('POST', '/api/reservations', { ...body, partySize: 3 }, { headers: { 'idempotency-key': key } }));
    expect([reused.statusCode, reused.json().error]).toEqual([409, 'idempotency_key_reused']);
    const malformed = await foh.call('POST', '/api/reservations', body, { headers: { 'idempotency-key': 'not-a-uuid' } });
    expect([malformed.statusCode, malformed.json().error]).toEqual([400, 'invalid_request']);
  });
});

describe('tenant isolation', () => {
  it("another restaurant's staff neither see nor change demo's reservations", async () => {
    const date = dayAhead(31);
    const [row] = (await foh.book(date, ['T7'], [12], [14])) as [ReservationDto];
    const owner2 = { as: demo.owner2 };
    await expectUnchanged(async () => {
      expect((await foh.call('GET', `/api/reservations/${row._id}`, undefined, owner2)).statusCode).toBe(404);
      expect((await foh.action('checkIn', row._id, randomUUID(), demo.owner2)).statusCode).toBe(404);
      expect((await foh.call('DELETE', `/api/reservations/${row._id}`, undefined, owner2)).statusCode).toBe(404);
      expect((await foh.call('POST', `/api/reservations/${row._id}/checkin`, { checkedIn: true }, owner2)).statusCode).toBe(404);
      const put = await foh.call('PUT', '/api/reservations', { _id: row._id, customer: row.customer, level: 'Main', tableNumbers: ['1'] }, owner2);
      expect(put.statusCode).toBe(404);
      const swap = await foh.call('POST', '/api/reservations/swap', { reservationIdA: row._id, tableId: await tableId('Terrace', 'T1') }, owner2);
      expect(swap.statusCode).toBe(404);
      const list = await foh.call('GET', `/api/reservations/mapped?date=${date}`, undefined, owner2);
      expect(list.json()[row._id]).toBeUndefined();
      const search = await foh.call('GET', `/api/reservations/search?customerName=${encodeURIComponent(row.customer.name)}`, undefined, owner2);
      expect(search.json().items).toEqual([]);
    });
    // The same action id in two restaurants names two different actions.
    const actionId = randomUUID();
    const demo2Row = await server.call({
      method: 'POST',
      url: '/api/reservations',
      as: demo.owner2,
      payload: { customer: { name: 'Demo2 Guest' }, level: 'Main', tableNumbers: ['1'], startTime: at(date, 18), endTime: at(date, 20) },
      headers: { 'idempotency-key': actionId },
    });
    expect(demo2Row.statusCode, demo2Row.body).toBe(200);
    const demoRow = await foh.call('POST', '/api/reservations', { customer: { name: 'Demo Guest' }, level: 'Terrace', tableNumbers: ['T8'], startTime: at(date, 18), endTime: at(date, 20) }, { headers: { 'idempotency-key': actionId } });
    expect(demoRow.statusCode, demoRow.body).toBe(200);
    expect(demoRow.headers['idempotent-replayed']).toBeUndefined();
  });
});
