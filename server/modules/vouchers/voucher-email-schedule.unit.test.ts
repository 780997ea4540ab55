// When a voucher's recipient is emailed (docs/decisions/012): 09:00 restaurant time on the delivery date, at once when
// that has passed or no date was chosen.
import { describe, expect, it } from 'vitest';
import { recipientDueAt } from './voucher-email-schedule';

describe('recipientDueAt', () => {
  const now = new Date('2026-11-27T12:00:00Z');
  it('is 09:00 local on the delivery date, winter or summer', () => {
    expect(recipientDueAt('2026-12-24', 'Europe/Berlin', now).toISOString()).toBe('2026-12-24T08:00:00.000Z');
    expect(recipientDueAt('2027-07-01', 'Europe/Berlin', now).toISOString()).toBe('2027-07-01T07:00:00.000Z');
    expect(recipientDueAt('2026-12-24', 'America/Mexico_City', now).toISOString()).toBe('2026-12-24T15:00:00.000Z');
  });
  it('is now without a date, or when 09:00 of that date has passed', () => {
    expect(recipientDueAt(null, 'Europe/Berlin', now)).toBe(now);
    expect(recipientDueAt('2026-11-27', 'Europe/Berlin', now)).toBe(now);
  });
});
