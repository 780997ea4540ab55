// The staff's lists of reservations (spec §7): paged, by table, by id, search by guest name, mapped and the matrix by
// date, the matrix also on a daylight-saving day.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { at, dayAhead, frontOfHouseServer, type ReservationDto } from './front-of-house-kit';

const { foh } = await frontOfHouseServer();

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
