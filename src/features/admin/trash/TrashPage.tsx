import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { trashKinds, trashPageSize, type TrashItem, type TrashKind } from '../../../../core/schemas/trash';
import { purgeTrashItem, restoreTrashItem, trashQueries, useTrashChange } from '../../../api/admin-trash';
import { useFailureText } from '../../../i18n/use-failure-text';
import { Message } from '../../../ui/Message';
import { QueryListState } from '../../../ui/QueryListState';
import { TableFrame } from '../../../ui/DataTable';
import { RestaurantOptions } from '../RestaurantOptions';
import { PurgeLog } from './PurgeLog';
import { TrashItemRow } from './TrashItemRow';
import './trash.css';
import { Pager, pageCount } from '../../../ui/Pager';
import { SelectField } from '../../../ui/SelectField';
import { Field } from '../../../ui/Field';
import { Section } from '../../../ui/Section';
import { usePage } from '../../../ui/use-page';

const trashColumns = ['kind', 'item', 'restaurant', 'deletedAt', 'deletedBy', 'actions'] as const;

/**
 * The database trash (spec §2 database-trash; docs/decisions/013-trash.md): every deleted item of every kind, filtered
 * by kind and restaurant; restore (with what it needs) or delete for good, each after a confirmation; a refusal is said
 * in the reader's words; and the log of every purge.
 */
export default function TrashPage() {
  const intl = useIntl();
  const errorText = useFailureText();
  const [kind, setKind] = useState<TrashKind | undefined>(undefined);
  const [restaurantId, setRestaurantId] = useState<string | undefined>(undefined);
  const { page, setPage, filtered } = usePage();
  const [outcome, setOutcome] = useState<{ text: string; failed: boolean } | null>(null);
  const list = useQuery({ ...trashQueries.list({ kind, restaurantId, page }), placeholderData: keepPreviousData });
  const restore = useTrashChange(restoreTrashItem);
  const purge = useTrashChange(purgeTrashItem);
  const busy = restore.isPending || purge.isPending;

  const named = (item: TrashItem) => `${intl.formatMessage({ id: `trash.kind.${item.kind}` })} ${item.label}`;
  const act = async (item: TrashItem, change: typeof restore | typeof purge, doneId: string) => {
    setOutcome(null);
    try {
      const answer = await change.mutateAsync({ kind: item.kind, id: item.id });
      const also = 'restored' in answer ? answer.restored.length - 1 : 0;
      setOutcome({ text: intl.formatMessage({ id: doneId }, { name: named(item), also }), failed: false });
    } catch (failure) {
      setOutcome({ text: intl.formatMessage({ id: 'trash.refused' }, { name: named(item), reason: errorText(failure) }), failed: true });
    }
  };

  return (
    <div className="page">
      <Message as="h1" id="route.AdminDatabaseTrash" />
      <Section id="trash-items" titleId="trash.items">
        {list.data ? (
          <p>
            <FormattedMessage id="trash.retention" values={{ days: list.data.retentionDays }} />
          </p>
        ) : null}
        <div className="row trash__filters" role="search">
          <SelectField
            labelId="trash.filter.kind"
            none={intl.formatMessage({ id: 'trash.filter.allKinds' })}
            options={trashKinds.map((option) => ({ value: option, label: intl.formatMessage({ id: `trash.kind.${option}` }) }))}
            value={kind ?? ''}
            onValue={(value) => filtered(setKind)((value || undefined) as TrashKind | undefined)}
          />
          <Field labelId="trash.filter.restaurant">
            <select value={restaurantId ?? ''} onChange={(event) => filtered(setRestaurantId)(event.target.value || undefined)}>
              <RestaurantOptions emptyId="trash.filter.allRestaurants" />
            </select>
          </Field>
        </div>
        {outcome ? (
          <p className={outcome.failed ? 'form__error' : 'notice'} role={outcome.failed ? 'alert' : 'status'}>
            {outcome.text}
          </p>
        ) : null}
        <QueryListState query={list} errorText={errorText} empty={<FormattedMessage id="trash.none" />}>
          {(items) => (
            <TableFrame caption={intl.formatMessage({ id: 'route.AdminDatabaseTrash' })} captionHidden heads={trashColumns.map((column) => intl.formatMessage({ id: `trash.column.${column}` }))}>
              {items.map((item) => (
                <TrashItemRow
                  key={`${item.kind}-${item.id}`}
                  item={item}
                  busy={busy}
                  onRestore={() => void act(item, restore, 'trash.restored')}
                  onPurge={() => void act(item, purge, 'trash.purged')}
                />
              ))}
            </TableFrame>
          )}
        </QueryListState>
        {list.data ? <Pager page={page} pages={pageCount(list.data.total, trashPageSize)} labelId="trash.pages" onPage={setPage} /> : null}
      </Section>
      <PurgeLog />
    </div>
  );
}
