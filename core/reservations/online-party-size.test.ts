import { describe, expect, it } from 'vitest';
import { onlinePartySizeRefusal } from './online-party-size';

describe('onlinePartySizeRefusal', () => {
  it("takes the restaurant's online range, ends included, and says the range to anything outside it", () => {
    const rules = { partySizeMin: 2, partySizeMax: 8 };
    expect([2, 5, 8].map((size) => onlinePartySizeRefusal(rules, size))).toEqual([null, null, null]);
    expect(onlinePartySizeRefusal(rules, 1)).toEqual({ reason: 'partySize', min: 2, max: 8 });
    expect(onlinePartySizeRefusal(rules, 9)).toEqual({ reason: 'partySize', min: 2, max: 8 });
  });
});
