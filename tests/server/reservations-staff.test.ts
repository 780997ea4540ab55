// Staff reservations (issue 6, spec §3/§5/§7): create and edit with the form's field errors and defaults, extra
// tables as linked reservations, the override onto an occupied table and the collisions it leaves, swap, the lists
// (paged, by table, search, mapped, matrix), idempotent creation and tenant isolation.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionsLog, appliedActions, diningTables, reservations } from '../../server/platform/db/schema';
import { createTestServer, demo, type TestServer } from '../support/test-server';
import { snapshotDatabase, tableChanges } from './api-surface';
import { at, dayAhead, fohClient, type FieldErrorDto, type ReservationDto } from './front-of-house-kit';

let server: TestServer;
let foh: ReturnType<typeof fohClient>;
beforeAll(async () => {
  server = await createTestServer();
  foh = fohClient(server);
});
afterAll(() => server.close());

async function tableId(level: string, tableNumber: string): Promise<string> {
  const [row] = await server.database.db
    .select()
    .from(diningTables)
    .where(and(eq(diningTables.restaurantId, 'demo'), eq(diningTables.level, level), eq(diningTables.tableNumber, tableNumber)));
  if (!row) throw new Error(`no table ${level} ${tableNumber}`);
  return row.id;
}

const rowsOf = (id: string) =>
  server.database.db
    .select()
    .from(reservations)
    .where(eq(reservations.restaurantId, 'demo'))
    .then((rows) => rows.filter((row) => row.id === id || row.linkedReservationId === id));

/** A refused request changes no table at all (the actions log and applied_actions included). */
async function expectUnchanged<T>(run: () => Promise<T>): Promise<T> {
  const before = await snapshotDatabase(server.database.db);
  const result = await run();
  expect(tableChanges(before, await snapshotDatabase(server.database.db))).toEqual([]);
  return result;
}

