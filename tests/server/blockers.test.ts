// Blockers (spec §3/§5/§7): update by path or by the body's _id, refusals, a blocker over a reservation (a collision),
// idempotent creation and isolation per restaurant; every change is logged. What blockers take out of the published
// availability: ./blockers-availability.test.ts.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { actionsLog, blockers } from '../../server/platform/db/schema';
import { demo } from '../support/test-server';
import { blockerClient, type BlockerDto } from './blockers-kit';
import { at, dayAhead, frontOfHouseServer, type ReservationDto } from './front-of-house-kit';

const { server, foh, expectUnchanged } = await frontOfHouseServer();
const { createBlocker } = blockerClient(foh);

describe('blockers', () => {
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
