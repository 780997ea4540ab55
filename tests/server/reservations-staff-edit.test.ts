// Staff edits of a reservation (spec §3/§5/§7): moving it in time and tables (kept tables keep their rows, a dropped
// one is soft-deleted, a new one linked), the refusals, and swapping two reservations' tables.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { actionsLog } from '../../server/platform/db/schema';
import { at, dayAhead, frontOfHouseServer, type ReservationDto } from './front-of-house-kit';

const { server, foh, expectUnchanged, rowsOf, tableId } = await frontOfHouseServer();

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
