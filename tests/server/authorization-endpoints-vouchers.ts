// The authorization matrix's voucher routes (./authorization-matrix.test.ts; docs/decisions/012-vouchers.md): the
// staff's (ReadReservations to read, ReadReservations and ManageReservations to change, the owner's ManageRoles for
// the settings) and the guests' gift-card reads about one restaurant.
import { demoVoucherCode, demoVoucherSettings } from '../../server/seed/demo-vouchers';
import { uniqueSuffix } from './api-surface';
import { staff, tenant, type Endpoint } from './authorization-policy';

const manage = staff('ReadReservations', 'ManageReservations');
const issueBody = () => ({ kind: 'amount', initialValue: 2_000, currency: 'EUR', recipient: { name: `Matrix ${uniqueSuffix()}` }, reason: 'Matrix' });

export const voucherEndpoints: Record<string, Endpoint> = {
  'GET /api/vouchers': { policy: staff('ReadReservations'), ok: [200] },
  'POST /api/vouchers': { policy: manage, ok: [201], call: () => ({ payload: issueBody() }) },
  'GET /api/vouchers/settings': { policy: staff('ReadReservations'), ok: [200] },
  'PUT /api/vouchers/settings': { policy: staff('ManageRoles'), ok: [200], call: () => ({ payload: demoVoucherSettings }) },
  'GET /api/vouchers/:id': { policy: staff('ReadReservations'), ok: [200], call: async (t) => ({ url: `/api/vouchers/${(await t.voucher()).id}` }) },
  'PUT /api/vouchers/:id': { policy: manage, ok: [200], call: async (t) => ({ url: `/api/vouchers/${(await t.voucher()).id}`, payload: { message: 'Matrix' } }) },
  'POST /api/vouchers/:id/adjustments': {
    policy: manage,
    ok: [200],
    call: async (t) => ({ url: `/api/vouchers/${(await t.voucher()).id}/adjustments`, payload: { amount: -100, reason: 'Matrix' } }),
  },
  'GET /api/gift-cards/offer': { policy: tenant, ok: [200] },
  'GET /api/gift-cards/:code': { policy: tenant, ok: [200], call: () => ({ url: `/api/gift-cards/${demoVoucherCode}` }) },
  'GET /api/gift-cards/vouchers/:voucherId': { policy: tenant, ok: [200], call: async (t) => ({ url: `/api/gift-cards/vouchers/${(await t.voucher()).id}` }) },
};
