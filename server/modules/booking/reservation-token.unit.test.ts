import { describe, expect, it } from 'vitest';
import { newReservationToken, newSmsToken } from './reservation-token';

describe('newReservationToken', () => {
  it('gives 192-bit base64url tokens, never the same one, also across refills of the pool', () => {
    const tokens = Array.from({ length: 2000 }, () => newReservationToken());
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(24);
    }
    expect(new Set(tokens).size).toBe(tokens.length);
    // Each of the 192 bits is set in about half of the tokens (a pool handed out twice, or never filled, would not be).
    const setBits = Array.from({ length: 192 }, () => 0);
    for (const token of tokens) {
      const bytes = Buffer.from(token, 'base64url');
      for (let bit = 0; bit < 192; bit++) if (((bytes[bit >> 3] as number) >> (bit & 7)) & 1) setBits[bit] = (setBits[bit] as number) + 1;
    }
    for (const count of setBits) expect(Math.abs(count - 1000)).toBeLessThan(200);
  });
});

describe('newSmsToken', () => {
  it('gives 8 readable characters, spread over the whole alphabet, interleaved with manage tokens from the same pool', () => {
    const tokens = Array.from({ length: 2000 }, (_, i) => {
      if (i % 3 === 0) newReservationToken();
      return newSmsToken();
    });
    for (const token of tokens) expect(token).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(new Set(tokens).size).toBe(tokens.length);
    // Each of the 32 characters appears about 16,000 / 32 = 500 times (bytes handed out twice or never filled would not).
    const counts = new Map<string, number>();
    for (const char of tokens.join('')) counts.set(char, (counts.get(char) ?? 0) + 1);
    expect(counts.size).toBe(32);
    for (const count of counts.values()) expect(Math.abs(count - 500)).toBeLessThan(120);
  });
});
