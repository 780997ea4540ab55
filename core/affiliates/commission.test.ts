import { describe, expect, it } from 'vitest';
import { guestKeyOf, ownerOf, referralCodeOf, type ReferralTouch } from './attribution';
import { commissionFor, scheduleInForce } from './commission';
import { schedule } from './test-kit';


describe('the schedule in force', () => {
  const general = schedule({ id: 'general' });
  const raised = schedule({ id: 'raised', commissionRate: 300, createdAt: '2026-03-01T00:00:00.000Z' });
  const forAnna = schedule({ id: 'anna', affiliateUserId: 'anna', commissionRate: 500, createdAt: '2026-02-01T00:00:00.000Z' });
  const paused = schedule({ id: 'paused', active: false, createdAt: '2026-04-01T00:00:00.000Z' });

  it('is the newest row created at or before the booking', () => {
    expect(scheduleInForce([general, raised], 'ben', '2026-02-15T12:00:00.000Z')?.id).toBe('general');
    expect(scheduleInForce([general, raised], 'ben', '2026-03-01T00:00:00.000Z')?.id).toBe('raised');
    expect(scheduleInForce([raised, general], 'ben', '2026-03-02T00:00:00.000Z')?.id).toBe('raised');
  });

  it('prefers a row for the creator over the general one, and none exists before the first row', () => {
    expect(scheduleInForce([general, raised, forAnna], 'anna', '2026-03-15T00:00:00.000Z')?.id).toBe('anna');
    expect(scheduleInForce([general, raised, forAnna], 'anna', '2026-01-15T00:00:00.000Z')?.id).toBe('general');
    expect(scheduleInForce([general], 'anna', '2025-12-31T23:59:59.999Z')).toBeNull();
  });

  it('is none while the programme is paused', () => {
    expect(scheduleInForce([general, paused], 'ben', '2026-04-02T00:00:00.000Z')).toBeNull();
    expect(scheduleInForce([general, paused], 'ben', '2026-03-31T00:00:00.000Z')?.id).toBe('general');
  });
});

describe('what a booking earns', () => {
  it('per cover, per booking and as a share of the spend, with the platform fee taken from the creator', () => {
    expect(commissionFor(schedule(), { covers: 4, spend: null })).toEqual({ amount: 800, platformFee: 80, creatorAmount: 720, currency: 'EUR', capped: false });
    expect(commissionFor(schedule({ basis: 'perBooking', commissionRate: 500 }), { covers: 4, spend: null }).amount).toBe(500);
    // 5 % of 123.45 € is 6.1725 €: 617 cents; a half cent rounds up.
    expect(commissionFor(schedule({ basis: 'percentOfSpend', commissionRate: 500 }), { covers: 2, spend: 12_345 }).amount).toBe(617);
    expect(commissionFor(schedule({ basis: 'percentOfSpend', commissionRate: 500 }), { covers: 2, spend: 10_010 }).amount).toBe(501);
  });

  it('nothing from a share of a spend not yet entered; the cap cuts a large table; the fee rounds down', () => {
    expect(commissionFor(schedule({ basis: 'percentOfSpend' }), { covers: 2, spend: null }).amount).toBe(0);
    expect(commissionFor(schedule({ capPerBooking: 1_000 }), { covers: 12, spend: null })).toMatchObject({ amount: 1_000, capped: true });
    expect(commissionFor(schedule({ commissionRate: 333, platformFeePercentage: 15 }), { covers: 1, spend: null })).toMatchObject({ platformFee: 49, creatorAmount: 284 });
  });
});

describe('attribution', () => {
  const touch = (bookingId: string, creatorId: string, referredAt: string, createdAt = referredAt, guestKey = 'guest@example.com'): ReferralTouch => ({
    bookingId,
    creatorId,
    guestKey,
    referredAt,
    createdAt,
  });
  const schedules = [schedule()];

  it('reads referral codes in any case and a guest whatever the case or "+tag" of the address', () => {
    expect(referralCodeOf(' Anna-Eats ')).toBe('anna-eats');
    expect(guestKeyOf(' Maria.Lopez+covers@Example.com ')).toBe('maria.lopez@example.com');
  });

  it('gives a booking to the first creator who referred the guest within the window', () => {
    const first = touch('b1', 'anna', '2026-05-01T10:00:00.000Z');
    const second = touch('b2', 'ben', '2026-05-10T10:00:00.000Z');
    expect(ownerOf(second, [first, second], schedules)).toBe('anna');
    expect(ownerOf(first, [first, second], schedules)).toBe('anna');
  });

  it('lets a later creator own the guest once the first one’s window has passed', () => {
    const first = touch('b1', 'anna', '2026-05-01T10:00:00.000Z');
    const late = touch('b2', 'ben', '2026-06-15T10:00:00.000Z');
    expect(ownerOf(late, [first, late], schedules)).toBe('ben');
  });

  it('counts the window from the first visit of the link to the booking, and no creator outside it', () => {
    expect(ownerOf(touch('b1', 'anna', '2026-05-01T10:00:00.000Z', '2026-05-31T10:00:00.000Z'), [], schedules)).toBe('anna');
    expect(ownerOf(touch('b1', 'anna', '2026-05-01T10:00:00.000Z', '2026-05-31T10:00:00.001Z'), [], schedules)).toBeNull();
    expect(ownerOf(touch('b1', 'anna', '2026-05-01T10:00:00.000Z'), [], [])).toBeNull();
  });

  it('ignores another guest and bookings made later', () => {
    const mine = touch('b2', 'ben', '2026-05-10T10:00:00.000Z');
    const otherGuest = touch('b1', 'anna', '2026-05-01T10:00:00.000Z', '2026-05-01T10:00:00.000Z', 'someone@example.com');
    const madeLater = touch('b3', 'anna', '2026-05-02T10:00:00.000Z', '2026-05-20T10:00:00.000Z');
    expect(ownerOf(mine, [otherGuest, madeLater], schedules)).toBe('ben');
  });
});

describe('the platform fee', () => {
  it('is exact for fractional percentages', () => {
    expect(commissionFor(schedule({ platformFeePercentage: 12.5 }), { covers: 4, spend: null }).platformFee).toBe(100);
    // 0.29 * 100 is 28.999999999999996 in binary floating point: still 29 hundredths of a percent.
    expect(commissionFor(schedule({ commissionRate: 10_000, platformFeePercentage: 0.29 }), { covers: 1, spend: null }).platformFee).toBe(29);
  });
});
