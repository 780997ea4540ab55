import { useIntl } from 'react-intl';
import type { CommissionBasis, CommissionItemStatus, CommissionSchedule, NoCommissionReason } from '../../core/schemas/affiliates';
import { formatLocalDate, formatMoney } from '../../core/vouchers/money';
import type { z } from 'zod';
import { useTimeZone } from './use-front-of-house';

/** Amounts (minor units, in the item's currency), dates, statuses, reasons and terms as the programme's screens say them. */
export function useAffiliateWords() {
  const intl = useIntl();
  const timeZone = useTimeZone();
  const money = (minor: number, currency: string) => formatMoney(minor, currency, intl.locale);
  const percent = (value: number) => intl.formatNumber(value / 100, { style: 'percent', maximumFractionDigits: 2 });
  return {
    money,
    percent,
    date: (localDate: string) => formatLocalDate(localDate, intl.locale),
    instant: (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' }),
    /** A visit's date at the restaurant, wherever the reader's device is set. */
    visitDate: (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeZone }),
    timeZone,
    status: (status: z.infer<typeof CommissionItemStatus>) => intl.formatMessage({ id: `affiliates.status.${status}` }),
    reason: (reason: z.infer<typeof NoCommissionReason>) => intl.formatMessage({ id: `affiliates.reason.${reason}` }),
    basis: (basis: z.infer<typeof CommissionBasis>) => intl.formatMessage({ id: `affiliates.basis.${basis}` }),
    /** "2.50 € per cover", "5 € per booking", "10 % of the spend" (percentOfSpend rates are basis points). */
    rate: (schedule: Pick<CommissionSchedule, 'basis' | 'commissionRate' | 'commissionCurrency'>) =>
      schedule.basis === 'percentOfSpend'
        ? intl.formatMessage({ id: 'affiliates.rate.percentOfSpend' }, { rate: percent(schedule.commissionRate / 100) })
        : intl.formatMessage({ id: `affiliates.rate.${schedule.basis}` }, { rate: money(schedule.commissionRate, schedule.commissionCurrency) }),
  };
}
