import { FormattedMessage } from 'react-intl';
import type { VoucherList } from '../../../core/schemas/vouchers';
import { useVoucherWords } from './voucher-words';

/** What the restaurant owes (the sum of active balances) and what of it expires in the next 90 days, per currency. */
export function VoucherSummary({ list }: { list: VoucherList }) {
  const words = useVoucherWords();
  const owed = list.liability.length ? list.liability : [];
  return (
    <dl className="vouchers__summary">
      <div className="vouchers__figure">
        <dt>
          <FormattedMessage id="vouchers.summary.liability" />
        </dt>
        {owed.length ? (
          owed.map((line) => (
            <dd key={line.currency} data-testid="voucher-liability">
              {words.money(line.outstanding, line.currency)}{' '}
              <span className="vouchers__count">
                <FormattedMessage id="vouchers.summary.count" values={{ count: line.vouchers }} />
              </span>
            </dd>
          ))
        ) : (
          <dd data-testid="voucher-liability">—</dd>
        )}
      </div>
      <div className="vouchers__figure">
        <dt>
          <FormattedMessage id="vouchers.summary.expiring" />
        </dt>
        {list.expiringSoon.length ? (
          list.expiringSoon.map((line) => (
            <dd key={line.currency}>
              {words.money(line.amount, line.currency)}{' '}
              <span className="vouchers__count">
                <FormattedMessage id="vouchers.summary.count" values={{ count: line.vouchers }} />
              </span>
            </dd>
          ))
        ) : (
          <dd>—</dd>
        )}
      </div>
    </dl>
  );
}
