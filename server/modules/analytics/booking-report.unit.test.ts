import { describe, expect, it } from 'vitest';
import { medianOf } from './booking-report';

describe('the median of counted values (turn times, as percentile_cont(0.5) would say)', () => {
  it('is the middle value of an odd count and the mean of the middle two of an even one', () => {
    expect(medianOf([{ value: 90, count: 2 }, { value: 60, count: 1 }])).toBe(90);
    expect(medianOf([{ value: 60, count: 1 }, { value: 120, count: 1 }])).toBe(90);
    expect(medianOf([{ value: 75, count: 3 }, { value: 60, count: 2 }, { value: 100, count: 1 }])).toBe(75);
    expect(medianOf([{ value: 45, count: 1 }])).toBe(45);
  });
});
