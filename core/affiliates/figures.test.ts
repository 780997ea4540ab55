import { describe, expect, it } from 'vitest';
import { figuresBy } from './figures';
import { computeLedger, type ReferredBooking } from './ledger';
import { schedule } from './test-kit';

const base: ReferredBooking = {
  id: 'b1',
  referralCode: 'anna',
  referredAt: null,
  createdAt: '2026-05-01T10:00:00.000Z',
  startTime: '2026-05-08T18:00:00.000Z',
  endTime: '2026-05-08T20:00:00.000Z',
  partySize: 4,
  checkedIn: true,
  deletedAt: null,
  guestEmail: 'a@example.com',
  spend: null,
};

describe('referral figures', () => {
  const bookings: ReferredBooking[] = [
    base,
    { ...base, id: 'b2', guestEmail: 'b@example.com', partySize: 2, checkedIn: false },
    { ...base, id: 'b3', guestEmail: 'c@example.com', checkedIn: false, deletedAt: '2026-05-02T00:00:00.000Z' },
    { ...base, id: 'b4', guestEmail: 'd@example.com', referralCode: 'ben', startTime: '2026-06-02T18:00:00.000Z', endTime: '2026-06-02T20:00:00.000Z' },
    { ...base, id: 'b5', referralCode: 'nobody' },
  ];
  const creators = [
    { userId: 'anna', referralCode: 'anna', email: null },
    { userId: 'ben', referralCode: 'ben', email: null },
  ];
  const computed = computeLedger({ bookings, schedules: [schedule()], creators, noShows: new Map() });
  const money = [
    { bookingId: 'b1', status: 'paid' as const, currency: 'EUR', amount: 720 },
    { bookingId: 'b1', status: 'pending' as const, currency: 'EUR', amount: -720 },
    { bookingId: 'b4', status: 'approved' as const, currency: 'EUR', amount: 720 },
    { bookingId: 'b4', status: 'rejected' as const, currency: 'EUR', amount: 999 },
  ];
  const now = '2026-07-01T00:00:00.000Z';

  it('counts each creator’s bookings, covers, cancellations, no-shows and money by status', () => {
    const byCreator = figuresBy(bookings, computed, money, { groupOf: (_, owner) => owner, now });
    expect(byCreator.get('anna')).toEqual({ referredBookings: 3, attendedVisits: 1, attendedCovers: 4, cancellations: 1, noShows: 1, commission: [{ currency: 'EUR', pending: -720, approved: 0, paid: 720 }] });
    expect(byCreator.get('ben')).toEqual({ referredBookings: 1, attendedVisits: 1, attendedCovers: 4, cancellations: 0, noShows: 0, commission: [{ currency: 'EUR', pending: 0, approved: 720, paid: 0 }] });
    expect(byCreator.size).toBe(2);
  });

  it('groups one creator’s figures by the month of the visit', () => {
    const annaByMonth = figuresBy(bookings, computed, money, { groupOf: (booking, owner) => (owner === 'ben' ? booking.startTime.slice(0, 7) : null), now });
    expect([...annaByMonth.keys()]).toEqual(['2026-06']);
  });

  it('does not count a booking still to come as a no-show', () => {
    const byCreator = figuresBy(bookings, computed, [], { groupOf: (_, owner) => owner, now: '2026-05-08T19:00:00.000Z' });
    expect(byCreator.get('anna')?.noShows).toBe(0);
  });
});
