// Two tablets offline on the same booking (issue 7, docs/decisions/005 rule 3): PUT /reservations with `changed` and
// `deviceTime` writes a named field only when it is that field's latest write — device time first, then the action id —
// so the outcome is the same whichever tablet reconnects first, and the same when both replay at once. Fields an edit
// does not name keep the server's value; the tables are decided by the server as for any edit (rule 4).
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionsLog, reservations } from '../../server/platform/db/schema';
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

/** A device time `minutes` before now (an edit made offline a while ago). */
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

interface TabletEdit {
  key: string;
  body: Record<string, unknown>;
  /** Each tablet is its own staff member. */
  as: string;
}

/**
 * An edit through PUT /reservations with named fields: the booking as the server had it when the tablets went offline,
 * with the host's fields on top and named in `changed` (the sync batch's edit command is merged the same way).
 */
function tabletEdit(row: ReservationDto, fields: Record<string, unknown>, changed: string[], deviceTime: string, as: string = demo.host, key: string = randomUUID()): TabletEdit {
  const body = { _id: row._id, customer: row.customer, partySize: row.partySize, level: row.level, tableNumbers: [row.tableNumber], ...fields, changed, deviceTime };
  return { key, body, as };
}

const send = (edit: TabletEdit) => foh.call('PUT', '/api/reservations', edit.body, { as: edit.as, headers: { 'idempotency-key': edit.key } });

async function sendOk(edit: TabletEdit) {
  const reply = await send(edit);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply;
}

async function storedRow(id: string) {
  const [row] = await server.database.db.select().from(reservations).where(and(eq(reservations.restaurantId, 'demo'), eq(reservations.id, id)));
  if (!row) throw new Error(`no reservation ${id}`);
  return row;
}

const logEntriesOf = async (key: string) => (await server.database.db.select().from(actionsLog).where(eq(actionsLog.actionId, key))).length;

let nextDay = 40;
/** A fresh booking on its own day (tests never meet each other's rows). */
async function booking(extra: Record<string, unknown> = {}, tables = ['T3']) {
  const date = dayAhead(nextDay++);
  const [row] = (await foh.book(date, tables, [19], [21], { note: 'Original', ...extra })) as [ReservationDto];
  return { row, date };
}

/** Runs the same edits against two fresh bookings, in one arrival order and in the reverse one. */
async function bothOrders(
  make: (row: ReservationDto, date: string) => TabletEdit[],
  extra: Record<string, unknown> = {},
): Promise<{ forward: ReservationDto; backward: ReservationDto; date: [string, string] }> {
  const first = await booking(extra);
  for (const edit of make(first.row, first.date)) await sendOk(edit);
  const second = await booking(extra);
  for (const edit of make(second.row, second.date).reverse()) await sendOk(edit);
  return { forward: await foh.get(first.row._id), backward: await foh.get(second.row._id), date: [first.date, second.date] };
}

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

  it('an edit sent without changed is applied as it arrives and dates what it changed by the server clock', async () => {
    const { row } = await booking();
    const online = await foh.call('PUT', '/api/reservations', { _id: row._id, customer: row.customer, partySize: row.partySize, level: 'Terrace', tableNumbers: ['T3'], note: 'Online' });
    expect(online.statusCode, online.body).toBe(200);
    const clock = (await storedRow(row._id)).fieldClock;
    // the plain edit changed the note only: the guest fields it sent unchanged are not dated
    expect(Object.keys(clock)).toEqual(['note']);
    // made offline before the online edit, arriving after it: the note stays the online one, the party size is taken
    await sendOk(tabletEdit(row, { note: 'Offline', partySize: 8 }, ['note', 'partySize'], minutesAgo(3)));
    expect(await foh.get(row._id)).toMatchObject({ note: 'Online', partySize: 8 });
  });

  it('a device time ahead of the server is taken as the server time', async () => {
    const { row } = await booking();
    const tomorrow = new Date(Date.now() + 24 * 3_600_000).toISOString();
    const before = Date.now();
    await sendOk(tabletEdit(row, { note: 'Clock a day ahead' }, ['note'], tomorrow, demo.owner));
    const stamped = Date.parse((await storedRow(row._id)).fieldClock.note?.at ?? '');
    expect(stamped).toBeGreaterThanOrEqual(before);
    expect(stamped).toBeLessThanOrEqual(Date.now());
    // an edit made after it arrived (by an honest clock) wins, as it would have without the fast clock
    await sendOk(tabletEdit(row, { note: 'Made afterwards' }, ['note'], new Date(Date.now() + 1).toISOString(), demo.host));
    expect((await foh.get(row._id)).note).toBe('Made afterwards');
  });

  it('the tables are decided by the server: a move applies even when the edit loses every field it names', async () => {
    const { row } = await booking();
    await sendOk(tabletEdit(row, { note: 'Later note' }, ['note'], minutesAgo(5), demo.host));
    await sendOk({ ...tabletEdit(row, { note: 'Earlier note', tableNumbers: ['T6'] }, ['note'], minutesAgo(10), demo.owner) });
    expect(await foh.get(row._id)).toMatchObject({ note: 'Later note', tableNumber: 'T6' });
  });

  it('a losing edit that changes nothing logs nothing', async () => {
    const { row } = await booking();
    await sendOk(tabletEdit(row, { note: 'Later note' }, ['note'], minutesAgo(5), demo.host));
    const losing = tabletEdit(row, { note: 'Earlier note' }, ['note'], minutesAgo(10), demo.owner);
    await sendOk(losing);
    expect(await logEntriesOf(losing.key)).toBe(0);
    expect((await foh.get(row._id)).note).toBe('Later note');
  });

  it('refuses malformed changed and deviceTime with 400 invalid_request and changes nothing', async () => {
    const { row, date } = await booking();
    const base = tabletEdit(row, { note: 'x' }, ['note'], minutesAgo(1)).body;
    const cases: [string, Record<string, unknown>, Record<string, string>?][] = [
      ['an unknown field', { ...base, changed: ['note', 'tableNumbers'] }],
      ['changed not a list', { ...base, changed: 'note' }],
      ['deviceTime not an instant', { ...base, deviceTime: 'yesterday evening' }],
      ['deviceTime without a zone', { ...base, deviceTime: '2026-11-20T19:00:00' }],
      ['changed without deviceTime', { ...base, deviceTime: undefined }],
      ['deviceTime without changed', { ...base, changed: undefined }],
      ['a named note that is not sent', { ...base, note: undefined }],
      ['half a time slot', { ...base, changed: ['startTime'], startTime: at(date, 20) }],
      ['no Idempotency-Key', base, {}],
    ];
    for (const [what, body, headers] of cases) {
      const before = await snapshotDatabase(server.database.db);
      const reply = await foh.call('PUT', '/api/reservations', body, { headers: headers ?? { 'idempotency-key': randomUUID() } });
      expect([reply.statusCode, reply.json().error], `${what}: ${reply.body}`).toEqual([400, 'invalid_request']);
      expect(tableChanges(before, await snapshotDatabase(server.database.db)), what).toEqual([]);
    }
    const unknown = await foh.call('PUT', '/api/reservations', { ...base, changed: ['tableNumbers'] }, { headers: { 'idempotency-key': randomUUID() } });
    expect(unknown.json().message).toMatch(/changed/);
    const keyless = await foh.call('PUT', '/api/reservations', base);
    expect(keyless.json().message).toMatch(/Idempotency-Key/);
  });
});
