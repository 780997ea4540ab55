import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { GuestAvailability } from './availability';
import { ClientConfig } from './client-config';
import { isGuestAvailability } from './availability-check';
import { isAppConfig, isClientConfig } from './published-checks';
import { AppConfig } from './restaurants';
import { exampleAppConfig } from './test-kit';
import { isGiftCardCheckoutAnswer, isGiftCardOffer, isPublicVoucher } from './gift-card-checks';
import { GiftCardCheckoutAnswer, GiftCardOffer, PublicVoucher } from './vouchers';

const localized = { en: 'Terrace', de: 'Terrasse' };
const availability: GuestAvailability = {
  areas: [{ id: 'a1', name: 'Terrace', sorting: 1 }],
  areaGroups: [{ id: 'g1', areaIds: ['a1'] }],
  allPartySizes: [1, 2, 3],
  availability: { '2030-05-01': { Terrace: { '1080-1200': [2, 3] } } },
  areaGroupAvailability: { '2030-05-01': { g1: { '1080-1200': [2] } } },
  specialAvailability: {},
  sameDayCutoffHourUTC: 20,
  today: '2030-05-01',
  timeZone: 'Europe/Berlin',
  display: {
    areas: [{ id: 'a1', name: 'Terrace', localizedNames: localized, description: {}, imageURL: null, type: 'outdoor', bookingPrompt: { title: localized } }],
    areaGroups: [{ id: 'g1', name: localized, description: localized }],
    specials: [{ id: 's1', title: localized, description: {}, areaGroupId: null, prompt: null }],
    contactPhone: '+49 30 123',
  },
};
const appConfig: AppConfig = {
  ...exampleAppConfig,
  images: { logo: { png: '/files/images/demo/logo.png', thumbnail: '/files/images/demo/logo-thumb.png' } },
};
const clientConfig: ClientConfig = {
  firebase: { apiKey: 'key', authDomain: 'demo.firebaseapp.com', projectId: 'demo' },
  authEmulatorHost: null,
  googleSignIn: true,
  productHosts: ['covers.example'],
};

const giftCardOffer: GiftCardOffer = {
  enabled: true,
  currency: 'EUR',
  presets: [2500, 5000],
  minAmount: 1000,
  maxAmount: 50000,
  experiences: [{ id: 'tasting-for-two', title: { en: 'Tasting for two' }, value: 15000, specialId: null }],
  terms: { en: 'Valid for three years.' },
  expiresAt: '2030-01-01T00:00:00.000+01:00',
  payment: 'stripe',
};
const checkoutAnswer: GiftCardCheckoutAnswer = { voucherId: 'v1', status: 'pendingPayment', checkoutUrl: 'https://pay.example/cs_1' };
const publicVoucher: PublicVoucher = {
  _id: 'v1',
  code: 'WELC3ME2DEMA2345',
  kind: 'amount',
  title: null,
  initialValue: 10000,
  balance: 8000,
  currency: 'EUR',
  status: 'active',
  expiresAt: '2030-01-01T00:00:00.000+01:00',
  recipientName: 'Ana',
  message: 'Enjoy',
};

/** The value with one place broken: each key dropped, each value replaced by one of another JSON type. */
function* broken(value: unknown): Generator<unknown> {
  if (typeof value !== 'object' || value === null) return;
  const entries = Array.isArray(value) ? value.map((item, index) => [String(index), item] as const) : Object.entries(value);
  const rebuild = (key: string, replacement: unknown, drop = false): unknown => {
    if (Array.isArray(value)) return drop ? value.filter((_, index) => String(index) !== key) : value.map((item, index) => (String(index) === key ? replacement : item));
    const copy: Record<string, unknown> = { ...value };
    if (drop) delete copy[key];
    else copy[key] = replacement;
    return copy;
  };
  for (const [key, item] of entries) {
    if (!Array.isArray(value)) yield rebuild(key, undefined, true);
    yield rebuild(key, wrongTypeOf(item));
    for (const inner of broken(item)) yield rebuild(key, inner);
  }
}

const wrongTypeOf = (value: unknown): unknown => (typeof value === 'string' ? 42 : typeof value === 'number' ? 'x' : Array.isArray(value) ? {} : value === null ? 7 : typeof value === 'object' ? [] : 'x');

describe.each([
  ['guest availability', availability, isGuestAvailability, GuestAvailability],
  ['app config', appConfig, isAppConfig, AppConfig],
  ['client config', clientConfig, isClientConfig, ClientConfig],
  ['gift-card offer', giftCardOffer, isGiftCardOffer, GiftCardOffer],
  ['gift-card checkout answer', checkoutAnswer, isGiftCardCheckoutAnswer, GiftCardCheckoutAnswer],
  ['public voucher', publicVoucher, isPublicVoucher, PublicVoucher],
] as [string, unknown, (value: unknown) => boolean, z.ZodType][])('the lightweight check of the %s', (_name, valid, check, schema) => {
  it('accepts what the schema accepts', () => {
    expect(schema.safeParse(valid).success).toBe(true);
    expect(check(valid)).toBe(true);
  });

  it('agrees with the schema on every one-place break', () => {
    let cases = 0;
    for (const value of broken(valid)) {
      cases += 1;
      expect({ value, accepted: check(value) }).toEqual({ value, accepted: schema.safeParse(value).success });
    }
    expect(cases).toBeGreaterThan(5);
  });

  it('refuses what is not an object at all', () => {
    for (const value of [null, 'text', 42, [], undefined]) expect(check(value)).toBe(false);
  });
});
