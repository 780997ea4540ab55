// Refunds and resent emails (docs/decisions/012): a voucher paid online is refunded through the provider (the
// stand-in sees the refund and its amount) and the ledger keeps the provider's id; more than the balance is refused;
// the balance reaching zero makes the voucher refunded. Staff can send a voucher's emails again.
import { describe, expect, it } from 'vitest';
import { VoucherWithLedger } from '../../core/schemas/vouchers';
import { demo } from '../support/test-server';
import { bought, ledgerRows, outboxRows, purchase, restaurantId, sessionOf, stripeWorld, voucherRow } from './payments-kit';

const world = await stripeWorld();
const { server, standIn } = world;

async function paidVoucher(amount = 8_000): Promise<string> {
  const answer = await bought(server, purchase({ amount }));
  const reply = await standIn.complete(await sessionOf(world, answer.voucherId));
  expect(reply.status, reply.body).toBe(200);
  return answer.voucherId;
}

const refund = (id: string, body: Record<string, unknown>, as: string = demo.owner) =>
  server.call({ method: 'POST', url: `/api/vouchers/${id}/refunds`, as, restaurant: restaurantId, payload: body });

describe('refunds through Stripe', () => {
  it('a partial refund goes through the stand-in with its amount and leaves a refund row of minus that amount', async () => {
    const id = await paidVoucher();
    const { paymentIntentId } = await voucherRow(server, id);
    const reply = await refund(id, { amount: 3_000, reason: 'Birthday dinner cancelled' });
    expect(reply.statusCode, reply.body).toBe(201);
    const answer = VoucherWithLedger.parse(reply.json());
    expect(answer).toMatchObject({ status: 'active', balance: 5_000 });
    const made = standIn.refunds.filter((item) => item.payment_intent === paymentIntentId);
    expect(made).toEqual([expect.objectContaining({ amount: 3_000, metadata: { voucherId: id } })]);
    const refundRow = (await ledgerRows(server, id)).find((row) => row.kind === 'refund');
    expect(refundRow).toMatchObject({ amount: -3_000, providerRef: made[0]?.id, reason: 'Birthday dinner cancelled' });
    expect(refundRow?.actorId).toBeTruthy();
    expect(answer.ledger.map((entry) => [entry.kind, entry.amount])).toEqual([
      ['purchase', 8_000],
      ['refund', -3_000],
    ]);
  });

  it('without an amount the whole balance is refunded and the voucher is refunded', async () => {
    const id = await paidVoucher(4_000);
    await refund(id, { amount: 1_000, reason: 'part' });
    const reply = await refund(id, { reason: 'the rest' });
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json()).toMatchObject({ status: 'refunded', balance: 0 });
    const { paymentIntentId } = await voucherRow(server, id);
    expect(standIn.refunds.filter((item) => item.payment_intent === paymentIntentId).map((item) => item.amount)).toEqual([1_000, 3_000]);
  });

  it('more than the balance is 409 voucher_balance_insufficient and reaches no provider', async () => {
    const id = await paidVoucher(2_000);
    const before = standIn.refunds.length;
    const reply = await refund(id, { amount: 2_001, reason: 'too much' });
    expect(reply.statusCode).toBe(409);
    expect(reply.json()).toMatchObject({ error: 'voucher_balance_insufficient' });
    expect(standIn.refunds.length).toBe(before);
    expect(await voucherRow(server, id)).toMatchObject({ balance: 2_000, status: 'active' });
  });

  it('an unpaid voucher has nothing to refund', async () => {
    const answer = await bought(server);
    const reply = await refund(answer.voucherId, { reason: 'nothing there' });
    expect(reply.statusCode).toBe(409);
    expect(reply.json()).toMatchObject({ error: 'voucher_balance_insufficient' });
  });

  it('another restaurant’s staff find no such voucher', async () => {
    const id = await paidVoucher(2_000);
    const reply = await server.call({ method: 'POST', url: `/api/vouchers/${id}/refunds`, as: demo.owner2, restaurant: 'demo2', payload: { reason: 'x' } });
    expect(reply.statusCode).toBe(404);
    expect(await voucherRow(server, id)).toMatchObject({ balance: 2_000 });
  });
});

describe('resending the emails', () => {
  it('queues the buyer’s and the recipient’s emails again, due now', async () => {
    const id = await paidVoucher();
    const before = (await outboxRows(server, id)).length;
    const reply = await server.call({ method: 'POST', url: `/api/vouchers/${id}/emails`, as: demo.owner, restaurant: restaurantId });
    expect(reply.statusCode, reply.body).toBe(202);
    expect(reply.json()).toEqual({ queued: ['voucher-buyer', 'voucher-recipient'] });
    expect((await outboxRows(server, id)).length).toBe(before + 2);
  });

  it('a recipient’s delivery still to come keeps its date; an unpaid voucher is not sent', async () => {
    const answer = await bought(server, purchase({ deliveryDate: '2032-02-02' }));
    await standIn.complete(await sessionOf(world, answer.voucherId));
    const reply = await server.call({ method: 'POST', url: `/api/vouchers/${answer.voucherId}/emails`, as: demo.owner, restaurant: restaurantId });
    expect(reply.json()).toEqual({ queued: ['voucher-buyer'] });
    const unpaid = await bought(server);
    const refused = await server.call({ method: 'POST', url: `/api/vouchers/${unpaid.voucherId}/emails`, as: demo.owner, restaurant: restaurantId });
    expect(refused.statusCode).toBe(409);
  });
});
