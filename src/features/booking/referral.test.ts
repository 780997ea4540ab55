import { describe, expect, it } from 'vitest';
import { referralAfter } from './referral';

const day = 86_400_000;
const now = Date.parse('2026-05-10T12:00:00.000Z');

describe('the referral a device keeps', () => {
  it('keeps a link’s code with the moment it was first opened', () => {
    expect(referralAfter(null, 'anna-eats', now)).toEqual({ code: 'anna-eats', at: '2026-05-10T12:00:00.000Z' });
  });

  it('lets the first creator keep the guest for 30 days, then the next link takes over', () => {
    const first = { code: 'anna-eats', at: new Date(now - 29 * day).toISOString() };
    expect(referralAfter(first, 'ben', now)).toEqual(first);
    expect(referralAfter(first, 'anna-eats', now)).toEqual(first);
    const old = { code: 'anna-eats', at: new Date(now - 31 * day).toISOString() };
    expect(referralAfter(old, 'ben', now)).toEqual({ code: 'ben', at: '2026-05-10T12:00:00.000Z' });
    expect(referralAfter(old, null, now)).toBeNull();
  });

  it('ignores a code that is not one', () => {
    expect(referralAfter(null, 'no spaces/please', now)).toBeNull();
    expect(referralAfter(null, '', now)).toBeNull();
  });
});
