// The action queue and the day store on fake-indexeddb: the optimistic change equals the core rules' result, it and
// the queue entry are written together, the queue survives a reload, and a refresh re-applies what is still pending.
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import de from '../../locales/de.json';
import es from '../../locales/es.json';
import { applyReservationAction } from '../../core/reservations';
import type { ReservationActionType } from '../../core/schemas/reservation-actions';
import { readDay, readLocalState, refreshDay } from './day-store';
import { createBlocker, createReservation, enqueue, hostAction, updateReservation, changesBetween } from './queue';
import { uuidV7Time } from './uuid-v7';
import { refusalText } from '../i18n/refusals';
import { at, date, FakeServer, noon, reopen, reservation, restaurantId, testDb, zone } from './test-kit';

async function loaded(server: FakeServer) {
  const { db, factory } = testDb();
  await refreshDay(db, server.source(), restaurantId, date, () => noon);
  return { db, factory };
}

const strip = <T extends object>(rows: T[]) => rows.map(({ day: _d, receivedAt: _r, ...row }: T & { day?: string; receivedAt?: number }) => row);

describe('enqueue', () => {
  const actions: ReservationActionType[] = ['checkIn', 'checkOut', 'markLate', 'markNotLate', 'extend', 'unextend', 'markLeft', 'markNotLeft', 'softDelete'];

  it.each(actions)('%s: the day store shows exactly what core applyReservationAction gives', async (type) => {
    const rows = [
      reservation('a', 'T1', [11], [13], type === 'markNotLeft' ? { leftAt: at(12) } : type === 'unextend' || type === 'checkOut' ? { extendedTo: at(14), checkedIn: true } : {}),
      reservation('a2', 'T2', [11], [13], { linkedReservationId: 'a' }),
      reservation('b', 'T1', [16], [18]),
    ];
    const server = new FakeServer(rows);
    const { db } = await loaded(server);
    const before = await readLocalState(db, restaurantId);
    const result = await hostAction(restaurantId, type, 'a', { db, now: noon, actorId: 'host' });
    expect(result.ok).toBe(true);
    const expected = applyReservationAction({ timeZone: before.timeZone, reservations: before.reservations, blockers: before.blockers }, { type, reservationId: 'a' }, noon, 'host');
    if (!expected.ok) throw new Error(expected.message);
    expect(expected.changed.length).toBeGreaterThan(0);
    const after = await readLocalState(db, restaurantId);
    for (const row of expected.changed) expect(strip(after.reservations.filter((r) => r._id === row._id))).toEqual(strip([row]));

    const [entry] = await db.queue.toArray();
    expect(entry).toMatchObject({ restaurantId, op: { kind: 'action', action: { type, reservationId: 'a' } }, deviceTime: noon, actorId: 'host', attempts: 0 });
    expect(uuidV7Time(entry?.id as string)).toBe(noon);
    // The whole booking (both tables) is marked "not yet synced".
    expect(entry?.targets).toEqual(expect.arrayContaining(['a', 'a2']));
  });

  it('a refusal by the rules queues nothing and changes nothing', async () => {
    const server = new FakeServer([reservation('a', 'T1', [11], [13]), reservation('b', 'T1', [13, 10], [15])]);
    const { db } = await loaded(server);
    const before = await readLocalState(db, restaurantId);
    const result = await hostAction(restaurantId, 'extend', 'a', { db, now: noon });
    expect(result).toMatchObject({ ok: false, code: 'extension_blocked' });
    expect(await db.queue.count()).toBe(0);
    expect(await readLocalState(db, restaurantId)).toEqual(before);
  });

  it('a refusal carries its reason and figures, which the host reads in their own language', async () => {
    const server = new FakeServer([]);
    const { db } = await loaded(server);
    const walkIn = { customer: { name: 'Walk-in' }, level: 'Garden', tableNumbers: ['T1'], startTime: at(12, 30), endTime: at(13, 30) };
    const refused = await createReservation(restaurantId, walkIn, { db, now: noon });
    expect(refused).toMatchObject({ ok: false, code: 'invalid_request', reason: { reason: 'unknown_tables', level: 'Garden', tableNumbers: ['T1'] } });
    if (refused.ok) throw new Error('expected a refusal');
    expect(refusalText(createIntl({ locale: 'de', messages: de }), refused, zone)).toBe('Garden hat keinen Tisch T1.');
    expect(refusalText(createIntl({ locale: 'es', messages: es }), refused, zone)).toBe('Garden no tiene la mesa T1.');
  });

  it('a walk-in onto a taken table is refused unless placed over it; a reservation the device does not hold is queued as is', async () => {
    const server = new FakeServer([reservation('a', 'T1', [12], [14])]);
    const { db } = await loaded(server);
    const walkIn = { customer: { name: 'Walk-in' }, level: 'Terrace', tableNumbers: ['T1'], startTime: at(12, 30), endTime: at(13, 30) };
    const refused = await createReservation(restaurantId, walkIn, { db, now: noon });
    expect(refused).toMatchObject({ ok: false, code: 'table_occupied' });
    const placed = await createReservation(restaurantId, { ...walkIn, allowOverlap: true }, { db, now: noon });
    expect(placed.ok).toBe(true);
    const view = await readDay(db, restaurantId, date);
    expect(view.reservations.find((row) => row._id === placed.reservationId)).toMatchObject({ customer: { name: 'Walk-in' }, tableNumber: 'T1', allowOverlap: true });
    expect(await hostAction(restaurantId, 'checkIn', 'not-on-this-device', { db, now: noon })).toMatchObject({ ok: true });
    expect(await db.queue.count()).toBe(2);
  });

  it("an entry keeps the guest's name, so a refusal still says whose booking it was once the store has dropped it", async () => {
    const server = new FakeServer([reservation('a', 'T1', [12], [14]), reservation('a2', 'T2', [12], [14], { linkedReservationId: 'a' })]);
    const { db } = await loaded(server);
    await hostAction(restaurantId, 'checkIn', 'a2', { db, now: noon });
    await createReservation(restaurantId, { customer: { name: 'Walk-in' }, level: 'Terrace', tableNumbers: ['T3'] }, { db, now: noon });
    await hostAction(restaurantId, 'checkIn', 'not-on-this-device', { db, now: noon });
    expect((await db.queue.orderBy('seq').toArray()).map((entry) => entry.guest)).toEqual(['Guest a2', 'Walk-in', undefined]);
  });

  it('the queue and the optimistic state survive a reload of the page', async () => {
    const server = new FakeServer([reservation('a', 'T1', [11], [13])]);
    const { db, factory } = await loaded(server);
    await hostAction(restaurantId, 'checkIn', 'a', { db, now: noon });
    const blocker = await createBlocker(restaurantId, { start: at(20), end: at(22), level: 'Terrace', tableNumbers: ['T3'] }, { db, now: noon });
    db.close();
    const again = reopen(db, factory);
    expect((await again.queue.orderBy('seq').toArray()).map((entry) => entry.op.kind)).toEqual(['action', 'createBlocker']);
    const view = await readDay(again, restaurantId, date);
    expect(view.reservations.find((row) => row._id === 'a')?.checkedIn).toBe(true);
    expect(view.blockers.map((b) => b._id)).toEqual([blocker.blockerId]);
  });
});

