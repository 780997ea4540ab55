import type { UseQueryResult } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Payout } from '../../../core/schemas/affiliates';
import { fetchItems } from '../../api/affiliates';
import { useFailureText } from '../../i18n/use-failure-text';
import { allPages } from '../../ui/csv-file';
import { CsvExportButton } from '../../ui/CsvExportButton';
import { TableFrame } from '../../ui/DataTable';
import { QueryListState } from '../../ui/QueryListState';
import { useAffiliateWords } from '../../front-of-house/affiliate-words';
import { payoutCsv, payoutCsvName } from './payout-csv';

/** The creator's payouts, newest first, each with the CSV of the items it paid. */
export function PayoutHistory({ payouts, name }: { payouts: UseQueryResult<{ items: Payout[] }>; name: string }) {
  const intl = useIntl();
  const words = useAffiliateWords();
  const errorText = useFailureText();
  const columns = ['period', 'paidAt', 'items', 'amount', 'platformFee', 'creatorAmount', 'reference', 'csv'].map((column) => intl.formatMessage({ id: `affiliates.history.payout.${column}` }));
  return (
    <QueryListState query={payouts} errorText={errorText} empty={<FormattedMessage id="affiliates.payout.none" />}>
      {(rows) => (
        <TableFrame caption={intl.formatMessage({ id: 'affiliates.payout.history' })} heads={columns}>
          {rows.map((payout) => (
            <tr key={payout._id}>
              <th scope="row">{intl.formatMessage({ id: 'affiliates.payout.period' }, { start: words.date(payout.periodStart), end: words.date(payout.periodEnd) })}</th>
              <td>{words.instant(payout.paidAt)}</td>
              <td className="data-table__number">{payout.itemCount}</td>
              <td className="data-table__number">{words.money(payout.amount, payout.currency)}</td>
              <td className="data-table__number">{words.money(payout.platformFee, payout.currency)}</td>
              <td className="data-table__number">{words.money(payout.creatorAmount, payout.currency)}</td>
              <td>{payout.reference ?? ''}</td>
              <td>
                <ExportPayout payout={payout} name={name} />
              </td>
            </tr>
          ))}
        </TableFrame>
      )}
    </QueryListState>
  );
}

function ExportPayout({ payout, name }: { payout: Payout; name: string }) {
  const intl = useIntl();
  const words = useAffiliateWords();
  async function build() {
    const items = await allPages((page) => fetchItems({ payoutId: payout._id, page, pageSize: 500 }));
    return { fileName: payoutCsvName(payout, name), text: payoutCsv(payout, items, words.timeZone, (column) => intl.formatMessage({ id: `affiliates.csv.${column}` })) };
  }
  const period = intl.formatMessage({ id: 'affiliates.payout.period' }, { start: words.date(payout.periodStart), end: words.date(payout.periodEnd) });
  return <CsvExportButton labelId="affiliates.payout.csv" name={intl.formatMessage({ id: 'affiliates.payout.csvLabel' }, { period })} build={build} />;
}
