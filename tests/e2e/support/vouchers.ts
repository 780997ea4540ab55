// Vouchers as the browser tests set them up through the API (docs/decisions/012-vouchers.md): the owner issues one by
// hand, the staff read its ledger, and the owner voids it when the test is done with it.
import { expect, type APIRequestContext } from '@playwright/test';
import type { Voucher, VoucherWithLedger } from '../../../core/schemas/vouchers';
import { idToken } from './emulator';

export async function staffHeaders(email: string) {
  return { authorization: `Bearer ${await idToken(email)}`, 'x-restaurant-id': 'demo' };
}

/** A 50.00 € voucher the owner issues by hand. */
export async function issueVoucher(request: APIRequestContext, recipient = 'Redemption Test'): Promise<Voucher> {
  const reply = await request.post('/api/vouchers', {
    headers: await staffHeaders('owner@covers.test'),
    data: { kind: 'amount', initialValue: 5000, currency: 'EUR', recipient: { name: recipient }, reason: 'Browser test' },
  });
  expect(reply.status(), await reply.text()).toBe(201);
  return (await reply.json()) as Voucher;
}

export async function ledgerOf(request: APIRequestContext, code: string): Promise<VoucherWithLedger> {
  const reply = await request.get(`/api/vouchers/by-code/${code}`, { headers: await staffHeaders('host@covers.test') });
  expect(reply.status()).toBe(200);
  return (await reply.json()) as VoucherWithLedger;
}

/** Voids a voucher a test issued, so that it counts in no balance the demo restaurant shows afterwards. */
export async function voidVoucher(request: APIRequestContext, voucherId: string): Promise<void> {
  const reply = await request.put(`/api/vouchers/${voucherId}`, { headers: await staffHeaders('owner@covers.test'), data: { status: 'void', reason: 'Browser test done' } });
  expect(reply.status(), await reply.text()).toBe(200);
}
