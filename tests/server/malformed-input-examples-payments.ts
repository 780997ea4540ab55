// Valid examples of the payment routes for the malformed-input probes (./malformed-input.test.ts, docs/decisions/012).
import { uniqueSuffix } from './api-surface';
import type { Example } from './malformed-input-probes';
import { voucherEmailsSent } from './payments-throwaways';

const purchaseBody = () => ({
  amount: 2_500,
  recipient: { name: 'Fuzz Recipient', email: `fuzz-recipient-${uniqueSuffix()}@example.test` },
  message: 'Fuzz',
  buyer: { name: 'Fuzz Buyer', email: `fuzz-buyer-${uniqueSuffix()}@example.test` },
  language: 'en',
});

export const paymentsExamples: Record<string, Example> = {
  // Every probe comes from one address: past its tenth purchase in the hour the velocity limit refuses (429), which
  // counts as a refusal that changed nothing; the first probes get through and must keep their text verbatim. A guest
  // route: one caller is enough (a second would find the address's hour used up).
  'POST /api/gift-cards/checkout': {
    callers: ['admin'],
    headers: async (t) => {
      await t.giftCardsOn();
      return {};
    },
    body: purchaseBody,
    acceptsText: 2,
  },
  // The probes' server takes no online payments: a well-formed event is 404 there; broken JSON is refused before.
  'POST /api/payments/webhook/:provider': { params: () => ({ provider: 'stripe' }), body: () => ({ id: 'evt_fuzz', object: 'event', type: 'ping' }), ok: [404] },
  'POST /api/vouchers/:id/refunds': { params: async (t) => ({ id: await t.paidVoucher() }), body: () => ({ amount: 100, reason: 'Fuzz refund' }), ok: [201], acceptsText: 1 },
  // The resent emails leave while the probes run: they are sent before the probes compare the tables.
  'POST /api/vouchers/:id/emails': { params: async (t) => ({ id: await t.paidVoucher() }), ok: [202], cleanup: (server) => voucherEmailsSent(server.database.db) },
};
