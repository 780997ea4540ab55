// Buying a gift card through Stripe Checkout (docs/decisions/012), against the local stand-in: the real `stripe`
// client over HTTP, webhooks signed as Stripe signs them. Paid → active with its purchase on the ledger and its
// emails queued; a replay changes nothing; a forged signature is refused; an asynchronous payment waits and may fail;
// a large purchase is held; the velocity limits answer 429.
import { describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { toInstant } from '../../core/time';
import { snapshotDatabase, tableChanges } from './api-surface';
import { bought, checkout, ledgerRows, outboxRows, purchase, restaurantId, sessionOf, stripeWorld, untilMailed, untilOutboxSettled, voucherRow } from './payments-kit';

const world = await stripeWorld();
const { server, standIn } = world;

describe('checkout → webhook → active', () => {
  it('opens a Checkout Session at the stand-in with the voucher in its metadata and answers its payment page', async () => {
    const answer = await bought(server, purchase({ amount: 7_500 }));
    expect(answer.status).toBe('pendingPayment');
    const sessionId = await sessionOf(world, answer.voucherId);
    const session = standIn.sessions.get(sessionId);
    expect(answer.checkoutUrl).toBe(session?.url);
    expect(session).toMatchObject({
      mode: 'payment',
      amount_total: 7_500,
      currency: 'eur',
      client_reference_id: answer.voucherId,
      metadata: { restaurantId, voucherId: answer.voucherId },
      success_url: `${server.config.publicUrl}/r/${restaurantId}/vouchers/${answer.voucherId}?paid=1`,
      cancel_url: `${server.config.publicUrl}/r/${restaurantId}/gift-cards`,
    });
    const row = await voucherRow(server, answer.voucherId);
    expect(row).toMatchObject({ status: 'pendingPayment', balance: 0, paymentProvider: 'stripe', source: 'online', heldForReview: false, issuedAt: null });
    expect(row.code).toMatch(/^[2-9A-HJ-NP-Z]{16}$/);
    expect(row.checkoutFingerprint).toMatch(/^[\w-]{43}$/);
  });

  it('a paid session activates the voucher, writes its purchase, mails the buyer now and queues the recipient for the delivery date', async () => {
    const deliveryDate = '2031-05-04';
    const body = purchase({ amount: 6_000, deliveryDate });
    const answer = await bought(server, body);
    const reply = await standIn.complete(await sessionOf(world, answer.voucherId));
    expect(reply.status, reply.body).toBe(200);
    expect(JSON.parse(reply.body)).toEqual({ received: true, outcome: 'applied' });

    const row = await voucherRow(server, answer.voucherId);
    expect(row).toMatchObject({ status: 'active', balance: 6_000 });
    expect(row.issuedAt).not.toBeNull();
    expect(row.paymentIntentId).toMatch(/^pi_test_/);
    const ledger = await ledgerRows(server, answer.voucherId);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ kind: 'purchase', amount: 6_000, actorId: null, providerRef: row.paymentIntentId });

    const buyerEmail = (body.buyer as { email: string }).email;
    const mail = await untilMailed(world.mailer, (sent) => sent.to === buyerEmail, 'the buyer’s email');
    expect(mail.subject).toContain('gift card');
    expect(mail.attachments?.[0]).toMatchObject({ contentType: 'application/pdf', encoding: 'base64' });
    const rows = await outboxRows(server, answer.voucherId);
    const recipientRow = rows.find((item) => item.kind === 'voucher-recipient');
    expect(rows.map((item) => item.kind).sort()).toEqual(['voucher-buyer', 'voucher-recipient']);
    // 09:00 in Berlin on the delivery date (summer time: 07:00 UTC), not yet sent.
    expect(recipientRow?.nextAttemptAt?.toISOString()).toBe(toInstant(deliveryDate, 9 * 60, 'Europe/Berlin').toISOString());
    expect(recipientRow?.sentAt).toBeNull();
    expect(world.mailer.sent.some((sent) => sent.to === (body.recipient as { email: string }).email)).toBe(false);
  });

  it('the stand-in’s hosted page: Pay sends the signed webhook and goes back to the voucher page', async () => {
    const answer = await bought(server, purchase({ amount: 3_300 }));
    const page = await fetch(answer.checkoutUrl ?? '');
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/<button type="submit">Pay 33\.00 EUR<\/button>/);
    const paid = await fetch(answer.checkoutUrl ?? '', { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${server.config.publicUrl}/r/${restaurantId}/vouchers/${answer.voucherId}?paid=1`);
    expect(await voucherRow(server, answer.voucherId)).toMatchObject({ status: 'active', balance: 3_300 });
  });

  it('a replayed webhook answers 200 and changes nothing', async () => {
    const answer = await bought(server);
    const first = await standIn.complete(await sessionOf(world, answer.voucherId));
    expect(first.status).toBe(200);
    const delivered = standIn.deliveries.at(-1);
    if (!delivered) throw new Error('No delivery');
    // Every email of the purchase sent first: the outbox stamping one during the replay is no change of the replay's.
    await untilOutboxSettled(server, answer.voucherId);
    const before = await snapshotDatabase(server.database.db);
    const payload = JSON.stringify(delivered.event, null, 2);
    const replay = await standIn.deliverRaw(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_covers_stand_in' }));
    expect(replay.status, replay.body).toBe(200);
    expect(JSON.parse(replay.body)).toEqual({ received: true, outcome: 'replay' });
    expect(tableChanges(before, await snapshotDatabase(server.database.db))).toEqual([]);
    expect(await ledgerRows(server, answer.voucherId)).toHaveLength(1);
  });

  it('a forged or missing signature is 400 invalid_signature and changes nothing', async () => {
    const answer = await bought(server);
    const sessionId = await sessionOf(world, answer.voucherId);
    const event = { id: 'evt_forged_1', object: 'event', type: 'checkout.session.completed', data: { object: { ...standIn.sessions.get(sessionId), payment_status: 'paid', payment_intent: 'pi_forged' } } };
    const payload = JSON.stringify(event);
    const forged = await standIn.deliverRaw(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' }));
    expect(forged.status).toBe(400);
    expect(JSON.parse(forged.body)).toMatchObject({ error: 'invalid_signature' });
    const tampered = await standIn.deliverRaw(payload.replace('pi_forged', 'pi_forgex'), Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_covers_stand_in' }));
    expect(tampered.status).toBe(400);
    const unsigned = await server.app.inject({ method: 'POST', url: '/api/payments/webhook/stripe', headers: { 'content-type': 'application/json' }, payload });
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json()).toMatchObject({ error: 'invalid_signature' });
    expect(await voucherRow(server, answer.voucherId)).toMatchObject({ status: 'pendingPayment', balance: 0 });
  });

  it('an event whose session is not the voucher’s, or of a type not handled, is acknowledged and ignored', async () => {
    const answer = await bought(server);
    const sessionId = await sessionOf(world, answer.voucherId);
    const other = await bought(server);
    const otherSession = await sessionOf(world, other.voucherId);
    // The other voucher's session claiming to be this voucher's.
    const mismatched = await standIn.sendEvent('checkout.session.completed', otherSession, { payment_status: 'paid', payment_intent: 'pi_test_x', metadata: { restaurantId, voucherId: answer.voucherId } });
    expect(JSON.parse(mismatched.body)).toEqual({ received: true, outcome: 'ignored' });
    const unknown = await standIn.sendEvent('checkout.session.something_new', sessionId);
    expect(unknown.status).toBe(200);
    expect(JSON.parse(unknown.body)).toEqual({ received: true, outcome: 'ignored' });
    expect(await voucherRow(server, answer.voucherId)).toMatchObject({ status: 'pendingPayment', balance: 0 });
  });
});

describe('asynchronous payments and large purchases', () => {
  it('a session completed unpaid stays pending; async_payment_failed voids it, with nothing on the ledger', async () => {
    const answer = await bought(server);
    const sessionId = await sessionOf(world, answer.voucherId);
    expect((await standIn.complete(sessionId, 'unpaid')).status).toBe(200);
    expect(await voucherRow(server, answer.voucherId)).toMatchObject({ status: 'pendingPayment', balance: 0, issuedAt: null });
    const failed = await standIn.sendEvent('checkout.session.async_payment_failed', sessionId);
    expect(JSON.parse(failed.body)).toEqual({ received: true, outcome: 'applied' });
    expect(await voucherRow(server, answer.voucherId)).toMatchObject({ status: 'void', balance: 0 });
    expect(await ledgerRows(server, answer.voucherId)).toEqual([]);
    expect(await outboxRows(server, answer.voucherId)).toEqual([]);
  });

  it('async_payment_succeeded activates a voucher left pending by an unpaid completion', async () => {
    const answer = await bought(server);
    const sessionId = await sessionOf(world, answer.voucherId);
    await standIn.complete(sessionId, 'unpaid');
    await standIn.sendEvent('checkout.session.async_payment_succeeded', sessionId, { payment_status: 'paid' });
    expect(await voucherRow(server, answer.voucherId)).toMatchObject({ status: 'active', balance: 5_000 });
  });

  it('a purchase above the review threshold is paid but held: pending, heldForReview, no email yet', async () => {
    const answer = await bought(server, purchase({ amount: 40_000 }));
    expect(await voucherRow(server, answer.voucherId)).toMatchObject({ heldForReview: true });
    await standIn.complete(await sessionOf(world, answer.voucherId));
    const row = await voucherRow(server, answer.voucherId);
    expect(row).toMatchObject({ status: 'pendingPayment', heldForReview: true, balance: 40_000 });
    expect(row.issuedAt).not.toBeNull();
    expect(await outboxRows(server, answer.voucherId)).toEqual([]);
  });

  it('an experience costs its value and carries its title', async () => {
    const answer = await bought(server, purchase({ amount: undefined, experienceId: 'tasting-for-two' }));
    const row = await voucherRow(server, answer.voucherId);
    expect(row).toMatchObject({ kind: 'experience', initialValue: 18_000, title: { en: 'Tasting menu for two' } });
    expect(standIn.sessions.get(await sessionOf(world, answer.voucherId))?.amount_total).toBe(18_000);
  });
});

describe('refusals', () => {
  it('an amount outside the limits or an unknown experience is 400 with its reason', async () => {
    const low = await checkout(server, purchase({ amount: 500 }));
    expect(low.statusCode).toBe(400);
    expect(low.json()).toMatchObject({ error: 'invalid_request', params: { reason: 'amount_out_of_range', min: 1_000, max: 50_000 } });
    const unknown = await checkout(server, purchase({ amount: undefined, experienceId: 'nothing-here' }));
    expect(unknown.json()).toMatchObject({ error: 'invalid_request', params: { reason: 'unknown_experience' } });
    const past = await checkout(server, purchase({ deliveryDate: '2020-01-01' }));
    expect(past.json()).toMatchObject({ error: 'invalid_request', params: { reason: 'delivery_date_past' } });
  });

  it('a fourth checkout by one buyer email within the hour is 429 rate_limited', async () => {
    const body = purchase();
    for (let n = 0; n < 3; n += 1) expect((await checkout(server, { ...body })).statusCode).toBe(201);
    const fourth = await checkout(server, { ...body, buyer: { name: 'Ben Buyer', email: (body.buyer as { email: string }).email.toUpperCase() } });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({ error: 'rate_limited' });
  });

  it('an eleventh checkout from one address within the hour is 429 rate_limited', async () => {
    const address = '198.51.100.7';
    for (let n = 0; n < 10; n += 1) expect((await checkout(server, purchase(), address)).statusCode).toBe(201);
    expect((await checkout(server, purchase(), address)).statusCode).toBe(429);
    expect((await checkout(server, purchase(), '198.51.100.8')).statusCode).toBe(201);
  });

  it('six checkouts by one buyer email at the same moment: three go through, never four', async () => {
    const body = purchase();
    const answers = await Promise.all(Array.from({ length: 6 }, (_, n) => checkout(server, { ...body }, `203.0.113.${n + 1}`)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 201, 429, 429, 429]);
  });
});
