// The authorization matrix's payment routes (./authorization-matrix.test.ts, docs/decisions/012): the guest's
// gift-card checkout, the provider's webhook, and the staff's refunds and resent emails.
import { publicRoute, staff, tenant, type Endpoint } from './authorization-policy';
import { voucherEmailsSent } from './payments-throwaways';

export const paymentsEndpoints: Record<string, Endpoint> = {
  // Every caller of the matrix comes from one address: past its tenth purchase the velocity limit answers 429, after the guard.
  'POST /api/gift-cards/checkout': {
    policy: tenant,
    ok: [201, 429],
    call: async (t) => {
      await t.giftCardsOn();
      return { payload: t.giftCardPurchase() };
    },
  },
  // The matrix's server has no Stripe key, so the route says there is no online payment here (the signed path is
  // ./payments-checkout.test.ts); it answers everyone alike, with no sign-in.
  'POST /api/payments/webhook/:provider': { policy: publicRoute, ok: [404], call: () => ({ url: '/api/payments/webhook/stripe', payload: { id: 'evt_matrix' } }) },
  'POST /api/vouchers/:id/refunds': {
    policy: staff('ManageReservations'),
    ok: [201],
    call: async (t) => ({ url: `/api/vouchers/${await t.paidVoucher()}/refunds`, payload: { amount: 100, reason: 'Matrix' } }),
  },
  'POST /api/vouchers/:id/emails': {
    policy: staff('ManageReservations'),
    ok: [202],
    call: async (t) => ({ url: `/api/vouchers/${await t.paidVoucher()}/emails` }),
    settle: (_replies, db) => voucherEmailsSent(db),
  },
};
