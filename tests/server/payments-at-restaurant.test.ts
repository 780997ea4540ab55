// Without a Stripe key the guest pays at the restaurant (docs/decisions/012): the voucher stays pending with no
// payment page, the webhook is not there, and a refund of a voucher paid at the till is a ledger row only.
import { describe, expect, it } from 'vitest';
import { fulfilPaidVoucher } from '../../server/modules/payments';
import { demo } from '../support/test-server';
import { fileServer } from './file-server';
import { checkout, ledgerRows, purchase, restaurantId, sellGiftCards, voucherRow } from './payments-kit';

const server = await fileServer();
await sellGiftCards(server);

describe('paying at the restaurant', () => {
  it('a checkout answers a pending voucher and no payment page', async () => {
    const reply = await checkout(server, purchase());
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json()).toMatchObject({ status: 'pendingPayment', checkoutUrl: null });
    const row = await voucherRow(server, reply.json().voucherId as string);
    expect(row).toMatchObject({ paymentProvider: 'atRestaurant', paymentSessionId: null, balance: 0, issuedAt: null });
  });

  it('the webhook is not found: this server takes no online payments', async () => {
    const reply = await server.app.inject({ method: 'POST', url: '/api/payments/webhook/stripe', headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' }, payload: '{}' });
    expect(reply.statusCode).toBe(404);
  });

  it('once marked paid, a refund is a ledger row only and the voucher refunded when nothing is left', async () => {
    const id = (await checkout(server, purchase({ amount: 2_500 }))).json().voucherId as string;
    await server.database.db.transaction((tx) => fulfilPaidVoucher(tx, restaurantId, id, { providerRef: null, paymentIntentId: null, actorId: 'staff' }));
    expect(await voucherRow(server, id)).toMatchObject({ status: 'active', balance: 2_500 });
    const reply = await server.call({ method: 'POST', url: `/api/vouchers/${id}/refunds`, as: demo.owner, restaurant: restaurantId, payload: { reason: 'Returned in cash' } });
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json()).toMatchObject({ status: 'refunded', balance: 0 });
    const refundRow = (await ledgerRows(server, id)).find((row) => row.kind === 'refund');
    expect(refundRow).toMatchObject({ amount: -2_500, providerRef: null, reason: 'Returned in cash' });
  });
});
