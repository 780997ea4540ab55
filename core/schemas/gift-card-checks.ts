// The lightweight checks of what the public gift-card and voucher pages read, before zod is loaded (./shape-check.ts
// says why: these pages load nothing the booking page does not). Each mirrors its schema in ./vouchers.ts and is
// tested against it (gift-card-checks.test.ts).
import type { GiftCardCheckoutAnswer, GiftCardOffer, PublicVoucher } from './vouchers';
import { array, boolean, nullable, number, object, record, string, type Check } from './shape-check';

const localized = record(string);

const offer: Check = object({
  enabled: boolean,
  currency: string,
  presets: array(number),
  minAmount: number,
  maxAmount: number,
  experiences: array(object({ id: string, title: localized, value: number, specialId: nullable(string) })),
  terms: localized,
  expiresAt: string,
  payment: (value) => value === 'stripe' || value === 'atRestaurant',
});

const checkoutAnswer: Check = object({ voucherId: string, status: string, checkoutUrl: nullable(string) });

const publicVoucher: Check = object({
  _id: string,
  code: string,
  kind: string,
  title: nullable(localized),
  initialValue: number,
  balance: number,
  currency: string,
  status: string,
  expiresAt: string,
  recipientName: nullable(string),
  message: nullable(string),
});

export const isGiftCardOffer = offer as (value: unknown) => value is GiftCardOffer;
export const isGiftCardCheckoutAnswer = checkoutAnswer as (value: unknown) => value is GiftCardCheckoutAnswer;
export const isPublicVoucher = publicVoucher as (value: unknown) => value is PublicVoucher;
