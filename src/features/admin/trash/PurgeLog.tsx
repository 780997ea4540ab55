import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { trashPageSize, type TrashPurge } from '../../../../core/schemas/trash';
import { trashQueries } from '../../../api/admin-trash';
import { useFailureText } from '../../../i18n/use-failure-text';
import { Pager, pageCount } from '../../../ui/Pager';
import type { Column } from '../../../ui/DataTable';
import { QueryTable } from '../../../ui/QueryTable';
import { Section } from '../../../ui/Section';

const purgeColumns = (intl: IntlShape): readonly Column<TrashPurge>[] => [
  { headId: 'trash.column.kind', cell: (entry) => intl.formatMessage({ id: `trash.kind.${entry.kind}` }) },
  { headId: 'trash.column.item', rowHeader: true, cell: (entry) => entry.label },
  { headId: 'trash.column.restaurant', cell: (entry) => entry.restaurant?.name ?? '' },
  { headId: 'trash.column.purgedAt', cell: (entry) => <time dateTime={entry.purgedAt}>{intl.formatDate(entry.purgedAt, { dateStyle: 'medium', timeStyle: 'short' })}</time> },
  { headId: 'trash.column.purgedBy', cell: (entry) => (entry.byRetention ? intl.formatMessage({ id: 'trash.byRetention' }) : (entry.purgedBy?.name ?? entry.purgedBy?.id ?? '')) },
];

/** Every item deleted for good, newest first: by which admin, or by the retention purge. */
export function PurgeLog() {
  const intl = useIntl();
  const errorText = useFailureText();
  const [page, setPage] = useState(0);
  const log = useQuery({ ...trashQueries.purges(page), placeholderData: keepPreviousData });
  return (
    <Section id="trash-purges" titleId="trash.purges">
      <QueryTable
        query={log}
        errorText={errorText}
        empty={<FormattedMessage id="trash.purges.none" />}
        caption={intl.formatMessage({ id: 'trash.purges' })}
        captionHidden
        columns={purgeColumns(intl)}
        rowKey={(entry) => `${entry.kind}-${entry.id}-${entry.purgedAt}`}
      />
      {log.data ? <Pager page={page} pages={pageCount(log.data.total, trashPageSize)} labelId="trash.purges.pages" onPage={setPage} /> : null}
    </Section>
  );
}
