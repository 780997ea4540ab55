// Builders for the commission tests: a schedule row with plain defaults (2.00 € per cover, 10 % platform fee).
import type { ScheduleFacts } from './commission';

export const schedule = (overrides: Partial<ScheduleFacts> = {}): ScheduleFacts => ({
  id: 's1',
  affiliateUserId: null,
  active: true,
  basis: 'perCover',
  commissionRate: 200,
  commissionCurrency: 'EUR',
  platformFeePercentage: 10,
  attributionWindowDays: 30,
  capPerBooking: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});
