// A redemption refused, by the tablet's own check or by the server later (docs/decisions/012-vouchers.md), in the
// host's words: what is left, or why the voucher cannot be used at all. `meanwhile` says the balance went elsewhere.
import type { IntlShape } from 'react-intl';
import type { ReasonParams } from '../../core/errors';
import { formatMinor } from './money';

export const isVoucherRefusal = (code: string): boolean => code === 'voucher_balance_insufficient' || code === 'voucher_not_redeemable';

export function voucherRefusalText(intl: IntlShape, code: string, reason: ReasonParams | undefined, meanwhile: boolean): string {
  if (code === 'voucher_balance_insufficient' && typeof reason?.balance === 'number') {
    const left = formatMinor(reason.balance, typeof reason.currency === 'string' ? reason.currency : 'EUR', intl.locale);
    return intl.formatMessage({ id: meanwhile ? 'voucher.refusal.balanceMeanwhile' : 'voucher.refusal.balance' }, { left });
  }
  if (code === 'voucher_not_redeemable') return intl.formatMessage({ id: 'voucher.refusal.notRedeemable' }, { reason: String(reason?.reason ?? 'other') });
  return intl.formatMessage({ id: `error.code.${code}` });
}
