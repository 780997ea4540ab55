// The public voucher page (/r/{id}/vouchers/{voucherId}; docs/decisions/012-vouchers.md): its random id is the bearer
// of the code, so no sign-in. Value, balance, status, expiry, the code in words and as a QR code, the recipient's
// name and message, and "Book a table" carrying the code into the booking flow (?voucher=CODE).
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { languageOf, localized } from '../../../core/i18n/locale';
import type { PublicVoucher } from '../../../core/schemas/vouchers';
import { formatVoucherCode } from '../../../core/vouchers/code';
import { formatLocalDate, formatMoney, lastValidDay } from '../../../core/vouchers/money';
import { appQueryKeys } from '../../api/app-query-keys';
import { fetchPublicVoucher } from '../../api/gift-cards';
import { prefetchResource, useResource } from '../../api/resource';
import { useRestOfMessages } from '../../i18n/I18nProvider';
import type { PageProps } from '../../shell/page-props';
import { useRestaurant } from '../../shell/restaurant-context';
import { Spinner } from '../../ui/Spinner';
import { GuestHeader } from '../../shell/GuestHeader';
import { usePaymentWait } from './use-payment-wait';
import { useGuestPath } from './voucher-path';
import { VoucherQrCode } from './VoucherQrCode';
import './gift-cards.css';

const voucherIdOf = (params: PageProps['params']) => params.voucherId ?? '';

export function preload(restaurantId: string): void {
  const voucherId = location.pathname.split('/').filter(Boolean).pop() ?? '';
  if (voucherId) prefetchResource(appQueryKeys.publicVoucher(voucherId), () => fetchPublicVoucher(restaurantId, voucherId));
}

export default function VoucherPage({ params }: PageProps) {
  const { restaurantId } = useRestaurant();
  const ready = useRestOfMessages();
  const voucherId = voucherIdOf(params);
  const key = appQueryKeys.publicVoucher(voucherId);
  const voucher = useResource(key, () => fetchPublicVoucher(restaurantId as string, voucherId), { enabled: Boolean(restaurantId && voucherId) });
  const backFromPayment = new URLSearchParams(location.search).get('paid') === '1';
  const confirming = backFromPayment && voucher.data?.status === 'pendingPayment';
  const gaveUp = usePaymentWait(key, confirming);
  return (
    <div className="booking gift-card">
      <GuestHeader />
      <div className="booking__body">
        {!ready || voucher.isPending ? <Spinner /> : null}
        {ready && voucher.isError ? (
          <>
            <h1>
              <FormattedMessage id="giftCard.voucher.title" />
            </h1>
            <p className="form__error" role="alert">
              <FormattedMessage id="giftCard.voucher.notFound" />
            </p>
          </>
        ) : null}
        {ready && voucher.data ? <VoucherCard voucher={voucher.data} confirming={confirming} gaveUp={gaveUp} /> : null}
      </div>
    </div>
  );
}

function VoucherCard({ voucher, confirming, gaveUp }: { voucher: PublicVoucher; confirming: boolean; gaveUp: boolean }) {
  const intl = useIntl();
  const path = useGuestPath();
  const language = languageOf(intl.locale) ?? 'en';
  const money = (minor: number) => formatMoney(minor, voucher.currency, intl.locale);
  const title = voucher.title ? localized(voucher.title, language) : intl.formatMessage({ id: 'giftCard.voucher.title' });
  const pageUrl = `${location.origin}${path('Voucher', { voucherId: voucher._id })}`;
  const usable = voucher.status === 'active';
  return (
    <section className="card booking__step voucher" aria-labelledby="voucher-title">
      <h1 id="voucher-title">{title}</h1>
      {confirming ? (
        <p className="notice" role="status">
          <FormattedMessage id={gaveUp ? 'giftCard.voucher.confirmingLong' : 'giftCard.voucher.confirming'} />
        </p>
      ) : null}
      {voucher.recipientName ? (
        <p className="voucher__for">
          <FormattedMessage id="giftCard.voucher.for" values={{ name: voucher.recipientName }} />
        </p>
      ) : null}
      {voucher.message ? <blockquote className="voucher__message">{voucher.message}</blockquote> : null}
      <dl className="details">
        <dt><FormattedMessage id="giftCard.voucher.value" /></dt>
        <dd>{money(voucher.initialValue)}</dd>
        <dt><FormattedMessage id="giftCard.voucher.balance" /></dt>
        <dd data-testid="voucher-balance">{money(voucher.balance)}</dd>
        <dt><FormattedMessage id="giftCard.voucher.status" /></dt>
        <dd data-status={voucher.status}>
          <FormattedMessage id={`giftCard.status.${voucher.status}`} />
        </dd>
        <dt><FormattedMessage id="giftCard.voucher.validUntil" /></dt>
        <dd>{formatLocalDate(lastValidDay(voucher.expiresAt), intl.locale)}</dd>
        <dt><FormattedMessage id="giftCard.voucher.code" /></dt>
        <dd className="voucher__code">{formatVoucherCode(voucher.code)}</dd>
      </dl>
      <VoucherQrCode url={pageUrl} code={voucher.code} />
      {usable ? (
        <Link className="button button--primary button--large" href={path('Booking', {}, { voucher: voucher.code })}>
          <FormattedMessage id="giftCard.voucher.book" />
        </Link>
      ) : null}
    </section>
  );
}
