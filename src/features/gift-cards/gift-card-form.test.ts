import { describe, expect, it } from 'vitest';
import { GiftCardCheckout, type GiftCardOffer } from '../../../core/schemas/vouchers';
import { emptyGiftCardForm, giftCardCheckoutOf, giftCardProblems, type GiftCardForm } from './gift-card-form';

const offer: GiftCardOffer = {
  enabled: true,
  currency: 'EUR',
  presets: [2500, 5000, 10000],
  minAmount: 1000,
  maxAmount: 50000,
  experiences: [{ id: 'tasting-for-two', title: { en: 'Tasting for two' }, value: 15000, specialId: null }],
  terms: {},
  expiresAt: '2029-12-31T23:00:00.000Z',
  payment: 'stripe',
};
const today = '2026-11-27';
const filled: GiftCardForm = { ...emptyGiftCardForm, amountText: '12,50', recipientName: 'Ana', buyerName: 'Ben', buyerEmail: 'ben@example.com' };

describe('the gift-card form', () => {
  it('asks for an amount, the recipient and the buyer', () => {
    expect(giftCardProblems(emptyGiftCardForm, offer, 'de-DE', today)).toEqual({ amount: 'required', recipientName: 'required', buyerName: 'required', buyerEmail: 'required' });
    expect(giftCardProblems(filled, offer, 'de-DE', today)).toEqual({});
  });

  it('keeps the amount within the restaurant’s limits', () => {
    expect(giftCardProblems({ ...filled, amountText: '9,99' }, offer, 'de-DE', today).amount).toBe('amountTooLow');
    expect(giftCardProblems({ ...filled, amountText: '500.01' }, offer, 'en-US', today).amount).toBe('amountTooHigh');
    expect(giftCardProblems({ ...filled, amountText: 'ten' }, offer, 'en-US', today).amount).toBe('amountInvalid');
    expect(giftCardProblems({ ...filled, amountText: '500' }, offer, 'en-US', today).amount).toBeUndefined();
  });

  it('takes an experience of the offer instead of an amount', () => {
    expect(giftCardProblems({ ...filled, amountText: '', experienceId: 'tasting-for-two' }, offer, 'en-US', today)).toEqual({});
    expect(giftCardProblems({ ...filled, experienceId: 'gone' }, offer, 'en-US', today).amount).toBe('required');
  });

  it('checks emails, the message’s length and a delivery date after today within a year', () => {
    const problems = (change: Partial<GiftCardForm>) => giftCardProblems({ ...filled, ...change }, offer, 'en-US', today);
    expect(problems({ recipientEmail: 'ana@' }).recipientEmail).toBe('emailInvalid');
    expect(problems({ buyerEmail: 'ben.example.com' }).buyerEmail).toBe('emailInvalid');
    expect(problems({ message: 'x'.repeat(501) }).message).toBe('tooLong');
    expect(problems({ deliverLater: true, deliveryDate: '' }).deliveryDate).toBe('dateInvalid');
    expect(problems({ deliverLater: true, deliveryDate: today }).deliveryDate).toBe('dateInvalid');
    expect(problems({ deliverLater: true, deliveryDate: '2027-12-31' }).deliveryDate).toBe('dateInvalid');
    expect(problems({ deliverLater: true, deliveryDate: '2026-12-24' }).deliveryDate).toBeUndefined();
    expect(problems({ deliverLater: false, deliveryDate: '' }).deliveryDate).toBeUndefined();
  });

  it('builds a body the contract accepts', () => {
    const amountBody = giftCardCheckoutOf({ ...filled, recipientEmail: ' ana@example.com ', message: ' Happy birthday ', deliverLater: true, deliveryDate: '2026-12-24' }, offer, 'de-DE', 'de');
    expect(amountBody).toEqual({
      amount: 1250,
      recipient: { name: 'Ana', email: 'ana@example.com' },
      message: 'Happy birthday',
      deliveryDate: '2026-12-24',
      buyer: { name: 'Ben', email: 'ben@example.com' },
      language: 'de',
    });
    expect(GiftCardCheckout.safeParse(amountBody).success).toBe(true);
    const experienceBody = giftCardCheckoutOf({ ...filled, experienceId: 'tasting-for-two' }, offer, 'en-US', 'en');
    expect(experienceBody).toEqual({ experienceId: 'tasting-for-two', recipient: { name: 'Ana' }, buyer: { name: 'Ben', email: 'ben@example.com' }, language: 'en' });
    expect(GiftCardCheckout.safeParse(experienceBody).success).toBe(true);
  });
});
