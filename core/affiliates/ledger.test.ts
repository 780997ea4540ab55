import { describe, expect, it } from 'vitest';
import { computeLedger, isNoShow, type LedgerInput, type ReferredBooking } from './ledger';
import { reconcileBooking, type StoredItem } from './reconcile';
import { schedule } from './test-kit';

const booking = (overrides: Partial<ReferredBooking> = {}): ReferredBooking => ({
  id: 'b1',
  referralCode: 'anna-eats',
  referredAt: '2026-05-01T10:00:00.000Z',
  createdAt: '2026-05-01T10:05:00.000Z',
  startTime: '2026-05-08T18:00:00.000Z',
  endTime: '2026-05-08T20:00:00.000Z',
  partySize: 4,
  checkedIn: true,
  deletedAt: null,
  guestEmail: 'maria@example.com',
  spend: null,
  ...overrides,
});

const creators = [
  { userId: 'anna', referralCode: 'anna-eats', email: 'anna@example.com' },
  { userId: 'ben', referralCode: 'ben', email: 'ben@example.com' },
];
const input = (bookings: ReferredBooking[], overrides: Partial<LedgerInput> = {}): LedgerInput => ({ bookings, schedules: [schedule()], creators, noShows: new Map(), ...overrides });

describe('the computed ledger', () => {
  it('earns for an attended referred booking under the schedule in force when it was made', () => {
    const raised = schedule({ id: 's2', commissionRate: 500, createdAt: '2026-05-02T00:00:00.000Z' });
    const [item] = computeLedger(input([booking()], { schedules: [schedule(), raised] }));
    expect(item).toEqual({ bookingId: 'b1', creatorId: 'anna', scheduleId: 's1', covers: 4, earns: true, amount: 800, platformFee: 80, creatorAmount: 720, currency: 'EUR', capped: false });
  });

  it('earns nothing for a booking not attended: not checked in, or cancelled after the check-in', () => {
    const items = computeLedger(input([booking({ id: 'b1', checkedIn: false }), booking({ id: 'b2', deletedAt: '2026-05-08T19:00:00.000Z' })]));
    expect(items.map((item) => !item.earns && item.reason)).toEqual(['notAttended', 'notAttended']);
  });

  it('earns nothing on the creator’s own booking, whatever the case or tag of the address', () => {
    const [item] = computeLedger(input([booking({ guestEmail: 'Anna+test@Example.com' })]));
    expect(item).toEqual({ bookingId: 'b1', creatorId: 'anna', earns: false, reason: 'selfReferral' });
  });

  it('earns nothing for a guest with two no-shows at the restaurant in the year before', () => {
    const noShows = new Map([['maria@example.com', ['2026-01-10T18:00:00.000Z', '2026-03-10T18:00:00.000Z']]]);
    expect(computeLedger(input([booking()], { noShows }))[0]).toMatchObject({ earns: false, reason: 'repeatNoShow' });
    const oneLongAgo = new Map([['maria@example.com', ['2025-03-10T18:00:00.000Z', '2026-03-10T18:00:00.000Z']]]);
    expect(computeLedger(input([booking()], { noShows: oneLongAgo }))[0]).toMatchObject({ earns: true });
  });

  it('gives the booking to the first referrer, and names why others earn nothing', () => {
    const first = booking({ id: 'b1', checkedIn: false, endTime: '2026-05-02T20:00:00.000Z' });
    const viaBen = booking({ id: 'b2', referralCode: 'BEN', referredAt: '2026-05-05T10:00:00.000Z', createdAt: '2026-05-05T10:01:00.000Z' });
    const unknown = booking({ id: 'b3', referralCode: 'nobody' });
    const stale = booking({ id: 'b4', guestEmail: 'other@example.com', referredAt: '2026-03-01T10:00:00.000Z' });
    const items = computeLedger(input([first, viaBen, unknown, stale]));
    expect(items[1]).toMatchObject({ bookingId: 'b2', creatorId: 'anna', earns: true, amount: 800 });
    expect(items[2]).toMatchObject({ earns: false, reason: 'unknownCreator', creatorId: null });
    expect(items[3]).toMatchObject({ earns: false, reason: 'outsideWindow', creatorId: 'anna' });
    expect(computeLedger(input([booking()], { schedules: [] }))[0]).toMatchObject({ earns: false, reason: 'noSchedule' });
  });

  it('is the same whatever order the bookings come in', () => {
    const bookings = [booking({ id: 'b1' }), booking({ id: 'b2', referralCode: 'ben', referredAt: '2026-05-03T10:00:00.000Z', createdAt: '2026-05-03T10:00:00.000Z' })];
    const forwards = computeLedger(input(bookings));
    const backwards = computeLedger(input([...bookings].reverse())).reverse();
    expect(backwards).toEqual(forwards);
  });

  it('counts a no-show as analytics does: over, never checked in, not cancelled', () => {
    const now = '2026-05-08T21:00:00.000Z';
    expect(isNoShow(booking({ checkedIn: false }), now)).toBe(true);
    expect(isNoShow(booking({ checkedIn: false }), '2026-05-08T19:00:00.000Z')).toBe(false);
    expect(isNoShow(booking({ checkedIn: false, deletedAt: now }), now)).toBe(false);
    expect(isNoShow(booking(), now)).toBe(false);
  });
});

