// A restaurant's voucher settings before it chose any (docs/decisions/012-vouchers.md): selling off, the currency
// of its country, amounts a trattoria would offer, a review threshold well above an ordinary gift.
import type { VoucherSettings } from '../schemas/vouchers';
import { legalMinimumValidityYears } from './expiry';

/** The currency of the countries we serve; any other country starts in euros until the restaurant chooses. */
const currencyOfCountry: Record<string, string> = { DE: 'EUR', ES: 'EUR', AT: 'EUR', MX: 'MXN' };

export function defaultVoucherSettings(country: string | null): VoucherSettings {
  const currency = (country && currencyOfCountry[country.toUpperCase()]) || 'EUR';
  // Peso amounts are about twenty times euro amounts for the same dinner.
  const unit = currency === 'MXN' ? 20 : 1;
  return {
    enabled: false,
    currency,
    presets: [25, 50, 100, 150].map((n) => n * 100 * unit),
    minAmount: 10 * 100 * unit,
    maxAmount: 500 * 100 * unit,
    reviewAbove: 300 * 100 * unit,
    validityYears: legalMinimumValidityYears,
    experiences: [],
    terms: {},
  };
}
