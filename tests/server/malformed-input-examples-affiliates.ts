// Valid examples of the creator-programme routes for the malformed-input probes (./malformed-input.test.ts;
// docs/decisions/014-affiliates.md). The demo has no commission item yet: deciding one or paying answers that.
import type { Example } from './malformed-input-probes';

export const affiliateExamples: Record<string, Example> = {
  'POST /api/affiliates/schedules': {
    body: () => ({ affiliateUserId: 'demo-creator', basis: 'percentOfSpend', commissionRate: 500, commissionCurrency: 'EUR', platformFeePercentage: 12.5, attributionWindowDays: 45, capPerBooking: 2_000 }),
    refs: ['affiliateUserId'],
    ok: [201],
  },
  'GET /api/affiliates/creators': { query: () => ({ from: '2026-01-01', to: '2026-12-31' }) },
  'GET /api/affiliates/items': { query: () => ({ affiliateUserId: 'demo-creator', status: 'pending', from: '2026-01-01', to: '2026-12-31', page: '0', pageSize: '20' }) },
  'PUT /api/affiliates/items/:id': { params: () => ({ id: 'no-such-item' }), body: () => ({ status: 'rejected', reason: 'A probe' }), ok: [404] },
  'GET /api/affiliates/payouts': { query: () => ({ affiliateUserId: 'demo-creator' }) },
  // The admin probing it has no username, so no referral code: told to choose one.
  'GET /api/creator/overview': { ok: [200, 409] },
  'POST /api/affiliates/payouts': { body: () => ({ affiliateUserId: 'demo-creator', periodStart: '2026-01-01', periodEnd: '2026-01-31', reference: 'A probe' }), ok: [409] },
};
