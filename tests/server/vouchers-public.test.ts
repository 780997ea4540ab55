// The guests' gift-card reads (docs/decisions/012-vouchers.md): the offer, the balance by code (nothing about buyer or
// recipient; one 404 for an unknown code and another restaurant's; a tight limit per address) and the voucher page.
import { afterEach, describe, expect, it } from 'vitest';
import { GiftCardBalance, GiftCardOffer, PublicVoucher } from '../../core/schemas/vouchers';
import { localDateOf } from '../../core/time';
import { formatVoucherCode } from '../../core/vouchers/code';
import { voucherExpiry } from '../../core/vouchers/expiry';
import { defaultPublicRateLimitPerMinute } from '../../server/config';
import { balanceChecksPerMinute } from '../../server/modules/vouchers/routes/public';
import { demo } from '../support/test-server';
import { fileServer } from './file-server';
import { demoVoucher, demoVoucherCode, voucherCalls } from './vouchers-kit';

// The real allowance of the public calls, so the balance check's own limit is what production has.
const server = await fileServer({ publicRateLimitPerMinute: defaultPublicRateLimitPerMinute });
const zone = 'Europe/Berlin';
let address = 0;
/** Each test its own address, so the balance check's allowance is its own. */
const nextAddress = () => `198.51.100.${++address}`;

const guest = (url: string, restaurant = 'demo', remoteAddress = nextAddress()) => server.call({ method: 'GET', url, restaurant, remoteAddress });

describe('GET /gift-cards/offer', () => {
  const stripeKey = process.env.STRIPE_SECRET_KEY;
  afterEach(() => {
    if (stripeKey === undefined) delete process.env.STRIPE_SECRET_KEY;
    else process.env.STRIPE_SECRET_KEY = stripeKey;
  });

  it("the demo's settings, the expiry of a voucher bought today, and payment at the restaurant without a provider", async () => {
    delete process.env.STRIPE_SECRET_KEY;
    const reply = await guest('/api/gift-cards/offer');
    expect(reply.statusCode, reply.body).toBe(200);
    const offer = GiftCardOffer.parse(reply.json());
    expect(offer).toMatchObject({ enabled: true, currency: 'EUR', presets: [2_500, 5_000, 10_000, 15_000], minAmount: 1_000, maxAmount: 50_000, payment: 'atRestaurant' });
    expect(offer.experiences.map((e) => [e.id, e.value, e.specialId])).toEqual([['tasting-for-two', 18_900, 'tasting-menu']]);
    expect(offer.expiresAt).toBe(voucherExpiry(localDateOf(new Date(), zone), 3, zone).toISOString());
    expect(Object.keys(offer.terms).sort()).toEqual(['de', 'en', 'es']);
    expect(reply.json()).not.toHaveProperty('reviewAbove');
  });

  it('payment by Stripe when the server holds a key', async () => {
    process.env.STRIPE_SECRET_KEY = 'sk_test_offer';
    expect((await guest('/api/gift-cards/offer')).json().payment).toBe('stripe');
  });

  it('a restaurant that never chose sells nothing yet', async () => {
    expect((await guest('/api/gift-cards/offer', 'demo2')).json()).toMatchObject({ enabled: false, currency: 'EUR' });
  });
});

describe('GET /gift-cards/{code}', () => {
  it('balance, status and expiry of a code typed in any case and grouping, and nothing about buyer or recipient', async () => {
    const reply = await guest(`/api/gift-cards/${formatVoucherCode(demoVoucherCode).toLowerCase()}`);
    expect(reply.statusCode, reply.body).toBe(200);
    const answer = GiftCardBalance.parse(reply.json());
    expect(Object.keys(reply.json()).sort()).toEqual(['balance', 'code', 'currency', 'expiresAt', 'status']);
    expect(answer).toMatchObject({ code: demoVoucherCode, balance: 8_000, currency: 'EUR', status: 'active' });
    expect(reply.body).not.toMatch(/Katrin|Lena|example\.test|Geburtstag/);
  });

  it("answers an unknown code and another restaurant's code the same 404", async () => {
    const unknown = await guest('/api/gift-cards/ABCD-EFGH-JKLM-NPQR');
    const elsewhere = await guest(`/api/gift-cards/${demoVoucherCode}`, 'demo2');
    expect([unknown.statusCode, elsewhere.statusCode]).toEqual([404, 404]);
    expect(elsewhere.body).toBe(unknown.body);
    expect(unknown.json()).toEqual({ error: 'not_found', message: 'No such voucher' });
  });

  it('refuses what is no code at all', async () => {
    const reply = await guest('/api/gift-cards/not-a-code');
    expect([reply.statusCode, reply.json().error]).toEqual([400, 'invalid_request']);
  });

  it(`allows ${balanceChecksPerMinute(defaultPublicRateLimitPerMinute)} checks a minute per address, then 429 with Retry-After`, async () => {
    const allowance = balanceChecksPerMinute(defaultPublicRateLimitPerMinute);
    expect(allowance).toBe(10);
    const remoteAddress = nextAddress();
    for (let i = 0; i < allowance; i++) {
      const code = i % 2 === 0 ? demoVoucherCode : 'ABCDEFGHJKLMNPQR';
      expect((await guest(`/api/gift-cards/${code}`, 'demo', remoteAddress)).statusCode, `check ${i + 1}`).toBeLessThan(429);
    }
    const limited = await guest(`/api/gift-cards/${demoVoucherCode}`, 'demo', remoteAddress);
    expect([limited.statusCode, limited.json().error]).toEqual([429, 'rate_limited']);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address still checks; the rest of the public API still answers this one.
    expect((await guest(`/api/gift-cards/${demoVoucherCode}`)).statusCode).toBe(200);
    expect((await guest('/api/gift-cards/offer', 'demo', remoteAddress)).statusCode).toBe(200);
  });
});

describe('GET /gift-cards/vouchers/{voucherId}', () => {
  it('shows the voucher page: code, value, balance, expiry, the recipient and message, not the buyer', async () => {
    const welcome = await demoVoucher(server, demoVoucherCode);
    const reply = await guest(`/api/gift-cards/vouchers/${welcome._id}`);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(PublicVoucher.parse(reply.json())).toEqual({
      _id: welcome._id,
      code: demoVoucherCode,
      kind: 'amount',
      title: null,
      initialValue: 10_000,
      balance: 8_000,
      currency: 'EUR',
      status: 'active',
      expiresAt: welcome.expiresAt,
      recipientName: 'Lena Schmidt',
      message: 'Alles Gute zum Geburtstag, Lena!',
    });
    expect(reply.body).not.toMatch(/Katrin|katrin/);
  });

  it("answers an unknown id and another restaurant's voucher the same 404", async () => {
    const welcome = await demoVoucher(server, demoVoucherCode);
    const unknown = await guest('/api/gift-cards/vouchers/no-such-voucher');
    const elsewhere = await guest(`/api/gift-cards/vouchers/${welcome._id}`, 'demo2');
    expect([unknown.statusCode, elsewhere.statusCode]).toEqual([404, 404]);
    expect(elsewhere.body).toBe(unknown.body);
  });

  it('the staff list names the code the page shows', async () => {
    const listed = await voucherCalls(server, demo.owner).list({ q: demoVoucherCode });
    expect(listed.json().items[0]).toMatchObject({ code: demoVoucherCode, buyer: { name: 'Katrin Vogel' } });
  });
});
