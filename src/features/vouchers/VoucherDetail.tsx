import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { languageOf, localized } from '../../../core/i18n/locale';
import type { VoucherWithLedger } from '../../../core/schemas/vouchers';
import { formatVoucherCode } from '../../../core/vouchers/code';
import { voucherQueries } from '../../api/vouchers';
import { useFailureText } from '../../i18n/use-failure-text';
import { FormMessage } from '../../ui/FormMessage';
import { Spinner } from '../../ui/Spinner';
import { VoucherActions } from './VoucherActions';
import { VoucherLedger } from './VoucherLedger';
import { useVoucherWords } from './voucher-words';
import { Fact } from '../../ui/Fact';

/** One voucher: its facts, its ledger and what staff may do with it. */
export function VoucherDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const errorText = useFailureText();
  const voucher = useQuery(voucherQueries.one(id));
  return (
    <section className="page vouchers__detail" aria-labelledby="voucher-detail-title">
      <div className="row row--between">
        <h2 id="voucher-detail-title" className="vouchers__code">
          {voucher.data ? formatVoucherCode(voucher.data.code) : <FormattedMessage id="route.Voucher" />}
        </h2>
        <button type="button" className="button" onClick={onClose}>
          <FormattedMessage id="vouchers.close" />
        </button>
      </div>
      {voucher.isPending ? <Spinner /> : null}
      <FormMessage text={voucher.isError ? errorText(voucher.error) : null} />
      {voucher.data ? <VoucherFacts voucher={voucher.data} /> : null}
      {voucher.data ? <VoucherActions voucher={voucher.data} /> : null}
      {voucher.data ? <VoucherLedger ledger={voucher.data.ledger} currency={voucher.data.currency} /> : null}
    </section>
  );
}

function VoucherFacts({ voucher }: { voucher: VoucherWithLedger }) {
  const intl = useIntl();
  const words = useVoucherWords();
  const language = languageOf(intl.locale) ?? 'en';
  const facts: [string, string | null][] = [
    ['vouchers.field.status', words.status(voucher.status)],
    ['vouchers.field.experience', voucher.title ? localized(voucher.title, language) : null],
    ['vouchers.field.value', words.money(voucher.initialValue, voucher.currency)],
    ['vouchers.field.balance', words.money(voucher.balance, voucher.currency)],
    ['vouchers.field.validUntil', words.validUntil(voucher.expiresAt)],
    ['vouchers.field.recipientName', voucher.recipient?.name ?? null],
    ['vouchers.field.recipientEmail', voucher.recipient?.email ?? null],
    ['vouchers.field.message', voucher.message],
    ['vouchers.field.buyer', voucher.buyer ? `${voucher.buyer.name} <${voucher.buyer.email}>` : null],
    ['vouchers.field.source', intl.formatMessage({ id: `vouchers.source.${voucher.source}` })],
    ['vouchers.field.payment', voucher.paymentProvider ? intl.formatMessage({ id: `vouchers.payment.${voucher.paymentProvider}` }) : null],
    ['vouchers.field.deliveryDate', voucher.deliveryDate],
    ['vouchers.field.issuedAt', voucher.issuedAt ? words.instant(voucher.issuedAt) : null],
  ];
  return (
    <>
      {voucher.heldForReview ? (
        <p className="notice" role="status">
          <FormattedMessage id="vouchers.heldForReview" />
        </p>
      ) : null}
      <dl className="details" data-testid="voucher-facts">
        {facts
          .filter((fact): fact is [string, string] => fact[1] !== null && fact[1] !== '')
          .map(([labelId, value]) => (
            <Fact key={labelId} className="vouchers__fact" labelId={labelId} value={value} />
          ))}
      </dl>
    </>
  );
}
