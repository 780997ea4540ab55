// Valid examples of the voucher routes for the malformed-input probes (./malformed-input.test.ts; docs/decisions/
// 012-vouchers.md): the staff's vouchers and settings, and the guests' gift-card reads.
import { demoVoucherCode, demoVoucherSettings } from '../../server/seed/demo-vouchers';
import type { Example } from './malformed-input-probes';

const issueBody = () => ({
  kind: 'experience',
  initialValue: 18_900,
  currency: 'EUR',
  title: { en: 'Tasting menu for two' },
  specialId: 'tasting-menu',
  recipient: { name: 'Probe Recipient', email: 'probe.recipient@example.test' },
  message: 'A probe',
  language: 'en',
  reason: 'Probe',
});

export const voucherExamples: Record<string, Example> = {
  'GET /api/vouchers': { query: () => ({ q: 'WELC-3ME2', status: 'active', page: '0', pageSize: '10' }) },
  'POST /api/vouchers': { body: issueBody, refs: ['specialId'] },
  'PUT /api/vouchers/settings': { body: () => structuredClone(demoVoucherSettings), refs: ['experiences.0.specialId'] },
  'GET /api/vouchers/:id': { params: async (t) => ({ id: (await t.voucher()).id }) },
  'PUT /api/vouchers/:id': {
    params: async (t) => ({ id: (await t.voucher()).id }),
    body: () => ({ recipient: { name: 'Probe Recipient', email: 'probe.recipient@example.test' }, message: 'A probe' }),
  },
  'POST /api/vouchers/:id/adjustments': { params: async (t) => ({ id: (await t.voucher()).id }), body: () => ({ amount: 100, reason: 'Probe' }) },
  'GET /api/gift-cards/:code': { params: () => ({ code: demoVoucherCode }) },
  'GET /api/gift-cards/vouchers/:voucherId': { params: async (t) => ({ voucherId: (await t.voucher()).id }) },
};