describe('POST /api/reservations', () => {
  it('creates a walk-in with the defaults (party of 2, now, two hours) and answers the day list', async () => {
    const name = foh.guest('Walk-in');
    const before = Date.now();
    const list = await foh.create({ customer: { name }, level: 'Terrace', tableNumbers: ['T7'], allowOverlap: true });
    const mine = list.find((row) => row.customer.name === name) as ReservationDto;
    expect(mine).toMatchObject({ partySize: 2, level: 'Terrace', tableNumber: 'T7', creatorId: 'demo-host', linkedReservationId: null, deletedAt: null });
    expect(Date.parse(mine.startTime)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(mine.endTime) - Date.parse(mine.startTime)).toBe(2 * 3_600_000);
    expect(mine.originalStartTime).toBe(mine.startTime);
    // spec §3: createdAt in UTC with seconds and milliseconds zeroed
    expect(mine.createdAt).toMatch(/:00\.000Z$/);
    // the day list holds the live reservations of the start's local day
    expect(list.every((row) => row.deletedAt === null)).toBe(true);
    expect(list.some((row) => row.customer.name === 'Giulia Rossi')).toBe(true);
  });

  it('books extra tables as linked reservations, with guest details, colour, note and language', async () => {
    const date = dayAhead(20);
    const name = foh.guest('Party');
    const rows = await foh.book(date, ['T4', 'T5'], [12], [14], {
      partySize: 7,
      customer: { name, phone: '+49 30 555 01', email: 'Party@Example.test' },
      color: '#336699',
      note: 'Birthday',
      language: 'es',
    });
    const [primary, linked] = rows as [ReservationDto, ReservationDto];
    expect(primary).toMatchObject({ tableNumber: 'T4', linkedReservationId: null, partySize: 7, color: '#336699', note: 'Birthday', language: 'es' });
    expect(primary.customer).toEqual({ name, phone: '+49 30 555 01', email: 'party@example.test' });
    expect(linked).toMatchObject({ tableNumber: 'T5', linkedReservationId: primary._id, startTime: primary.startTime, endTime: at(date, 14) });
    const logged = await server.database.db.select().from(actionsLog).where(eq(actionsLog.restaurantId, 'demo'));
    const created = logged.filter((entry) => entry.action === 'createReservation' && [primary._id, linked._id].includes(entry.entityId ?? ''));
    expect(created).toHaveLength(2);
    expect(created.every((entry) => entry.userId === 'demo-host' && entry.before === null)).toBe(true);
  });

  it('answers the form field errors of spec §5 (MissingValue, InvalidFormat, Other) and changes nothing', async () => {
    const date = dayAhead(21);
    const valid = { customer: { name: 'Form Guest' }, level: 'Terrace', tableNumbers: ['T1'], startTime: at(date, 12), endTime: at(date, 14) };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...valid, customer: {} }, 'Name', 'MissingValue'],
      [{ ...valid, customer: { name: '   ' } }, 'Name', 'MissingValue'],
      [{ ...valid, partySize: null }, 'PartySize', 'MissingValue'],
      [{ ...valid, partySize: 'four' }, 'PartySize', 'InvalidFormat'],
      [{ ...valid, partySize: 0 }, 'PartySize', 'InvalidFormat'],
      [{ ...valid, customer: { name: 'X', email: 'not-an-email' } }, 'Email', 'InvalidFormat'],
      [{ ...valid, customer: { name: 'X', phone: 'call me' } }, 'PhoneNumber', 'InvalidFormat'],
      [{ ...valid, note: 'n'.repeat(1001) }, 'Note', 'InvalidFormat'],
      [{ ...valid, startTime: 'tomorrow' }, 'Timeslot', 'InvalidFormat'],
      [{ ...valid, endTime: at(date, 11) }, 'Timeslot', 'InvalidFormat'],
      [{ ...valid, level: undefined }, 'Area', 'MissingValue'],
      [{ ...valid, level: 'Rooftop' }, 'Area', 'Other'],
      [{ ...valid, tableNumbers: [] }, 'Table', 'MissingValue'],
      [{ ...valid, tableNumbers: ['T99'] }, 'Table', 'Other'],
      [{ ...valid, tableNumbers: ['T1', 'T1'] }, 'Table', 'InvalidFormat'],
    ];
    await expectUnchanged(async () => {
      for (const [body, field, kind] of cases) {
        const reply = await foh.call('POST', '/api/reservations', body);
        expect([reply.statusCode, reply.json().error], JSON.stringify(body).slice(0, 120)).toEqual([400, 'invalid_request']);
        const errors = reply.json().fieldErrors as FieldErrorDto[];
        expect(errors[0], `${field} ${kind}`).toMatchObject({ field, kind });
      }
    });
  });

  it('refuses an occupied table (409 table_occupied, Table AlreadyExists) unless allowOverlap; the overlap is a collision', async () => {
    const date = dayAhead(22);
    const [first] = (await foh.book(date, ['T6'], [18], [20])) as [ReservationDto];
    const clash = { customer: { name: foh.guest('Clash') }, level: 'Terrace', tableNumbers: ['T6'], startTime: at(date, 19), endTime: at(date, 21) };
    const refused = await expectUnchanged(() => foh.call('POST', '/api/reservations', clash));
    expect([refused.statusCode, refused.json().error]).toEqual([409, 'table_occupied']);
    expect(refused.json().fieldErrors[0]).toMatchObject({ field: 'Table', kind: 'AlreadyExists' });

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

describe('PUT /api/reservations', () => {
  it('moves the booking in time and tables: kept tables keep their rows, a dropped one is soft-deleted, a new one linked', async () => {
    const date = dayAhead(25);
    const [primary, linked] = (await foh.book(date, ['T1', 'T2'], [12], [14])) as [ReservationDto, ReservationDto];
    const extended = await foh.action('extend', primary._id);
    expect(extended.statusCode, extended.body).toBe(200);
    const reply = await foh.call('PUT', '/api/reservations', {
      _id: linked._id,
      customer: { name: 'Edited Guest', phone: '+49 30 1', email: '' },
      partySize: 3,
      level: 'Terrace',
      tableNumbers: ['T1', 'T3'],
      startTime: at(date, 13),
      endTime: at(date, 15),
      note: 'Window',
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const rows = await rowsOf(primary._id);
    const live = rows.filter((row) => row.deletedAt === null);
    expect(live.map((row) => row.tableNumber).sort()).toEqual(['T1', 'T3']);
    const kept = live.find((row) => row.id === primary._id);
    expect(kept).toMatchObject({ customerName: 'Edited Guest', partySize: 3, tableNumber: 'T1', note: 'Window', editorId: 'demo-host', extendedTo: null });
    expect(kept?.startTime.toISOString()).toBe(at(date, 13));
    expect(kept?.originalStartTime.toISOString()).toBe(at(date, 12));
    const dropped = rows.find((row) => row.id === linked._id);
    expect(dropped).toMatchObject({ tableNumber: 'T2', deletedBy: 'demo-host' });
    expect(dropped?.deletedAt).toBeInstanceOf(Date);
    const added = live.find((row) => row.tableNumber === 'T3');
    expect(added).toMatchObject({ linkedReservationId: primary._id, customerName: 'Edited Guest' });
    const list = reply.json() as ReservationDto[];
    expect(list.filter((row) => row.customer.name === 'Edited Guest').map((row) => row.tableNumber).sort()).toEqual(['T1', 'T3']);
  });

  it('refuses a move onto a taken table without allowOverlap, unknown and deleted reservations', async () => {
    const date = dayAhead(26);
    const [a] = (await foh.book(date, ['T1'], [12], [14])) as [ReservationDto];
    const [b] = (await foh.book(date, ['T2'], [12], [14])) as [ReservationDto];
    const edit = { _id: b._id, customer: b.customer, level: 'Terrace', tableNumbers: ['T1'] };
    const taken = await expectUnchanged(() => foh.call('PUT', '/api/reservations', edit));
    expect([taken.statusCode, taken.json().error]).toEqual([409, 'table_occupied']);
    const forced = await foh.call('PUT', '/api/reservations', { ...edit, allowOverlap: true });
    expect(forced.statusCode, forced.body).toBe(200);
    expect(await foh.get(b._id)).toMatchObject({ tableNumber: 'T1', allowOverlap: true });
    expect((await foh.get(a._id)).allowOverlap).toBe(false);

    const unknown = await expectUnchanged(() => foh.call('PUT', '/api/reservations', { ...edit, _id: 'no-such-reservation' }));
    expect([unknown.statusCode, unknown.json().error]).toEqual([404, 'not_found']);
    expect((await foh.action('softDelete', a._id)).statusCode).toBe(200);
    const deleted = await expectUnchanged(() => foh.call('PUT', '/api/reservations', { _id: a._id, customer: a.customer, level: 'Terrace', tableNumbers: ['T3'] }));
    expect([deleted.statusCode, deleted.json().error]).toEqual([409, 'reservation_deleted']);
  });

  it('an edit that changes nothing logs nothing', async () => {
    const date = dayAhead(27);
    const [row] = (await foh.book(date, ['T8'], [12], [14])) as [ReservationDto];
    const count = async () => (await server.database.db.select().from(actionsLog).where(eq(actionsLog.entityId, row._id))).length;
    const before = await count();
    const reply = await foh.call('PUT', '/api/reservations', { _id: row._id, customer: row.customer, level: 'Terrace', tableNumbers: ['T8'] });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(await count()).toBe(before);
  });
});

describe('POST /api/reservations/swap', () => {
  it('swaps two reservations between their tables; moves one to a free table; refuses a taken one without the override', async () => {
    const date = dayAhead(28);
    const [a] = (await foh.book(date, ['T1'], [18], [20])) as [ReservationDto];
    const [b] = (await foh.book(date, ['T2'], [18, 30], [20, 30])) as [ReservationDto];
    const swapped = await foh.call('POST', '/api/reservations/swap', { reservationIdA: a._id, reservationIdB: b._id, tableId: await tableId('Terrace', 'T2') });
    expect(swapped.statusCode, swapped.body).toBe(200);
    expect(swapped.json().reservationA).toMatchObject({ _id: a._id, tableNumber: 'T2', allowOverlap: false, editorId: 'demo-host' });
    expect(swapped.json().reservationB).toMatchObject({ _id: b._id, tableNumber: 'T1', allowOverlap: false });
    expect((await foh.get(a._id)).tableNumber).toBe('T2');

    const moved = await foh.call('POST', '/api/reservations/swap', { reservationIdA: a._id, tableId: await tableId('Dining Room', '12') });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().reservationA).toMatchObject({ level: 'Dining Room', tableNumber: '12' });
    expect(moved.json().reservationB).toBeUndefined();

    const onto = { reservationIdA: a._id, tableId: await tableId('Terrace', 'T1') };
    const refused = await expectUnchanged(() => foh.call('POST', '/api/reservations/swap', onto));
    expect([refused.statusCode, refused.json().error]).toEqual([409, 'table_occupied']);
    const forced = await foh.call('POST', '/api/reservations/swap', { ...onto, allowOverlap: true });
    expect(forced.json().reservationA).toMatchObject({ tableNumber: 'T1', allowOverlap: true });
    const logged = await server.database.db.select().from(actionsLog).where(eq(actionsLog.entityId, a._id));
    expect(logged.map((entry) => entry.action)).toEqual(expect.arrayContaining(['swapReservations', 'moveReservation']));

    const missing = await expectUnchanged(() => foh.call('POST', '/api/reservations/swap', { reservationIdA: a._id, tableId: 'no-such-table' }));
    expect([missing.statusCode, missing.json().error]).toEqual([404, 'not_found']);
  });
});

describe('reading reservations', () => {
  it('GET /reservations pages live reservations by start, by table key and from an instant', async () => {
    const date = dayAhead(29);
    const [early] = (await foh.book(date, ['T3'], [12], [14])) as [ReservationDto];
    const [late] = (await foh.book(date, ['T3'], [18], [20])) as [ReservationDto];
    const byTable = await foh.call('GET', `/api/reservations?tableKey=${encodeURIComponent('Terrace-T3')}&startTime=${encodeURIComponent(at(date, 0))}`);
    expect(byTable.statusCode, byTable.body).toBe(200);
    const ids = (byTable.json().items as ReservationDto[]).map((row) => row._id);
    expect(ids.indexOf(early._id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(late._id)).toBe(ids.indexOf(early._id) + 1);
    expect((byTable.json().items as ReservationDto[]).every((row) => row.level === 'Terrace' && row.tableNumber === 'T3')).toBe(true);
    const paged = await foh.call('GET', '/api/reservations?size=2&skip=1');
    expect(paged.json().items).toHaveLength(2);
    expect(paged.json().total).toBeGreaterThan(3);
    const tooBig = await foh.call('GET', '/api/reservations?size=101');
    expect(tooBig.statusCode).toBe(400);
  });

  it('GET /reservations/:id, search by guest name, mapped and matrix by date', async () => {
    const date = dayAhead(30);
    const name = `Zoë O'Brien_% ${randomUUID().slice(0, 6)}`;
    const [row] = (await foh.book(date, ['T5'], [12], [14], { customer: { name } })) as [ReservationDto];
    expect((await foh.get(row._id)).customer.name).toBe(name);
    const search = await foh.call('GET', `/api/reservations/search?customerName=${encodeURIComponent("zoë o'brien_%")}`);
    expect(search.statusCode, search.body).toBe(200);
    expect((search.json().items as ReservationDto[]).map((item) => item._id)).toContain(row._id);
    const wildcard = await foh.call('GET', `/api/reservations/search?customerName=${encodeURIComponent('%')}`);
    expect((wildcard.json().items as ReservationDto[]).every((item) => item.customer.name.includes('%'))).toBe(true);

    const mapped = await foh.call('GET', `/api/reservations/mapped?date=${date}`);
    expect(mapped.statusCode, mapped.body).toBe(200);
    expect(mapped.json()[row._id]).toMatchObject({ _id: row._id, tableNumber: 'T5' });
    const outside = await foh.call('GET', `/api/reservations/mapped?date=${date}&timeslot=1080-1200`);
    expect(outside.json()[row._id]).toBeUndefined();

    const matrix = await foh.call('GET', `/api/reservations/matrix?date=${date}&timeslot=720-840&areas=Terrace`);
    expect(matrix.statusCode, matrix.body).toBe(200);
    const body = matrix.json();
    expect(body).toMatchObject({ date, timeZone: 'Europe/Berlin', timeslot: { start: 720, end: 840 } });
    expect(body.tables.every((t: { level: string }) => t.level === 'Terrace')).toBe(true);
    const t5 = body.tables.find((t: { tableNumber: string }) => t.tableNumber === 'T5');
    expect(t5.occupants).toEqual({ current: row._id, previous: null, next: null });
    expect(t5.cells).toContainEqual(expect.objectContaining({ state: 'reservation', reservationIds: [row._id], start: at(date, 12), end: at(date, 14), minute: 720 }));
    expect(t5.cells[0]).toMatchObject({ state: 'free', minute: 0 });
    expect(body.reservations[row._id]).toMatchObject({ _id: row._id });

    for (const bad of ['12:00-14:00', '840-720', 'x', '720-']) {
      const reply = await foh.call('GET', `/api/reservations/matrix?date=${date}&timeslot=${encodeURIComponent(bad)}`);
      expect([reply.statusCode, reply.json().message], bad).toEqual([400, 'Failed to parse timeslot']);
    }
    const badMapped = await foh.call('GET', `/api/reservations/mapped?date=${date}&timeslot=noon`);
    expect([badMapped.statusCode, badMapped.json().message]).toEqual([400, 'Failed to parse timeslot']);
    const badDate = await foh.call('GET', '/api/reservations/matrix?date=2031-02-30');
    expect(badDate.statusCode).toBe(400);
  });
});

describe('the matrix on a daylight-saving day', () => {
  it('spans the 23 hours from local midnight to local midnight when clocks go forward', async () => {
    // Europe/Berlin: 2031-03-30 02:00 → 03:00.
    const reply = await foh.call('GET', '/api/reservations/matrix?date=2031-03-30&areas=Terrace');
    expect(reply.statusCode, reply.body).toBe(200);
    const t1 = (reply.json().tables as { tableNumber: string; cells: { start: string; end: string; state: string; minute: number }[] }[]).find((t) => t.tableNumber === 'T1');
    expect(t1?.cells).toEqual([{ start: '2031-03-29T23:00:00.000Z', end: '2031-03-30T22:00:00.000Z', minute: 0, state: 'free', reservationIds: [], blockerIds: [] }]);
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
