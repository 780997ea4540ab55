import { describe, expect, it } from 'vitest';
import { isClosed, statusAfterExpiryMoved, statusForBalance } from './voucher-status';

describe('a voucher status after a change', () => {
  it('an adjustment to zero uses an active voucher up, and a credit makes a used-up one active again', () => {
    expect(statusForBalance('active', 0)).toBe('redeemed');
    expect(statusForBalance('active', 1)).toBe('active');
    expect(statusForBalance('redeemed', 500)).toBe('active');
    expect(statusForBalance('expired', 0)).toBe('expired');
  });

  it('an expired voucher whose expiry moves into the future is what it was before', () => {
    const now = new Date('2026-11-27T20:00:00Z');
    const later = new Date('2027-06-01T00:00:00Z');
    expect(statusAfterExpiryMoved({ status: 'expired', issuedAt: now, balance: 100 }, later, now)).toBe('active');
    expect(statusAfterExpiryMoved({ status: 'expired', issuedAt: now, balance: 0 }, later, now)).toBe('redeemed');
    expect(statusAfterExpiryMoved({ status: 'expired', issuedAt: null, balance: 0 }, later, now)).toBe('pendingPayment');
    expect(statusAfterExpiryMoved({ status: 'expired', issuedAt: now, balance: 100 }, now, now)).toBe('expired');
    expect(statusAfterExpiryMoved({ status: 'void', issuedAt: now, balance: 0 }, later, now)).toBe('void');
  });

  it('void and refunded vouchers are closed', () => {
    expect(['void', 'refunded', 'active', 'expired'].map((s) => isClosed(s as 'void'))).toEqual([true, true, false, false]);
  });
});
