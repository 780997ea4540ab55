import { describe, expect, it } from 'vitest';
import { clashWithin } from './group-commit';
import type { BookingRowsValues } from './booking-insert';

const at = (hour: number) => new Date(Date.UTC(2031, 0, 10, hour));
const booking = (tableNumber: string, from: number, to: number, overrides: Partial<BookingRowsValues> = {}): BookingRowsValues => ({
  restaurantId: 'demo',
  specialId: null,
  areaGroupId: null,
  customerName: 'Guest',
  customerPhone: '+49 151 1000000',
  customerEmail: 'guest@example.test',
  level: 'Terrace',
  partySize: 2,
  startTime: at(from),
  endTime: at(to),
  note: null,
  referralCode: null,
  referredAt: null,
  language: null,
  source: 'online',
  platform: 'desktop',
  createdAt: at(0),
  updatedAt: at(0),
  rows: [{ id: `${tableNumber}-${from}`, tableNumber, token: `token-${tableNumber}-${from}` }],
  ...overrides,
});

describe('clashWithin: two bookings of a batch on one table at overlapping times', () => {
  it('finds an overlap on the same table', () => {
    expect(clashWithin([booking('T1', 18, 20), booking('T2', 18, 20), booking('T1', 19, 21)])).toBe(true);
  });

  it('lets back-to-back slots touch (half-open, as the constraint)', () => {
    expect(clashWithin([booking('T1', 18, 20), booking('T1', 20, 22), booking('T1', 16, 18)])).toBe(false);
  });

  it('tells tables apart by restaurant and area as well as by number', () => {
    expect(clashWithin([booking('T1', 18, 20), booking('T1', 18, 20, { level: 'Dining Room' }), booking('T1', 18, 20, { restaurantId: 'other' })])).toBe(false);
  });

  it('a batch without a shared table has no clash', () => {
    expect(clashWithin([booking('T1', 18, 20), booking('T2', 18, 20), booking('T3', 18, 20)])).toBe(false);
    expect(clashWithin([])).toBe(false);
  });
});
