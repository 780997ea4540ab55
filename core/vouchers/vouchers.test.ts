import { describe, expect, it } from 'vitest';
import { toInstant } from '../time';
import { formatVoucherCode, isVoucherCode, normalizeVoucherCode, voucherCodeAlphabet, voucherCodeOf } from './code';
import { expiryAllowed, voucherExpiry } from './expiry';
import { checkRedemption } from './redemption';

describe('voucher codes', () => {
  it('take 16 characters of an alphabet of 32 without 0, O, 1 or I: 80 bits', () => {
    expect(voucherCodeAlphabet).toHaveLength(32);
    expect(new Set(voucherCodeAlphabet).size).toBe(32);
    expect(voucherCodeAlphabet).not.toMatch(/[01IO]/);
    const code = voucherCodeOf(Uint8Array.from({ length: 16 }, (_, i) => i * 17));
    expect(code).toHaveLength(16);
    expect(isVoucherCode(code)).toBe(true);
  });

  it('are read in any case, with spaces or hyphens, and printed in groups of four', () => {
    const code = voucherCodeOf(Uint8Array.from({ length: 16 }, (_, i) => 255 - i));
    const grouped = formatVoucherCode(code);
    expect(grouped).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(normalizeVoucherCode(` ${grouped.toLowerCase().replaceAll('-', ' ')} `)).toBe(code);
    expect(isVoucherCode('O000-1111-IIII-2222'.replaceAll('-', ''))).toBe(false);
  });

  it('refuse too few random bytes', () => {
    expect(() => voucherCodeOf(new Uint8Array(8))).toThrow();
  });
});

describe('voucher expiry', () => {
  const zone = 'Europe/Berlin';
  it('runs to the end of the third year after the year of issue, in restaurant time, across year ends', () => {
    expect(voucherExpiry('2026-01-01', 3, zone)).toEqual(toInstant('2030-01-01', 0, zone));
    expect(voucherExpiry('2026-12-31', 3, zone)).toEqual(toInstant('2030-01-01', 0, zone));
    expect(voucherExpiry('2027-01-01', 3, zone)).toEqual(toInstant('2031-01-01', 0, zone));
    expect(voucherExpiry('2026-06-15', 3, 'America/Mexico_City').toISOString()).toBe('2030-01-01T06:00:00.000Z');
  });

  it('never comes sooner than the legal floor, whatever the restaurant chose', () => {
    expect(voucherExpiry('2026-05-01', 1, zone)).toEqual(voucherExpiry('2026-05-01', 3, zone));
    expect(voucherExpiry('2026-05-01', 5, zone)).toEqual(toInstant('2032-01-01', 0, zone));
    expect(expiryAllowed(toInstant('2029-12-31', 0, zone), '2026-05-01', zone)).toBe(false);
    expect(expiryAllowed(toInstant('2030-01-01', 0, zone), '2026-05-01', zone)).toBe(true);
  });
});

describe('a redemption', () => {
  const now = Date.parse('2026-11-27T20:00:00Z');
  const active = { status: 'active' as const, balance: 5_000, expiresAt: '2030-01-01T00:00:00+01:00' };
  it('takes part or all of the balance', () => {
    expect(checkRedemption(active, 2_000, now)).toEqual({ ok: true, balanceAfter: 3_000, statusAfter: 'active' });
    expect(checkRedemption(active, 5_000, now)).toEqual({ ok: true, balanceAfter: 0, statusAfter: 'redeemed' });
  });
  it('never more than the balance, and never from a voucher that is not active or has expired', () => {
    expect(checkRedemption(active, 5_001, now)).toEqual({ ok: false, code: 'voucher_balance_insufficient', balance: 5_000 });
    expect(checkRedemption({ ...active, status: 'pendingPayment' }, 100, now)).toMatchObject({ code: 'voucher_not_redeemable', reason: 'pendingPayment' });
    expect(checkRedemption({ ...active, expiresAt: '2026-11-27T20:00:00Z' }, 100, now)).toMatchObject({ reason: 'expired' });
    expect(checkRedemption({ ...active, heldForReview: true }, 100, now)).toMatchObject({ reason: 'heldForReview' });
  });
});
