import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { affiliateQueries } from '../../api/affiliates';
import { useFailureText } from '../../i18n/use-failure-text';
import { TableFrame } from '../../ui/DataTable';
import { QueryListState } from '../../ui/QueryListState';
import { useAffiliateWords } from '../../front-of-house/affiliate-words';

/** The creator's referred bookings that earn nothing, each with the reason (the creator is shown the same reason). */
export function UnearnedList({ creatorId }: { creatorId: string }) {
  const intl = useIntl();
  const words = useAffiliateWords();
  const errorText = useFailureText();
  const unearned = useQuery(affiliateQueries.unearned(creatorId));
  const columns = ['visit', 'guest', 'covers', 'reason'].map((column) => intl.formatMessage({ id: `affiliates.unearned.${column}` }));
  return (
    <details className="affiliates__more">
      <summary>
        <FormattedMessage id="affiliates.unearned.title" values={{ count: unearned.data?.items.length ?? 0 }} />
      </summary>
      <QueryListState query={unearned} errorText={errorText} empty={<FormattedMessage id="affiliates.unearned.none" />}>
        {(rows) => (
          <TableFrame caption={intl.formatMessage({ id: 'affiliates.unearned.caption' })} captionHidden heads={columns}>
            {rows.map((row) => (
              <tr key={row.reservationId}>
                <td className="data-table__nowrap">{words.visitDate(row.startTime)}</td>
                <th scope="row">{row.guestName}</th>
                <td className="data-table__number">{row.partySize}</td>
                <td>{words.reason(row.reason)}</td>
              </tr>
            ))}
          </TableFrame>
        )}
      </QueryListState>
    </details>
  );
}
