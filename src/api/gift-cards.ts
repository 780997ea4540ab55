// The guest's voucher calls (docs/decisions/012-vouchers.md): the gift-card page's offer and checkout, the public
// voucher page. They read through the small cache (./resource.ts) and check answers without zod
// (core/schemas/gift-card-checks.ts), so these pages load nothing the booking page does not; the staff's voucher
// calls are ./vouchers.ts.
import { isGiftCardCheckoutAnswer, isGiftCardOffer, isPublicVoucher } from '../../core/schemas/gift-card-checks';
import type { GiftCardCheckout, GiftCardCheckoutAnswer, GiftCardOffer, PublicVoucher } from '../../core/schemas/vouchers';
import { getJson } from './client';

export const fetchGiftCardOffer = (restaurantId: string): Promise<GiftCardOffer> =>
  getJson('/gift-cards/offer', { restaurantId, anonymous: true, check: isGiftCardOffer });

/** One purchase; the button is disabled while it is on its way, so a double tap sends it once. */
export const checkoutGiftCard = (restaurantId: string, body: GiftCardCheckout): Promise<GiftCardCheckoutAnswer> =>
  getJson('/gift-cards/checkout', { method: 'POST', body, restaurantId, anonymous: true, check: isGiftCardCheckoutAnswer });

/** The voucher page: its random id is the bearer of the code, so no sign-in. */
export const fetchPublicVoucher = (restaurantId: string, voucherId: string): Promise<PublicVoucher> =>
  getJson(`/gift-cards/vouchers/${encodeURIComponent(voucherId)}`, { restaurantId, anonymous: true, check: isPublicVoucher });