describe('reconciling the stored ledger', () => {
  const [earned] = computeLedger(input([booking()]));
  const [notEarned] = computeLedger(input([booking({ checkedIn: false })]));
  const stored = (overrides: Partial<StoredItem>): StoredItem => ({
    id: 'i1',
    bookingId: 'b1',
    creatorId: 'anna',
    kind: 'commission',
    status: 'pending',
    amount: 800,
    platformFee: 80,
    currency: 'EUR',
    scheduleId: 's1',
    covers: 4,
    ...overrides,
  });
  const figures = { creatorId: 'anna', amount: 800, platformFee: 80, currency: 'EUR', scheduleId: 's1', covers: 4 };

  it('captures a new commission and leaves a matching one alone', () => {
    expect(reconcileBooking(earned!, [])).toEqual([{ change: 'capture', bookingId: 'b1', kind: 'commission', figures }]);
    expect(reconcileBooking(earned!, [stored({})])).toEqual([]);
    expect(reconcileBooking(earned!, [stored({ status: 'paid' })])).toEqual([]);
  });

  it('withdraws an open item when the attendance is undone, and takes back a paid one by a reversal', () => {
    expect(reconcileBooking(notEarned!, [stored({ status: 'approved' })])).toEqual([{ change: 'withdraw', itemId: 'i1' }]);
    expect(reconcileBooking(notEarned!, [stored({ status: 'paid' })])).toEqual([
      { change: 'capture', bookingId: 'b1', kind: 'reversal', figures: { ...figures, amount: -800, platformFee: -80, scheduleId: null, covers: 0 } },
    ]);
    expect(reconcileBooking(notEarned!, [])).toEqual([]);
  });

  it('moves an open item to new figures, and adds the difference to a paid one as an adjustment', () => {
    const [bigger] = computeLedger(input([booking({ partySize: 6 })]));
    expect(reconcileBooking(bigger!, [stored({ status: 'approved' })])).toEqual([{ change: 'update', itemId: 'i1', figures: { ...figures, amount: 1_200, platformFee: 120, covers: 6 } }]);
    expect(reconcileBooking(bigger!, [stored({ status: 'paid' })])).toEqual([
      { change: 'capture', bookingId: 'b1', kind: 'adjustment', figures: { ...figures, amount: 400, platformFee: 40, covers: 6 } },
    ]);
  });

  it('keeps the restaurant’s rejection', () => {
    expect(reconcileBooking(earned!, [stored({ status: 'rejected' })])).toEqual([]);
  });

  it('withdraws an open reversal when a paid attendance is restored', () => {
    const reversal = stored({ id: 'i2', kind: 'reversal', amount: -800, platformFee: -80, scheduleId: null, covers: 0 });
    expect(reconcileBooking(earned!, [stored({ status: 'paid' }), reversal])).toEqual([{ change: 'withdraw', itemId: 'i2' }]);
  });
});
