// The commission ledger on the server (docs/decisions/014-affiliates.md): computed from the bookings when the
// programme is read, under the schedule in force when each booking was made; the first referrer wins; self-referrals
// and unattended bookings earn nothing; a cancelled attendance takes its commission back, after a payout as a
// reversal; two readers at once capture a booking once; and the stored ledger adds up to the bookings again.
import { describe, expect, it } from 'vitest';
import { CommissionItem } from '../../core/schemas/affiliates';
import { ledgerState } from '../../server/modules/affiliates/ledger';
import { demo } from '../support/test-server';
import { addCreator, addReferred, addSchedule, itemsOfBooking, setReservation } from './affiliates-kit';
import { fileServer } from './file-server';

const server = await fileServer();
const db = server.database.db;
// Bistro Zwei: no programme of its own before these tests, so every figure here is theirs.
const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>, as: string = demo.owner2, restaurant = 'demo2') =>
  server.call({ method, url: `/api${url}`, as, restaurant, ...(payload ? { payload } : {}) });
const itemsOf = async (query: string) => {
  const reply = await call('GET', `/affiliates/items?pageSize=500&${query}`);
  expect(reply.statusCode, reply.body).toBe(200);
  return (reply.json().items as unknown[]).map((item) => CommissionItem.parse(item));
};

const anna = await addCreator(db, 'anna-ledger');
const ben = await addCreator(db, 'ben-ledger');
const firstSchedule = await addSchedule(db, 'demo2');

describe('capturing commissions', () => {
  it('an attended referred booking earns under the schedule in force when it was made, shown with its visit', async () => {
    const later = await addSchedule(db, 'demo2', { commissionRate: 500, createdAt: new Date('2026-04-01T00:00:00Z') });
    const before = await addReferred(db, 'demo2', { referralCode: 'Anna-Ledger', createdAt: new Date('2026-03-15T12:00:00Z') });
    const after = await addReferred(db, 'demo2', { referralCode: 'anna-ledger', createdAt: new Date('2026-04-02T12:00:00Z'), partySize: 2 });
    const items = await itemsOf(`affiliateUserId=${anna.id}`);
    const first = items.find((item) => item.visit.reservationId === before);
    expect(first).toMatchObject({ kind: 'commission', status: 'pending', amount: 800, platformFee: 80, creatorAmount: 720, currency: 'EUR', scheduleId: firstSchedule, covers: 4 });
    expect(first?.visit).toMatchObject({ partySize: 4, guestName: 'Referred Guest' });
    expect(items.find((item) => item.visit.reservationId === after)).toMatchObject({ amount: 1_000, scheduleId: later, covers: 2 });
  });

  it('nothing for a booking never attended, for the creator’s own address, or outside the window', async () => {
    const noShow = await addReferred(db, 'demo2', { referralCode: 'anna-ledger', checkedIn: false });
    const own = await addReferred(db, 'demo2', { referralCode: 'anna-ledger', customerEmail: 'Anna-Ledger+me@creators.test' });
    const late = await addReferred(db, 'demo2', { referralCode: 'anna-ledger', referredAt: new Date('2026-01-01T00:00:00Z') });
    await itemsOf('');
    for (const id of [noShow, own, late]) expect(await itemsOfBooking(db, 'demo2', id)).toEqual([]);
  });

  it('the first creator to refer a guest within the window owns the guest’s next booking', async () => {
    const email = 'returning-guest@example.test';
    await addReferred(db, 'demo2', { referralCode: 'anna-ledger', customerEmail: email, createdAt: new Date('2026-05-01T10:00:00Z') });
    const viaBen = await addReferred(db, 'demo2', { referralCode: 'ben-ledger', customerEmail: email, createdAt: new Date('2026-05-10T10:00:00Z') });
    await itemsOf('');
    expect((await itemsOfBooking(db, 'demo2', viaBen)).map((item) => item.affiliateUserId)).toEqual([anna.id]);
  });

  it('two readers at once capture a booking once', async () => {
    const booking = await addReferred(db, 'demo2', { referralCode: 'ben-ledger', createdAt: new Date('2026-06-01T10:00:00Z') });
    const replies = await Promise.all([call('GET', '/affiliates/items'), call('GET', '/affiliates/creators'), call('GET', '/affiliates/items')]);
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200]);
    expect(await itemsOfBooking(db, 'demo2', booking)).toHaveLength(1);
  });
});

