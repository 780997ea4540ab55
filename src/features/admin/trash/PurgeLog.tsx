import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { trashPageSize } from '../../../../core/schemas/trash';
import { trashQueries } from '../../../api/admin-trash';
import { useFailureText } from '../../../i18n/use-failure-text';
import { QueryListState } from '../../../ui/QueryListState';
import { ColumnHeads } from './ColumnHeads';
import { Pager } from './Pager';

/** Every item deleted for good, newest first: by which admin, or by the retention purge. */
export function PurgeLog() {
  const intl = useIntl();
  const errorText = useFailureText();
  const [page, setPage] = useState(0);
  const log = useQuery({ ...trashQueries.purges(page), placeholderData: keepPreviousData });
  return (
    <section className="card" aria-labelledby="trash-purges">
      <h2 id="trash-purges">
        <FormattedMessage id="trash.purges" />
      </h2>
      <QueryListState query={log} errorText={errorText} empty={<FormattedMessage id="trash.purges.none" />}>
        {(items) => (
          <div className="trash__scroll">
            <table className="trash__table">
              <ColumnHeads columns={['kind', 'item', 'restaurant', 'purgedAt', 'purgedBy']} />
              <tbody>
                {items.map((entry) => (
                  <tr key={`${entry.kind}-${entry.id}-${entry.purgedAt}`}>
                    <td>{intl.formatMessage({ id: `trash.kind.${entry.kind}` })}</td>
                    <th scope="row">{entry.label}</th>
                    <td>{entry.restaurant?.name ?? ''}</td>
                    <td>
                      <time dateTime={entry.purgedAt}>{intl.formatDate(entry.purgedAt, { dateStyle: 'medium', timeStyle: 'short' })}</time>
                    </td>
                    <td>{entry.byRetention ? intl.formatMessage({ id: 'trash.byRetention' }) : (entry.purgedBy?.name ?? entry.purgedBy?.id ?? '')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryListState>
      {log.data ? <Pager page={page} total={log.data.total} pageSize={trashPageSize} labelId="trash.purges.pages" onPage={setPage} /> : null}
    </section>
  );
}
