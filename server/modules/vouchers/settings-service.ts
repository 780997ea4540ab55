// A restaurant's voucher settings (docs/decisions/012-vouchers.md) and what the public gift-card page is offered.
import { AppError } from '../../../core/errors';
import type { GiftCardOffer, VoucherSettings } from '../../../core/schemas/vouchers';
import type { StaffRefusal } from '../../../core/staff-refusal';
import { localDateOf } from '../../../core/time';
import { legalMinimumValidityYears, voucherExpiry } from '../../../core/vouchers/expiry';
import { restaurantRules } from '../booking';
import { saveVoucherSettings, voucherSettingsOf } from './repository/settings';
import { refuseUnknownSpecial, type VoucherDeps } from './service';

/** 'stripe' when the server holds a Stripe key (decision 012: the provider then takes payment), else at the restaurant. */
export const paymentMethod = (): GiftCardOffer['payment'] => (process.env.STRIPE_SECRET_KEY ? 'stripe' : 'atRestaurant');

export function voucherSettingsService({ db, now = () => new Date() }: VoucherDeps) {
  async function save(restaurantId: string, settings: VoucherSettings): Promise<VoucherSettings> {
    if (settings.validityYears < legalMinimumValidityYears) {
      const params = { reason: 'voucherValidityTooShort', years: legalMinimumValidityYears } satisfies StaffRefusal;
      throw new AppError('invalid_request', `A voucher stays valid for at least ${legalMinimumValidityYears} years`, { params });
    }
    for (const experience of settings.experiences) await refuseUnknownSpecial(db, restaurantId, experience.specialId);
    await restaurantRules(db, restaurantId);
    await saveVoucherSettings(db, restaurantId, settings);
    return voucherSettingsOf(db, restaurantId);
  }

  /** The settings a buyer sees, and the expiry a voucher bought today gets. */
  async function offer(restaurantId: string): Promise<GiftCardOffer> {
    const [{ timeZone }, settings] = await Promise.all([restaurantRules(db, restaurantId), voucherSettingsOf(db, restaurantId)]);
    const { enabled, currency, presets, minAmount, maxAmount, experiences, terms } = settings;
    const expiresAt = voucherExpiry(localDateOf(now(), timeZone), settings.validityYears, timeZone).toISOString();
    return { enabled, currency, presets, minAmount, maxAmount, experiences, terms, expiresAt, payment: paymentMethod() };
  }

  return { get: (restaurantId: string) => voucherSettingsOf(db, restaurantId), save, offer };
}
