import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { voucherStatuses } from '../../../core/schemas/vouchers';
import { formatVoucherCode } from '../../../core/vouchers/code';
import { voucherQueries } from '../../api/vouchers';
import { useLinks } from '../../front-of-house/use-links';
import { useFailureText } from '../../i18n/use-failure-text';
import { Pager, pageCount } from '../../ui/Pager';
import { QueryListState } from '../../ui/QueryListState';
import { ExportVouchers } from './ExportVouchers';
import { VoucherSummary } from './VoucherSummary';
import { vouchersPageSize, type VoucherParams } from './use-voucher-params';
import type { useVoucherParams } from './use-voucher-params';
import { useVoucherWords } from './voucher-words';
import { Field } from '../../ui/Field';
import { SelectField } from '../../ui/SelectField';

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
        <Field labelId="vouchers.search.label" className="vouchers__search">
          <input type="search" name="q" value={typed} onChange={(event) => setTyped(event.target.value)} placeholder={intl.formatMessage({ id: 'vouchers.search.placeholder' })} />
        </Field>
        <button type="submit" className="button">
          <FormattedMessage id="vouchers.search.submit" />
        </button>
        <SelectField
          labelId="vouchers.filter.status"
          name="status"
          none={intl.formatMessage({ id: 'vouchers.filter.all' })}
          options={voucherStatuses.map((status) => ({ value: status, label: words.status(status) }))}
          value={params.status ?? ''}
          onValue={(status) => change({ status })}
        />
      </form>
      <ExportVouchers q={params.q} status={params.status} />
      <QueryListState query={list} errorText={errorText} empty={<FormattedMessage id="vouchers.none" />}>
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
      </QueryListState>
      {list.data ? <Pager page={params.page} pages={pageCount(list.data.total, vouchersPageSize)} onPage={(page) => change({ page })} labelId="vouchers.pages" previousId="vouchers.page.previous" nextId="vouchers.page.next" /> : null}
    </>
  );
}
