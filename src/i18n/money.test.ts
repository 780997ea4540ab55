import { describe, expect, it } from 'vitest';
import { formatMinor, parseMinor } from './money';

describe('amounts the host types', () => {
  it('reads the decimal comma and point in any of the three languages', () => {
    for (const locale of ['de', 'es', 'en']) {
      expect(parseMinor('12,50', 'EUR', locale)).toBe(1250);
      expect(parseMinor('12.50', 'EUR', locale)).toBe(1250);
      expect(parseMinor('12', 'EUR', locale)).toBe(1200);
      expect(parseMinor(' 7,5 € ', 'EUR', locale)).toBe(750);
    }
    expect(parseMinor('1.234,56', 'EUR', 'de')).toBe(123456);
    expect(parseMinor('1,234.56', 'EUR', 'en')).toBe(123456);
    expect(parseMinor('1.234', 'EUR', 'de')).toBe(123400);
  });

  it('refuses what is no amount', () => {
    expect(parseMinor('', 'EUR', 'de')).toBeNull();
    expect(parseMinor('abc', 'EUR', 'en')).toBeNull();
    expect(parseMinor('1,234', 'EUR', 'de')).toBeNull();
  });

  it('shows minor units per locale and currency', () => {
    expect(formatMinor(1250, 'EUR', 'de').replace(/\s/g, ' ')).toBe('12,50 €');
    expect(formatMinor(1250, 'EUR', 'en')).toBe('€12.50');
    expect(formatMinor(8000, 'MXN', 'es').replace(/\s/g, ' ')).toContain('80,00');
  });
});
