// The authorization matrix's creator-programme routes (./authorization-matrix.test.ts; docs/decisions/014): the
// restaurant's figures and ledger need ViewAnalytics; its terms, decisions and payouts the owner's ManageRoles; a
// creator reads their own overview.
import { affiliate, staff, type Endpoint } from './authorization-policy';

const schedule = { basis: 'perCover', commissionRate: 150, commissionCurrency: 'EUR', platformFeePercentage: 10 };

export const affiliateEndpoints: Record<string, Endpoint> = {
  'GET /api/affiliates/schedules': { policy: staff('ViewAnalytics'), ok: [200] },
  'POST /api/affiliates/schedules': { policy: staff('ManageRoles'), ok: [201], call: () => ({ payload: schedule }) },
  'GET /api/affiliates/creators': { policy: staff('ViewAnalytics'), ok: [200] },
  'GET /api/affiliates/items': { policy: staff('ViewAnalytics'), ok: [200] },
  'PUT /api/affiliates/items/:id': { policy: staff('ManageRoles'), ok: [404], call: () => ({ url: '/api/affiliates/items/no-such-item', payload: { status: 'approved' } }) },
  'GET /api/affiliates/payouts': { policy: staff('ViewAnalytics'), ok: [200] },
  // The demo has no approved commission: an admitted caller is told there is nothing to pay.
  'POST /api/affiliates/payouts': {
    policy: staff('ManageRoles'),
    ok: [409],
    call: () => ({ payload: { affiliateUserId: 'demo-creator', periodStart: '2026-01-01', periodEnd: '2026-01-31' } }),
  },
  // An admin passes the guard but, having no username and so no referral code, is told to choose one.
  'GET /api/creator/overview': { policy: affiliate, ok: [200, 409] },
};
