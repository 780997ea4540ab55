import { describe, expect, it } from 'vitest';
import { amountInputText, formatLocalDate, formatMoney, lastValidDay, parseAmount } from './money';
import { voucherExpiry } from './expiry';

describe('parseAmount', () => {
  it('reads either decimal mark in every locale', () => {
    for (const locale of ['de-DE', 'en-US', 'es-ES']) {
      expect(parseAmount('12,50', 'EUR', locale)).toBe(1250);
      expect(parseAmount('12.50', 'EUR', locale)).toBe(1250);
      expect(parseAmount('12,5', 'EUR', locale)).toBe(1250);
      expect(parseAmount('40', 'EUR', locale)).toBe(4000);
      expect(parseAmount(' 40 € ', 'EUR', locale)).toBe(4000);
    }
  });

  it('reads a thousands group after the other mark and refuses three decimals after its own', () => {
    expect(parseAmount('1.250', 'EUR', 'de-DE')).toBe(125000);
    expect(parseAmount('1.250,50', 'EUR', 'de-DE')).toBe(125050);
    expect(parseAmount('1,250', 'EUR', 'de-DE')).toBeNull();
    expect(parseAmount('1,250', 'USD', 'en-US')).toBe(125000);
    expect(parseAmount('1,250.75', 'MXN', 'en-US')).toBe(125075);
    expect(parseAmount('1.250', 'EUR', 'en-US')).toBeNull();
  });

  it('refuses what is not an amount', () => {
    for (const typed of ['', 'abc', '-5', '12,345,6', '1.2.3', ',50', '12.']) expect(parseAmount(typed, 'EUR', 'de-DE'), typed).toBeNull();
  });

  it('has no decimals for a currency without them', () => {
    expect(parseAmount('1500', 'JPY', 'en-US')).toBe(1500);
    expect(parseAmount('15.50', 'JPY', 'en-US')).toBeNull();
  });
});

describe('formatMoney', () => {
  it('formats minor units per locale and currency', () => {
    expect(formatMoney(1250, 'EUR', 'de-DE')).toBe('12,50\u00a0€');
    expect(formatMoney(10000, 'EUR', 'en-US')).toBe('€100');
    expect(formatMoney(8000, 'EUR', 'es-ES')).toBe('80\u00a0€');
    expect(formatMoney(50000, 'MXN', 'es-MX')).toBe('$500');
  });

  it('writes an input text the parser reads back', () => {
    for (const locale of ['de-DE', 'en-US', 'es-ES']) for (const minor of [1250, 4000, 123456]) expect(parseAmount(amountInputText(minor, 'EUR', locale), 'EUR', locale)).toBe(minor);
  });
});

describe('lastValidDay', () => {
  it('is 31 December of the last year in every zone we serve', () => {
    for (const zone of ['Europe/Berlin', 'Europe/Madrid', 'America/Mexico_City', 'America/Tijuana', 'Atlantic/Canary']) {
      expect(lastValidDay(voucherExpiry('2026-11-27', 3, zone).toISOString()), zone).toBe('2029-12-31');
    }
  });

  it('reads in the locale', () => {
    expect(formatLocalDate('2029-12-31', 'de-DE')).toBe('31. Dezember 2029');
    expect(formatLocalDate('2029-12-31', 'en-US')).toBe('December 31, 2029');
    expect(formatLocalDate('2029-12-31', 'es-ES')).toBe('31 de diciembre de 2029');
  });
});
