// Two tablets offline on the same booking (docs/decisions/005 rule 3): PUT /reservations with `changed` and
// `deviceTime` writes a named field only when it is that field's latest write — device time first, then the action id —
// so the outcome is the same whichever tablet reconnects first, and the same when both replay at once. The rule's
// edges (no `changed`, a clock ahead, the tables, refusals): ./reservation-edit-edges.test.ts.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { demo } from '../support/test-server';
import { at, frontOfHouseServer } from './front-of-house-kit';
import { minutesAgo, tabletEdit, tabletEdits } from './reservation-edit-kit';

const { server, foh } = await frontOfHouseServer();
const { send, sendOk, storedRow, logEntriesOf, booking, bothOrders } = tabletEdits(server, foh);

describe('PUT /api/reservations with changed and deviceTime', () => {
  it('the same field edited on two tablets: the later device time wins, whichever arrives first', async () => {
    const { forward, backward } = await bothOrders((row) => [
      tabletEdit(row, { note: 'Later edit' }, ['note'], minutesAgo(5), demo.host),
      tabletEdit(row, { note: 'Earlier edit' }, ['note'], minutesAgo(10), demo.owner),
    ]);
    expect(forward.note).toBe('Later edit');
    expect(backward.note).toBe('Later edit');
    const clock = (await storedRow(forward._id)).fieldClock;
    expect(Object.keys(clock)).toEqual(['note']);
    expect(Date.parse(clock.note?.at ?? '')).toBeLessThan(Date.now() - 4 * 60_000);
  });

  it('different fields edited on two tablets are both kept, whichever arrives first', async () => {
    const { forward, backward, date } = await bothOrders((row, day) => [
      tabletEdit(row, { note: 'Allergic to nuts', partySize: 6 }, ['note', 'partySize'], minutesAgo(10), demo.host),
      tabletEdit(row, { customer: { ...row.customer, name: 'Renamed Guest' }, startTime: at(day, 20), endTime: at(day, 22, 30) }, ['customer.name', 'startTime', 'endTime'], minutesAgo(5), demo.owner),
    ]);
    for (const [result, day] of [[forward, date[0]], [backward, date[1]]] as const) {
      expect(result).toMatchObject({ note: 'Allergic to nuts', partySize: 6, startTime: at(day, 20), endTime: at(day, 22, 30) });
      expect(result.customer.name).toBe('Renamed Guest');
    }
  });

  it('the time slot is one field: the later slot wins as a whole', async () => {
    const { forward, backward, date } = await bothOrders((row, day) => [
      tabletEdit(row, { startTime: at(day, 18), endTime: at(day, 23) }, ['startTime', 'endTime'], minutesAgo(10), demo.host),
      tabletEdit(row, { startTime: at(day, 20), endTime: at(day, 21) }, ['startTime', 'endTime'], minutesAgo(5), demo.owner),
    ]);
    expect([forward.startTime, forward.endTime]).toEqual([at(date[0], 20), at(date[0], 21)]);
    expect([backward.startTime, backward.endTime]).toEqual([at(date[1], 20), at(date[1], 21)]);
  });

  it('equal device times are decided by the action id', async () => {
    const deviceTime = minutesAgo(7);
    const { forward, backward } = await bothOrders((row) => {
      const [low, high] = [randomUUID(), randomUUID()].sort() as [string, string];
      return [tabletEdit(row, { note: 'Higher id' }, ['note'], deviceTime, demo.host, high), tabletEdit(row, { note: 'Lower id' }, ['note'], deviceTime, demo.owner, low)];
    });
    expect(forward.note).toBe('Higher id');
    expect(backward.note).toBe('Higher id');
  });

  it('a replayed edit is applied once and answers its first answer, even after a later edit', async () => {
    const { row } = await booking();
    const first = tabletEdit(row, { note: 'First', partySize: 3 }, ['note', 'partySize'], minutesAgo(10), demo.host);
    const later = tabletEdit(row, { note: 'Later' }, ['note'], minutesAgo(5), demo.owner);
    const answer = await sendOk(first);
    await sendOk(later);
    const replay = await send(first);
    expect([replay.statusCode, replay.headers['idempotent-replayed']]).toEqual([200, 'true']);
    expect(replay.json()).toEqual(answer.json());
    expect(await foh.get(row._id)).toMatchObject({ note: 'Later', partySize: 3 });
    expect(await logEntriesOf(first.key)).toBe(1);
    expect(await logEntriesOf(later.key)).toBe(1);
  });

  it('concurrent replays from two tablets end in the documented outcome, each edit applied once', async () => {
    for (let round = 0; round < 4; round++) {
      const { row } = await booking();
      const host = tabletEdit(row, { note: 'Host note', partySize: 5 }, ['note', 'partySize'], minutesAgo(10), demo.host);
      const owner = tabletEdit(row, { note: 'Owner note', customer: { ...row.customer, name: `Owner name ${round}` } }, ['note', 'customer.name'], minutesAgo(5), demo.owner);
      // Both tablets reconnect at once, and each resends its edit (a lost acknowledgement) while the first is in flight;
      // the later edit goes out first in every other round, so arrival order alone cannot give the documented outcome.
      const order = round % 2 === 0 ? [owner, host, owner, host] : [host, owner, host, owner];
      const replies = await Promise.all(order.map(send));
      expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200, 200]);
      expect(replies.filter((reply) => reply.headers['idempotent-replayed'] === 'true')).toHaveLength(2);
      const result = await foh.get(row._id);
      expect(result).toMatchObject({ note: 'Owner note', partySize: 5 });
      expect(result.customer.name).toBe(`Owner name ${round}`);
      expect(await logEntriesOf(host.key)).toBe(1);
      expect(await logEntriesOf(owner.key)).toBe(1);
    }
  });

});
