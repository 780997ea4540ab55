import { describe, expect, it } from 'vitest';
import { moneyByStatus, moneyOf, monthName, qrFileName, referralUrl } from './referral';

describe('the creator area’s derived text', () => {
  it('builds the referral link of a restaurant, whatever the origin’s trailing slash', () => {
    expect(referralUrl('https://covers.example/', 'demo', 'clara-eats')).toBe('https://covers.example/r/demo/?ref=clara-eats');
    expect(referralUrl('http://localhost:5173', 'bistro-2', 'a_b')).toBe('http://localhost:5173/r/bistro-2/?ref=a_b');
  });

  it('writes money of minor units per currency, and a zero when there is none yet', () => {
    const figures = { commission: [{ currency: 'EUR', pending: 1250, approved: 0, paid: 99_900 }] };
    expect(moneyOf(figures, 'pending', 'en')).toBe('€12.50');
    expect(moneyOf(figures, 'paid', 'de')).toBe('999,00\u00a0€');
    expect(moneyOf({ commission: [] }, 'approved', 'en')).toBe('€0.00');
    const two = { commission: [...figures.commission, { currency: 'JPY', pending: 300, approved: 0, paid: 0 }] };
    expect(moneyByStatus(two, 'en').pending).toBe('€12.50 · ¥300');
  });

  it('names a month in the reader’s language and a QR file after the link', () => {
    expect(monthName('2026-03', 'en')).toBe('March 2026');
    expect(monthName('2026-12', 'es')).toBe('diciembre de 2026');
    expect(qrFileName('demo', 'creator', 'png')).toBe('covers-demo-creator.png');
  });
});
