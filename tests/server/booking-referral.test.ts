// A creator's referral in the online booking (docs/decisions/014-affiliates.md): the booking keeps the code and the
// moment the guest's device first opened the link, held within the year before the booking and never after it.
import { describe, expect, it } from 'vitest';
import { bookingBody, bookingServer } from './booking-kit';

const { book, rowsOf } = await bookingServer();
const dayMs = 86_400_000;
const minuteMs = 60_000;

/** Booked between `before` and now: createdAt is that moment's minute (spec §3), so no more than a minute earlier. */
const inBookingMinute = (at: Date | null | undefined, before: number) => {
  const ms = at?.getTime() ?? Number.NaN;
  return ms >= Math.floor(before / minuteMs) * minuteMs && ms <= Date.now();
};

describe('POST /api/reservations/request with a referral', () => {
  it('keeps the code and when the link was first opened', async () => {
    const referredAt = new Date(Date.now() - 3 * dayMs).toISOString();
    const { reservation } = await book(bookingBody({ partySize: 2, referralCode: 'creator', referredAt }));
    const [row] = await rowsOf(reservation._id);
    expect([row?.referralCode, row?.referredAt?.toISOString(), row?.source]).toEqual(['creator', referredAt, 'affiliate']);
  });

  it('holds a claimed moment in the future to the booking, and one long ago to a year before it', async () => {
    const before = Date.now();
    const future = await book(bookingBody({ partySize: 2, referralCode: 'creator', referredAt: new Date(Date.now() + 5 * dayMs).toISOString() }));
    const [early] = await rowsOf(future.reservation._id);
    expect(inBookingMinute(early?.referredAt, before)).toBe(true);
    // Never after the booking as stored (its createdAt is kept to the minute): attribution would see it as later.
    expect(early?.referredAt?.getTime()).toBe(early?.createdAt.getTime());
    const old = await book(bookingBody({ partySize: 2, referralCode: 'creator', referredAt: '2020-01-01T00:00:00Z' }));
    const [late] = await rowsOf(old.reservation._id);
    expect(late?.referredAt?.getTime()).toBe((late?.createdAt.getTime() ?? 0) - 365 * dayMs);
    expect(inBookingMinute(late?.createdAt, before)).toBe(true);
  });

  it('without a code the moment is not kept, and without a moment the booking’s own time stands', async () => {
    const none = await book(bookingBody({ partySize: 2, referredAt: new Date().toISOString() }));
    expect((await rowsOf(none.reservation._id))[0]?.referredAt).toBeNull();
    const before = Date.now();
    const plain = await book(bookingBody({ partySize: 2, referralCode: 'creator' }));
    const [row] = await rowsOf(plain.reservation._id);
    expect(inBookingMinute(row?.referredAt, before)).toBe(true);
    expect(row?.referredAt?.getTime()).toBe(row?.createdAt.getTime());
  });
});