describe('refresh', () => {
  it('re-applies still-pending entries on top of the server state, in queue order, so nothing flickers back', async () => {
    const server = new FakeServer([reservation('a', 'T1', [11], [13]), reservation('b', 'T2', [11], [13])]);
    const { db } = await loaded(server);
    await hostAction(restaurantId, 'markLate', 'a', { db, now: noon });
    await hostAction(restaurantId, 'checkIn', 'a', { db, now: noon + 1 });
    await hostAction(restaurantId, 'extend', 'a', { db, now: noon + 2 });
    const shown = (await readDay(db, restaurantId, date)).reservations.find((row) => row._id === 'a');
    // Meanwhile, online, someone else changed the guest's note and booked T1 at 18:00.
    server.state = { ...server.state, reservations: [...server.state.reservations.map((row) => (row._id === 'a' ? { ...row, note: 'VIP' } : row)), reservation('c', 'T1', [18], [20])] };
    await refreshDay(db, server.source(), restaurantId, date, () => noon + 10);
    const view = await readDay(db, restaurantId, date);
    const a = view.reservations.find((row) => row._id === 'a');
    expect(a).toMatchObject({ note: 'VIP', checkedIn: true, checkedInAt: at(11, 15) });
    // The extension is recomputed against the new neighbour, as the server will do it.
    expect(shown?.extendedTo).toBe(at(23, 59));
    expect(a?.extendedTo).toBe(at(17, 45));
    expect(view.reservations.map((row) => row._id)).toEqual(['a', 'b', 'c']);
  });

  it('a refresh answer older than a row the sync wrote does not overwrite it; rows gone from the server leave', async () => {
    const server = new FakeServer([reservation('a', 'T1', [11], [13]), reservation('b', 'T2', [11], [13])]);
    const { db } = await loaded(server);
    await db.serverReservations.update([restaurantId, 'a'], { checkedIn: true, receivedAt: noon + 100 });
    server.state = { ...server.state, reservations: server.state.reservations.filter((row) => row._id !== 'b') };
    await refreshDay(db, server.source(), restaurantId, date, () => noon + 50);
    const view = await readDay(db, restaurantId, date);
    expect(view.reservations.map((row) => [row._id, row.checkedIn])).toEqual([['a', true]]);
  });
});

describe('edits', () => {
  it('queues only the fields the host changed', async () => {
    const server = new FakeServer([reservation('a', 'T1', [11], [13], { note: 'window' })]);
    const { db } = await loaded(server);
    const row = server.row('a');
    if (!row) throw new Error('seed');
    const changes = changesBetween({ ...row, tableNumbers: ['T1'] }, { customer: { name: 'Ada', phone: '', email: '' }, partySize: 2, level: 'Terrace', tableNumbers: ['T1'], startTime: row.startTime, endTime: row.endTime, note: 'window' });
    expect(changes).toEqual({ customer: { name: 'Ada' } });
    await updateReservation(restaurantId, 'a', changes, false, { db, now: noon });
    const view = await readDay(db, restaurantId, date);
    expect(view.reservations[0]).toMatchObject({ customer: { name: 'Ada' }, note: 'window', partySize: 2 });
    const moved = await enqueue(restaurantId, { kind: 'updateReservation', reservationId: 'a', changes: { tableNumbers: ['T2', 'T3'] } }, { db, now: noon + 1 });
    expect(moved.ok).toBe(true);
    expect((await readDay(db, restaurantId, date)).reservations.map((r) => [r.tableNumber, r.linkedReservationId])).toEqual([
      ['T2', null],
      ['T3', 'a'],
    ]);
  });
});

describe('readDay', () => {
  it('orders the day by start, then area, then table number in natural order', async () => {
    const server = new FakeServer([
      reservation('late', 'T1', [19], [21]),
      reservation('t10', 'T10', [18], [20]),
      reservation('t2', 'T2', [18], [20]),
      reservation('garden', 'G5', [18], [20], { level: 'Garden' }),
      reservation('early', 'T3', [12], [14]),
    ]);
    const { db } = await loaded(server);
    expect((await readDay(db, restaurantId, date)).reservations.map((row) => row._id)).toEqual(['early', 'garden', 't2', 't10', 'late']);
  });
});
