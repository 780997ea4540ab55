// The restaurant's programme beyond the ledger (docs/decisions/014-affiliates.md): the owner joins and leaves it
// (leaving pauses the terms in force); the host enters a referred table's spend, which reconciles that booking's
// commission under a share-of-spend schedule; the items a payout paid, as its CSV adds them up, are the payout.
import { describe, expect, it } from 'vitest';
import { CommissionItem, Payout, ReferredVisitFacts } from '../../core/schemas/affiliates';
import { payoutCsv } from '../../src/features/affiliates/payout-csv';
import { demo } from '../support/test-server';
import { addCreator, addReferred, addSchedule, setReservation } from './affiliates-kit';
import { fileServer } from './file-server';

const server = await fileServer();
const db = server.database.db;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>, as: string = demo.owner2, restaurant = 'demo2') =>
  server.call({ method, url: `/api${url}`, as, restaurant, ...(payload ? { payload } : {}) });

const dora = await addCreator(db, 'dora-programme');
const spendSchedule = await addSchedule(db, 'demo2', { affiliateUserId: dora.id, basis: 'percentOfSpend', commissionRate: 1_000, platformFeePercentage: '12.50', createdAt: new Date('2026-02-01T00:00:00Z') });

describe('joining and leaving the programme', () => {
  it('the owner joins, the flag shows to creators, and leaving pauses every row in force', async () => {
    const joined = await call('PUT', '/affiliates/programme', { joined: true });
    expect([joined.statusCode, joined.json()]).toEqual([200, { joined: true }]);
    expect((await call('GET', '/restaurant-metadata')).json().affiliateProgram).toBe(true);
    const listed = await server.call({ method: 'GET', url: '/api/restaurant-metadata/affiliate-program', as: demo.creator });
    expect((listed.json().items as { restaurantId: string }[]).map((row) => row.restaurantId)).toContain('demo2');

    const general = await call('POST', '/affiliates/schedules', { basis: 'perBooking', commissionRate: 500, commissionCurrency: 'EUR', platformFeePercentage: 10 });
    expect(general.statusCode, general.body).toBe(201);
    const left = await call('PUT', '/affiliates/programme', { joined: false });
    expect([left.statusCode, left.json()]).toEqual([200, { joined: false }]);
    expect((await call('GET', '/restaurant-metadata')).json().affiliateProgram).toBe(false);
    const rows = (await call('GET', '/affiliates/schedules')).json().items as { affiliateUserId: string | null; active: boolean; basis: string; commissionRate: number; createdBy: string }[];
    // Newest first: a paused copy of the general terms and of the creator's own, by the owner.
    const paused = rows.filter((row) => !row.active);
    expect(paused.map((row) => [row.affiliateUserId, row.basis, row.commissionRate, row.createdBy]).sort()).toEqual(
      [
        [dora.id, 'percentOfSpend', 1_000, 'demo-owner2'],
        [null, 'perBooking', 500, 'demo-owner2'],
      ].sort(),
    );
    const booked = await addReferred(db, 'demo2', { referralCode: 'dora-programme', createdAt: new Date(Date.now() + 1_000) });
    const unearned = (await call('GET', `/affiliates/unearned?affiliateUserId=${dora.id}`)).json().items as { reservationId: string; reason: string; guestName: string }[];
    expect(unearned.find((row) => row.reservationId === booked)).toMatchObject({ reason: 'noSchedule', guestName: 'Referred Guest' });
  });

  it('only the owner joins or leaves; a malformed body is a 400', async () => {
    const host = await call('PUT', '/affiliates/programme', { joined: true }, demo.host, 'demo');
    expect([host.statusCode, host.json().error]).toEqual([403, 'missing_permission']);
    const bad = await call('PUT', '/affiliates/programme', { joined: 'yes' });
    expect([bad.statusCode, bad.json().error]).toEqual([400, 'invalid_request']);
  });
});

