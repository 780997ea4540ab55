// A guest buys a gift card (docs/decisions/012): checked against the restaurant's voucher settings and the velocity
// limits, written as a pending voucher, and sent to the payment provider's page (or told to pay at the restaurant).
import { createHmac, randomBytes } from 'node:crypto';
import { AppError } from '../../../core/errors';
import { localized } from '../../../core/i18n/locale';
import type { GiftCardCheckout, GiftCardCheckoutAnswer, VoucherSettings } from '../../../core/schemas/vouchers';
import { localDateOf } from '../../../core/time';
import { voucherCodeOf, voucherCodeBytes } from '../../../core/vouchers/code';
import { voucherExpiry } from '../../../core/vouchers/expiry';
import type { Database, Transaction } from '../../platform/db/connection';
import type { AppConfigSource } from '../email';
import { insertVoucher, setVoucher, voucherSettingsOf } from '../vouchers';
import { lockCheckoutCounters, onlineCheckoutsSince, restaurantTimeZone } from './repository/checkout-reads';
import type { PaymentProvider } from './provider';
import { voucherText } from './voucher-messages';
import { voucherPageUrl } from './voucher-email';

/** Checkouts one buyer email, and one address, may start per restaurant per hour (card testing and stolen cards). */
export const checkoutLimits = { perBuyerEmail: 3, perAddress: 10, windowMs: 60 * 60_000 };

const refused = (reason: string, message: string, figures: Record<string, unknown> = {}) =>
  new AppError('invalid_request', message, { params: { reason, ...figures } });

/** What is bought: an amount within the limits, or one of the restaurant's experiences. */
function purchaseOf(settings: VoucherSettings, body: GiftCardCheckout) {
  if (!settings.enabled) throw refused('gift_cards_disabled', 'This restaurant sells no gift cards');
  if (body.experienceId !== undefined) {
    const experience = settings.experiences.find((item) => item.id === body.experienceId);
    if (!experience) throw refused('unknown_experience', `No experience ${body.experienceId}`);
    return { kind: 'experience' as const, value: experience.value, title: experience.title, specialId: experience.specialId };
  }
  const amount = body.amount ?? 0;
  if (amount < settings.minAmount || amount > settings.maxAmount) {
    throw refused('amount_out_of_range', `The amount must be between ${settings.minAmount} and ${settings.maxAmount}`, { min: settings.minAmount, max: settings.maxAmount, currency: settings.currency });
  }
  return { kind: 'amount' as const, value: amount, title: null, specialId: null };
}

export function giftCardCheckout(deps: { db: Database; provider: PaymentProvider; publicUrl: string; sessionSecret: string; publishing: AppConfigSource }) {
  /** The client's address as a salted hash: enough to count its checkouts, never the address itself. */
  const fingerprintOf = (restaurantId: string, address: string) => createHmac('sha256', deps.sessionSecret).update(`checkout:${restaurantId}:${address}`).digest('base64url');

  /** Counted inside the transaction that writes the voucher, under its counters' locks: the limit holds under a race. */
  async function enforceVelocity(tx: Transaction, restaurantId: string, buyerEmail: string, fingerprint: string, now: Date): Promise<void> {
    await lockCheckoutCounters(tx, [`checkout:${restaurantId}:email:${buyerEmail}`, `checkout:${restaurantId}:address:${fingerprint}`]);
    const since = new Date(now.getTime() - checkoutLimits.windowMs);
    const byEmail = await onlineCheckoutsSince(tx, restaurantId, since, { buyerEmail });
    const byAddress = await onlineCheckoutsSince(tx, restaurantId, since, { fingerprint });
    if (byEmail >= checkoutLimits.perBuyerEmail || byAddress >= checkoutLimits.perAddress) {
      throw new AppError('rate_limited', 'Too many gift card purchases in a short time; try again in an hour');
    }
  }

  async function checkout(restaurantId: string, body: GiftCardCheckout, clientAddress: string, now = new Date()): Promise<GiftCardCheckoutAnswer> {
    const [settings, timeZone] = await Promise.all([voucherSettingsOf(deps.db, restaurantId), restaurantTimeZone(deps.db, restaurantId)]);
    const purchase = purchaseOf(settings, body);
    const today = localDateOf(now, timeZone);
    if (body.deliveryDate !== undefined && body.deliveryDate < today) throw refused('delivery_date_past', 'The delivery date has passed');
    const buyerEmail = body.buyer.email.toLowerCase();
    const fingerprint = fingerprintOf(restaurantId, clientAddress);
    const payment = deps.provider.kind;
    const voucher = await deps.db.transaction(async (tx) => {
      await enforceVelocity(tx, restaurantId, buyerEmail, fingerprint, now);
      return insertVoucher(tx, {
        restaurantId,
        code: voucherCodeOf(randomBytes(voucherCodeBytes)),
        kind: purchase.kind,
        title: purchase.title,
        specialId: purchase.specialId,
        initialValue: purchase.value,
        currency: settings.currency,
        status: 'pendingPayment',
        buyerName: body.buyer.name,
        buyerEmail,
        recipientName: body.recipient.name,
        recipientEmail: body.recipient.email?.toLowerCase() ?? null,
        message: body.message || null,
        language: body.language,
        deliveryDate: body.deliveryDate ?? null,
        expiresAt: voucherExpiry(today, settings.validityYears, timeZone),
        source: 'online',
        // Decision 012: a purchase above the threshold waits for a staff member's release even once paid.
        heldForReview: purchase.value > settings.reviewAbove,
        paymentProvider: payment,
        checkoutFingerprint: fingerprint,
      });
    });
    if (deps.provider.kind === 'atRestaurant') return { voucherId: voucher.id, status: voucher.status, checkoutUrl: null };
    const config = await deps.publishing.appConfigOf(restaurantId);
    const description = purchase.title ? localized(purchase.title, body.language) : voucherText[body.language].lineItem(config.restaurantName);
    try {
      const started = await deps.provider.startCheckout({
        restaurantId,
        voucherId: voucher.id,
        amount: purchase.value,
        currency: settings.currency,
        description: description || voucherText[body.language].lineItem(config.restaurantName),
        buyerEmail,
        language: body.language,
        successUrl: `${voucherPageUrl(deps.publicUrl, restaurantId, voucher.id)}?paid=1`,
        cancelUrl: `${deps.publicUrl}/r/${restaurantId}/gift-cards`,
      });
      await deps.db.transaction((tx) => setVoucher(tx, restaurantId, voucher.id, { paymentSessionId: started.sessionId }));
      return { voucherId: voucher.id, status: voucher.status, checkoutUrl: started.url };
    } catch (error) {
      // No payment page, no purchase: the voucher can never be paid and must not linger as pending.
      await deps.db.transaction((tx) => setVoucher(tx, restaurantId, voucher.id, { status: 'void' }));
      throw error;
    }
  }

  return { checkout };
}