describe('attendance undone, decisions and payouts', () => {
  it('withdraws an open item when the check-in is undone, and brings it back when it is redone', async () => {
    const booking = await addReferred(db, 'demo2', { referralCode: 'ben-ledger', createdAt: new Date('2026-06-05T10:00:00Z') });
    await itemsOf('');
    await setReservation(db, 'demo2', booking, { checkedIn: false });
    await itemsOf('');
    expect((await itemsOfBooking(db, 'demo2', booking)).map((item) => item.status)).toEqual(['reversed']);
    await setReservation(db, 'demo2', booking, { checkedIn: true });
    await itemsOf('');
    expect((await itemsOfBooking(db, 'demo2', booking)).map((item) => item.status).sort()).toEqual(['pending', 'reversed']);
  });

  it('approves, pays a period, and takes back a paid commission by a reversal when the booking is cancelled', async () => {
    const booking = await addReferred(db, 'demo2', { referralCode: 'ben-ledger', createdAt: new Date('2026-07-01T10:00:00Z'), startTime: new Date('2026-07-08T18:00:00Z') });
    const [item] = (await itemsOf(`affiliateUserId=${ben.id}&from=2026-07-08&to=2026-07-08`)).filter((candidate) => candidate.visit.reservationId === booking);
    const approved = await call('PUT', `/affiliates/items/${item?._id}`, { status: 'approved' });
    expect([approved.statusCode, approved.json().status, approved.json().decidedBy]).toEqual([200, 'approved', 'demo-owner2']);

    const paid = await call('POST', '/affiliates/payouts', { affiliateUserId: ben.id, periodStart: '2026-07-01', periodEnd: '2026-07-31', reference: 'July' });
    expect(paid.statusCode, paid.body).toBe(201);
    // Made after the first test's later row: 5.00 € per cover.
    expect(paid.json().payouts).toEqual([expect.objectContaining({ amount: 2_000, platformFee: 200, creatorAmount: 1_800, currency: 'EUR', itemCount: 1, reference: 'July' })]);
    const again = await call('POST', '/affiliates/payouts', { affiliateUserId: ben.id, periodStart: '2026-07-01', periodEnd: '2026-07-31' });
    expect([again.statusCode, again.json().error]).toEqual([409, 'nothing_to_pay']);
    const decided = await call('PUT', `/affiliates/items/${item?._id}`, { status: 'rejected' });
    expect([decided.statusCode, decided.json().error]).toEqual([409, 'commission_item_closed']);

    await setReservation(db, 'demo2', booking, { deletedAt: new Date('2026-07-09T00:00:00Z') });
    await itemsOf('');
    const stored = await itemsOfBooking(db, 'demo2', booking);
    expect(stored.map((row) => [row.kind, row.status, row.amount])).toEqual([
      ['commission', 'paid', 2_000],
      ['reversal', 'pending', -2_000],
    ]);
  });

  it('a rejection stands; an unknown item is 404', async () => {
    const booking = await addReferred(db, 'demo2', { referralCode: 'anna-ledger', createdAt: new Date('2026-08-01T10:00:00Z') });
    const [item] = (await itemsOf(`affiliateUserId=${anna.id}`)).filter((candidate) => candidate.visit.reservationId === booking);
    expect((await call('PUT', `/affiliates/items/${item?._id}`, { status: 'rejected', reason: 'A friend of the creator' })).statusCode).toBe(200);
    await setReservation(db, 'demo2', booking, { partySize: 6 });
    await itemsOf('');
    expect((await itemsOfBooking(db, 'demo2', booking)).map((row) => [row.status, row.amount])).toEqual([['rejected', 2_000]]);
    expect((await call('PUT', '/affiliates/items/no-such-item', { status: 'approved' })).statusCode).toBe(404);
  });
});

describe('the ledger and the bookings', () => {
  it('what the stored items add up to is what each booking earns now, whatever happened before', async () => {
    const items = await itemsOf('');
    const { computed } = await ledgerState(db, 'demo2', new Date());
    const rejected = new Set(items.filter((item) => item.status === 'rejected').map((item) => item.visit.reservationId));
    const net = new Map<string, number>();
    for (const item of items.filter((candidate) => ['pending', 'approved', 'paid'].includes(candidate.status))) {
      net.set(item.visit.reservationId, (net.get(item.visit.reservationId) ?? 0) + item.amount);
    }
    const earning = computed.filter((item) => item.earns && !rejected.has(item.bookingId));
    expect(earning.length).toBeGreaterThan(5);
    for (const item of computed.filter((candidate) => !rejected.has(candidate.bookingId))) {
      expect([item.bookingId, net.get(item.bookingId) ?? 0]).toEqual([item.bookingId, item.earns ? item.amount : 0]);
    }
  });

  it('the creators’ figures add up the items by status', async () => {
    const items = await itemsOf(`affiliateUserId=${ben.id}`);
    const creators = (await call('GET', '/affiliates/creators')).json().items as { affiliateUserId: string; referredBookings: number; commission: unknown[] }[];
    const sum = (status: string) => items.filter((item) => item.status === status).reduce((total, item) => total + item.amount, 0);
    expect(creators.find((row) => row.affiliateUserId === ben.id)).toMatchObject({ commission: [{ currency: 'EUR', pending: sum('pending'), approved: sum('approved'), paid: sum('paid') }] });
  });

  it('another restaurant sees none of it, and staff without ViewAnalytics may not read it', async () => {
    const mine = new Set((await itemsOf('')).map((item) => item._id));
    const other = await call('GET', '/affiliates/items?pageSize=500', undefined, demo.owner, 'demo');
    expect(other.statusCode).toBe(200);
    expect((other.json().items as { _id: string; restaurantId: string }[]).filter((item) => mine.has(item._id) || item.restaurantId !== 'demo')).toEqual([]);
    const kitchen = await call('GET', '/affiliates/items', undefined, demo.kitchen, 'demo');
    expect([kitchen.statusCode, kitchen.json().error]).toEqual([403, 'missing_permission']);
  });
});
