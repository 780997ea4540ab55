import { describe, expect, it } from 'vitest';
import { addCounts } from './counts';

describe('addCounts', () => {
  it('adds the named counts and leaves every other field as it was', () => {
    const into = { bookings: 2, covers: 5, label: 'Garden', other: 7 };
    const from = { bookings: 1, covers: 4, other: 100 };
    addCounts(into, from, ['bookings', 'covers']);
    expect(into).toEqual({ bookings: 3, covers: 9, label: 'Garden', other: 7 });
  });
});
