import { describe, expect, it } from 'vitest';
import { onlinePartySizeRefusal } from './online-party-size';

describe('onlinePartySizeRefusal', () => {
  it("takes the restaurant's online range, ends included, and says the range to anything outside it", () => {
    const rules = { partySizeMin: 2, partySizeMax: 8 };
    expect([2, 5, 8].map((size) => onlinePartySizeRefusal(rules, size))).toEqual([null, null, null]);
    expect(onlinePartySizeRefusal(rules, 1)).toBe('Online bookings are for 2 to 8 guests');
    expect(onlinePartySizeRefusal(rules, 9)).toBe('Online bookings are for 2 to 8 guests');
  });
});
