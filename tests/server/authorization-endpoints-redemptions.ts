// The authorization matrix's voucher redemption routes (./authorization-matrix.test.ts): the tablet's lookup by code
// reads like a reservation (ReadReservations); a redemption changes like a host action (ReadReservations and
// ManageReservations), each caller on a voucher of its own.
import { randomUUID } from 'node:crypto';
import { staff, type Endpoint } from './authorization-policy';

export const redemptionEndpoints: Record<string, Endpoint> = {
  'GET /api/vouchers/by-code/:code': { policy: staff('ReadReservations'), ok: [200], call: async (t) => ({ url: `/api/vouchers/by-code/${(await t.voucher()).code}` }) },
  'POST /api/vouchers/:id/redemptions': {
    policy: staff('ReadReservations', 'ManageReservations'),
    ok: [201],
    call: async (t) => ({ url: `/api/vouchers/${(await t.voucher()).id}/redemptions`, payload: { amount: 500, actionId: randomUUID() } }),
  },
};
