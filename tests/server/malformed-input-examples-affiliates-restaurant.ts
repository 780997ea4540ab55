// Valid examples of the routes of the restaurant's programme beyond the ledger for the malformed-input probes
// (./malformed-input.test.ts; docs/decisions/014-affiliates.md). A throwaway reservation carries no referral code:
// reading its visit or entering its spend is refused with that reason.
import type { Example } from './malformed-input-probes';

export const affiliateRestaurantExamples: Record<string, Example> = {
  'PUT /api/affiliates/programme': { body: () => ({ joined: true }) },
  'GET /api/affiliates/unearned': { query: () => ({ affiliateUserId: 'demo-creator' }) },
  'GET /api/affiliates/visits/:reservationId': { params: async (t) => ({ reservationId: (await t.reservation()).id }), ok: [409] },
  'PUT /api/affiliates/visits/:reservationId/spend': { params: async (t) => ({ reservationId: (await t.reservation()).id }), body: () => ({ spend: 4_200 }), ok: [409] },
};