describe('the spend at the visit', () => {
  const visit = async (id: string) => ReferredVisitFacts.parse((await call('GET', `/affiliates/visits/${id}`)).json());

  it('a share of the spend earns once the spend is entered, and follows a corrected spend', async () => {
    const booking = await addReferred(db, 'demo2', { referralCode: 'dora-programme', createdAt: new Date('2026-03-10T10:00:00Z') });
    expect(await visit(booking)).toMatchObject({ referralCode: 'dora-programme', checkedIn: true, spend: null, spendCounts: true, currency: 'EUR', item: null, reason: null });

    const entered = await call('PUT', `/affiliates/visits/${booking}/spend`, { spend: 12_345 });
    expect(entered.statusCode, entered.body).toBe(200);
    const first = ReferredVisitFacts.parse(entered.json());
    // 10 % of 123.45 € is 12.345 €, half up 12.35 €; 12.5 % of it to the platform, rounded down.
    expect(first).toMatchObject({ spend: 12_345, item: { kind: 'commission', status: 'pending', amount: 1_235, platformFee: 154, creatorAmount: 1_081, scheduleId: spendSchedule } });

    const approved = await call('PUT', `/affiliates/items/${first.item?._id}`, { status: 'approved' });
    expect(approved.json().status).toBe('approved');
    const corrected = ReferredVisitFacts.parse((await call('PUT', `/affiliates/visits/${booking}/spend`, { spend: 20_000 })).json());
    // The same open item, moved to the new figures and back to pending: the owner approved other figures.
    expect(corrected.item).toMatchObject({ _id: first.item?._id, status: 'pending', amount: 2_000, platformFee: 250 });
    const cleared = ReferredVisitFacts.parse((await call('PUT', `/affiliates/visits/${booking}/spend`, { spend: null })).json());
    expect([cleared.spend, cleared.item?.status]).toEqual([null, 'reversed']);
  });

  it('refuses a booking not checked in, one without a referral, an unknown one and a negative spend', async () => {
    const notYet = await addReferred(db, 'demo2', { referralCode: 'dora-programme', checkedIn: false });
    const plain = await addReferred(db, 'demo2', { referralCode: 'dora-programme' });
    await setReservation(db, 'demo2', plain, { referralCode: null });
    const refusals = await Promise.all([
      call('PUT', `/affiliates/visits/${notYet}/spend`, { spend: 100 }),
      call('PUT', `/affiliates/visits/${plain}/spend`, { spend: 100 }),
      call('PUT', '/affiliates/visits/no-such-booking/spend', { spend: 100 }),
      call('PUT', `/affiliates/visits/${notYet}/spend`, { spend: -1 }),
      call('PUT', `/affiliates/visits/${notYet}/spend`, { spend: 12.5 }),
    ]);
    expect(refusals.map((reply) => [reply.statusCode, reply.json().error])).toEqual([
      [409, 'visit_not_attended'],
      [409, 'visit_not_referred'],
      [404, 'not_found'],
      [400, 'invalid_request'],
      [400, 'invalid_request'],
    ]);
    expect((await visit(notYet)).reason).toBe('notAttended');
  });

  it('the floor enters it (ManageReservations); the kitchen may not', async () => {
    const kitchen = await call('PUT', '/affiliates/visits/any-booking/spend', { spend: 100 }, demo.kitchen, 'demo');
    expect([kitchen.statusCode, kitchen.json().error]).toEqual([403, 'missing_permission']);
    const host = await call('PUT', '/affiliates/visits/no-such-booking/spend', { spend: 100 }, demo.host, 'demo');
    expect([host.statusCode, host.json().error]).toEqual([404, 'not_found']);
  });
});

describe('a payout period as CSV', () => {
  it('the items a payout paid add up to the payout, line by line and in the total row', async () => {
    const bookings = [];
    for (const [day, spend] of [['2026-09-03', 8_000], ['2026-09-12', 4_550], ['2026-09-20', 19_999]] as const) {
      const id = await addReferred(db, 'demo2', { referralCode: 'dora-programme', createdAt: new Date(`${day}T08:00:00Z`), startTime: new Date(`${day}T18:00:00Z`) });
      await call('PUT', `/affiliates/visits/${id}/spend`, { spend });
      bookings.push(id);
    }
    const open = (await call('GET', `/affiliates/items?affiliateUserId=${dora.id}&from=2026-09-01&to=2026-09-30&status=pending`)).json().items as CommissionItem[];
    expect(open).toHaveLength(3);
    for (const item of open) expect((await call('PUT', `/affiliates/items/${item._id}`, { status: 'approved' })).statusCode).toBe(200);
    const paid = await call('POST', '/affiliates/payouts', { affiliateUserId: dora.id, periodStart: '2026-09-01', periodEnd: '2026-09-30', reference: 'September' });
    expect(paid.statusCode, paid.body).toBe(201);
    const [payout] = (paid.json().payouts as unknown[]).map((row) => Payout.parse(row));
    if (!payout) throw new Error('no payout');

    const items = ((await call('GET', `/affiliates/items?payoutId=${payout._id}&pageSize=500`)).json().items as unknown[]).map((row) => CommissionItem.parse(row));
    expect(items.map((item) => item.visit.reservationId).sort()).toEqual([...bookings].sort());
    const csv = payoutCsv(payout, items, 'Europe/Berlin', (column) => column);
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('date,guestName,covers,amount,platformFee,creatorAmount,currency,reservationId');
    expect(lines).toHaveLength(5);
    // 8.00 + 4.55 (4.55 half up) + 20.00 (19.999 half up) €
    expect(lines[1]).toBe(`2026-09-03,Referred Guest,4,8.00,1.00,7.00,EUR,${bookings[0]}`);
    expect(lines[4]).toBe(`total,,12,${(payout.amount / 100).toFixed(2)},${(payout.platformFee / 100).toFixed(2)},${(payout.creatorAmount / 100).toFixed(2)},EUR,`);
    expect([payout.amount, payout.itemCount]).toEqual([3_255, 3]);
  });
});
