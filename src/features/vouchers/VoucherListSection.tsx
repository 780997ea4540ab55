import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { voucherStatuses } from '../../../core/schemas/vouchers';
import { formatVoucherCode } from '../../../core/vouchers/code';
import { voucherQueries } from '../../api/vouchers';
import { useLinks } from '../../front-of-house/use-links';
import { useFailureText } from '../../i18n/use-failure-text';
import { ListState } from '../../ui/ListState';
import { ExportVouchers } from './ExportVouchers';
import { VoucherSummary } from './VoucherSummary';
import { vouchersPageSize, type VoucherParams } from './use-voucher-params';
import type { useVoucherParams } from './use-voucher-params';
import { useVoucherWords } from './voucher-words';

type Change = ReturnType<typeof useVoucherParams>['change'];

/** The summary, the search and filter, the list's page and the way to the other pages. */
export function VoucherListSection({ params, change }: { params: VoucherParams; change: Change }) {
  const intl = useIntl();
  const errorText = useFailureText();
  const words = useVoucherWords();
  const link = useLinks();
  const query = { q: params.q || undefined, status: params.status, page: params.page, pageSize: vouchersPageSize };
  const list = useQuery({ ...voucherQueries.list(query), placeholderData: keepPreviousData });
  const [typed, setTyped] = useState(params.q);
  useEffect(() => setTyped(params.q), [params.q]);
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / vouchersPageSize)) : 1;
  const here = (voucher?: string) => link('Vouchers', {}, { q: params.q || undefined, status: params.status, page: params.page ? String(params.page) : undefined, voucher });
  return (
    <>
      {list.data ? <VoucherSummary list={list.data} /> : null}
      <form
        className="row vouchers__filters"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          change({ q: typed.trim() });
        }}
      >
        <label className="field vouchers__search">
          <span>
            <FormattedMessage id="vouchers.search.label" />
          </span>
          <input type="search" name="q" value={typed} onChange={(event) => setTyped(event.target.value)} placeholder={intl.formatMessage({ id: 'vouchers.search.placeholder' })} />
        </label>
        <button type="submit" className="button">
          <FormattedMessage id="vouchers.search.submit" />
        </button>
        <label className="field">
          <span>
            <FormattedMessage id="vouchers.filter.status" />
          </span>
          <select name="status" value={params.status ?? ''} onChange={(event) => change({ status: event.target.value })}>
            <option value="">{intl.formatMessage({ id: 'vouchers.filter.all' })}</option>
            {voucherStatuses.map((status) => (
              <option key={status} value={status}>
                {words.status(status)}
              </option>
            ))}
          </select>
        </label>
      </form>
      <ExportVouchers q={params.q} status={params.status} />
      <ListState
        pending={list.isPending}
        error={list.isError ? errorText(list.error) : null}
        onRetry={() => void list.refetch()}
        items={list.data?.items}
        empty={<FormattedMessage id="vouchers.none" />}
      >
        {(items) => (
          <ul className="select-list" aria-label={intl.formatMessage({ id: 'route.Vouchers' })}>
            {items.map((voucher) => (
              <li key={voucher._id}>
                <Link href={here(voucher._id)} className="select-list__item" aria-current={params.voucher === voucher._id ? 'true' : undefined}>
                  <span className="select-list__title vouchers__row">
                    <span className="vouchers__code">{formatVoucherCode(voucher.code)}</span>
                    <span>{words.money(voucher.balance, voucher.currency)}</span>
                  </span>
                  <span className="select-list__text">
                    {[voucher.recipient?.name, words.status(voucher.status), intl.formatMessage({ id: 'vouchers.validUntil' }, { date: words.validUntil(voucher.expiresAt) })].filter(Boolean).join(' · ')}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </ListState>
      {list.data && pages > 1 ? (
        <nav className="row vouchers__pages" aria-label={intl.formatMessage({ id: 'vouchers.pages' })}>
          <button type="button" className="button" disabled={params.page === 0} onClick={() => change({ page: params.page - 1 })}>
            <FormattedMessage id="vouchers.page.previous" />
          </button>
          <span aria-live="polite">
            <FormattedMessage id="vouchers.page.of" values={{ page: params.page + 1, pages }} />
          </span>
          <button type="button" className="button" disabled={params.page + 1 >= pages} onClick={() => change({ page: params.page + 1 })}>
            <FormattedMessage id="vouchers.page.next" />
          </button>
        </nav>
      ) : null}
    </>
  );
}
