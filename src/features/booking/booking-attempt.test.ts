import { describe, expect, it } from 'vitest';
import type { BookingRequest } from '../../../core/schemas/reservations';
import { bookingAttempt } from './booking-attempt';

const body = { customer: { name: 'Ann', email: 'ann@example.com', phone: '' }, partySize: 2, startTime: '2026-12-04T17:00:00.000Z', endTime: '2026-12-04T19:00:00.000Z', level: 'Terrace' } as BookingRequest;

describe('a booking attempt', () => {
  it('keeps its key while the booking is the same, and takes a new one when anything changed', () => {
    let n = 0;
    const key = () => `k${++n}`;
    const first = bookingAttempt(null, body, key);
    expect(first.key).toBe('k1');
    expect(bookingAttempt(first, { ...body, customer: { ...body.customer } }, key)).toBe(first);
    expect(bookingAttempt(first, { ...body, partySize: 3 }, key).key).toBe('k2');
    expect(bookingAttempt(first, { ...body, customer: { ...body.customer, email: 'bob@example.com' } }, key).key).toBe('k3');
  });
});
