import { useIntl } from 'react-intl';
import type { VoucherStatus } from '../../../core/schemas/vouchers';
import { formatLocalDate, formatMoney, lastValidDay } from '../../../core/vouchers/money';

/** Amounts, dates and statuses as the staff's screens say them, in the page's locale and the voucher's currency. */
export function useVoucherWords() {
  const intl = useIntl();
  return {
    money: (minor: number, currency: string) => formatMoney(minor, currency, intl.locale),
    validUntil: (expiresAt: string) => formatLocalDate(lastValidDay(expiresAt), intl.locale),
    status: (status: VoucherStatus) => intl.formatMessage({ id: `vouchers.status.${status}` }),
    instant: (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' }),
  };
}
