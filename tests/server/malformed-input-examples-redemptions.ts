// Valid examples of the voucher redemption routes for the malformed-input probes (./malformed-input.test.ts): the
// tablet's lookup by code and a redemption on a booking, each caller on a voucher of its own.
import { randomUUID } from 'node:crypto';
import type { Example } from './malformed-input-probes';

export const redemptionExamples = (fixtures: { booked: string }): Record<string, Example> => ({
  'GET /api/vouchers/by-code/:code': { params: async (t) => ({ code: (await t.voucher()).code }) },
  'POST /api/vouchers/:id/redemptions': {
    params: async (t) => ({ id: (await t.voucher()).id }),
    body: () => ({ amount: 100, reservationId: fixtures.booked, actionId: randomUUID() }),
    refs: ['reservationId'],
    ok: [201],
  },
});
