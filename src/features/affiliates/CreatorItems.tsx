import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { commissionItemStatuses } from '../../../core/affiliates/reconcile';
import type { CommissionItem } from '../../../core/schemas/affiliates';
import { affiliateQueries, type ItemQuery } from '../../api/affiliates';
import { useFailureText } from '../../i18n/use-failure-text';
import { TableFrame } from '../../ui/DataTable';
import { Pager, pageCount } from '../../ui/Pager';
import { QueryListState } from '../../ui/QueryListState';
import { useAffiliateWords } from '../../front-of-house/affiliate-words';
import { ItemDecision } from './ItemDecision';
import { useMayManage } from './use-may-manage';
import { SelectField } from '../../ui/SelectField';
import { Field } from '../../ui/Field';
import { usePage } from '../../ui/use-page';

export const itemsPageSize = 20;

/** The creator's commission items, newest visit first, filtered by status and the visit's period, paged. */
export function CreatorItems({ creatorId }: { creatorId: string }) {
  const intl = useIntl();
  const errorText = useFailureText();
  const mayManage = useMayManage();
  const [filter, setFilter] = useState<Pick<ItemQuery, 'status' | 'from' | 'to'>>({});
  const { page, setPage, filtered } = usePage();
  const query: ItemQuery = { affiliateUserId: creatorId, ...filter, page, pageSize: itemsPageSize };
  const items = useQuery({ ...affiliateQueries.items(query), placeholderData: keepPreviousData });
  const change = filtered((next: Partial<typeof filter>) => setFilter((current) => ({ ...current, ...next })));
  const columns = ['visit', 'guest', 'covers', 'kind', 'amount', 'platformFee', 'creatorAmount', 'status', ...(mayManage ? ['decide'] : [])].map((column) => intl.formatMessage({ id: `affiliates.items.${column}` }));
  return (
    <section aria-labelledby="affiliates-items">
      <h3 id="affiliates-items">
        <FormattedMessage id="affiliates.items.title" />
      </h3>
      <div className="row affiliates__filters" role="group" aria-label={intl.formatMessage({ id: 'affiliates.items.filters' })}>
        <SelectField
          labelId="affiliates.items.filterStatus"
          name="status"
          none={intl.formatMessage({ id: 'affiliates.items.allStatuses' })}
          options={commissionItemStatuses.map((status) => ({ value: status, label: intl.formatMessage({ id: `affiliates.status.${status}` }) }))}
          value={filter.status ?? ''}
          onValue={(value) => change({ status: (value || undefined) as ItemQuery['status'] })}
        />
        {(['from', 'to'] as const).map((end) => (
          <Field key={end} labelId={`affiliates.items.${end}`}>
            <input type="date" name={end} value={filter[end] ?? ''} onChange={(event) => change({ [end]: event.target.value || undefined })} />
          </Field>
        ))}
      </div>
      <QueryListState query={items} errorText={errorText} empty={<FormattedMessage id="affiliates.items.none" />}>
        {(rows) => (
          <TableFrame caption={intl.formatMessage({ id: 'affiliates.items.title' })} captionHidden heads={columns}>
            {rows.map((item) => (
              <ItemRow key={item._id} item={item} mayManage={mayManage} />
            ))}
          </TableFrame>
        )}
      </QueryListState>
      {items.data ? <Pager page={page} pages={pageCount(items.data.total, itemsPageSize)} onPage={setPage} labelId="affiliates.items.pages" /> : null}
    </section>
  );
}

const toneOf = (status: CommissionItem['status']) => (status === 'approved' || status === 'paid' ? 'strong' : status === 'rejected' || status === 'reversed' ? 'muted' : undefined);

function ItemRow({ item, mayManage }: { item: CommissionItem; mayManage: boolean }) {
  const intl = useIntl();
  const words = useAffiliateWords();
  return (
    <tr data-status={item.status}>
      <td className="data-table__nowrap">{words.visitDate(item.visit.startTime)}</td>
      <th scope="row">{item.visit.guestName}</th>
      <td className="data-table__number">{item.covers}</td>
      <td>{intl.formatMessage({ id: `affiliates.kind.${item.kind}` })}</td>
      <td className="data-table__number">{words.money(item.amount, item.currency)}</td>
      <td className="data-table__number">{words.money(item.platformFee, item.currency)}</td>
      <td className="data-table__number">{words.money(item.creatorAmount, item.currency)}</td>
      <td>
        <span className="data-table__pill" data-tone={toneOf(item.status)}>
          {words.status(item.status)}
        </span>
        {item.reason ? <div className="field__hint">{item.reason}</div> : null}
      </td>
      {mayManage ? (
        <td className="data-table__nowrap">
          <ItemDecision item={item} />
        </td>
      ) : null}
    </tr>
  );
}
