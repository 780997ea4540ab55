import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { ActionsLogItem } from '../../../core/schemas/front-of-house';
import { reservationActionTypes } from '../../../core/schemas/reservation-actions';
import { markLogRead } from '../../api/front-of-house';
import type { PageProps } from '../../shell/page-props';
import { QueryListState } from '../../ui/QueryListState';
import { timeOf } from '../../front-of-house/reservation-facts';
import { useTimeZone, useErrorText } from '../../front-of-house/use-front-of-house';
import { useLinks } from '../../front-of-house/use-links';
import '../../front-of-house/reservations.css';
import { queries } from '../../api/queries';
import { queryKeys } from '../../api/query-keys';
import { Message } from '../../ui/Message';
import { PlatformStaffChanges } from './PlatformStaffChanges';
import { Pager, pageCount } from '../../ui/Pager';
import { SelectField } from '../../ui/SelectField';
import { CheckboxChoice } from '../../ui/CheckboxChoice';
import { usePage } from '../../ui/use-page';

/** What the server logs (server/services: the host actions and the staff changes). */
const loggedActions = [
  ...reservationActionTypes,
  'createReservation',
  'updateReservation',
  'moveReservation',
  'swapReservations',
  'createBlocker',
  'updateBlocker',
  'deleteBlocker',
  'convertWaitlistEntry',
  'updateWaitlistEntry',
  'deleteWaitlistEntry',
] as const;

/** The guest or blocker an entry is about, from the record after (or before) the change. */
function subjectOf(item: ActionsLogItem): { name: string | null; table: string | null; reservationId: string | null } {
  const record = (item.after ?? item.before) as Record<string, unknown> | null;
  if (!record || typeof record !== 'object') return { name: null, table: null, reservationId: null };
  const customer = record.customer as { name?: unknown } | undefined;
  const name = typeof customer?.name === 'string' ? customer.name : null;
  const level = typeof record.level === 'string' ? record.level : null;
  const table = typeof record.tableNumber === 'string' ? record.tableNumber : null;
  const linked = typeof record.linkedReservationId === 'string' ? record.linkedReservationId : null;
  return {
    name,
    table: level && table ? `${level} · ${table}` : level,
    reservationId: item.entity === 'reservation' && !record.deletedAt ? (linked ?? item.entityId) : null,
  };
}

/** Spec §2/§7 actions log: who did what and when, newest first, paged; unread unless asked; filtered by action. */
export default function ActionsLogPage(_props: PageProps) {
  const errorText = useErrorText();
  const intl = useIntl();
  const timeZone = useTimeZone();
  const link = useLinks();
  const queryClient = useQueryClient();
  const { page, setPage, filtered } = usePage();
  const [showRead, setShowRead] = useState(false);
  const [action, setAction] = useState('');
  const actions = action ? [action] : [];
  const log = useQuery(queries.actionsLog(page, showRead, actions));
  const mark = useMutation({
    mutationFn: ({ id, read }: { id: string; read: boolean }) => markLogRead(id, read),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.actionsLogs() }),
  });
  const actionName = (name: string) => {
    const id = `reservations.log.action.${name}`;
    return id in intl.messages ? intl.formatMessage({ id }) : name;
  };
  const pages = log.data ? pageCount(log.data.total, log.data.pageSize) : 1;
  return (
    <div className="page page--narrow">
      <Message as="h1" id="route.ActionsLog" />
      <div className="foh-toolbar">
        <SelectField
          labelId="reservations.log.filter"
          none={intl.formatMessage({ id: 'reservations.log.allActions' })}
          options={loggedActions.map((name) => ({ value: name, label: actionName(name) }))}
          value={action}
          onValue={filtered(setAction)}
        />
        <CheckboxChoice labelId="reservations.log.showRead" checked={showRead} onChange={filtered(setShowRead)} />
      </div>
      {mark.isError ? (
        <p className="form__error" role="alert">
          {errorText(mark.error)}
        </p>
      ) : null}
      <QueryListState
        query={log}
        errorText={errorText}
        empty={<FormattedMessage id="reservations.log.none" />}
      >
        {(items) => (
          <ol className="foh-rows" aria-label={intl.formatMessage({ id: 'reservations.log.entries' })}>
            {items.map((item) => {
              const subject = subjectOf(item);
              return (
                <li key={item._id} className={`foh-rows__item${item.read ? ' foh-rows__item--done' : ''}`}>
                  <div className="foh-rows__main">
                    <span className="foh-rows__title">
                      {actionName(item.action)}
                      {subject.name ? ` · ${subject.name}` : ''}
                    </span>
                    <span className="foh-rows__text">
                      {intl.formatDate(Date.parse(item.time), { timeZone, day: '2-digit', month: '2-digit', year: '2-digit' })} {timeOf(item.time, timeZone)} ·{' '}
                      {item.platformStaff ? (
                        <strong>
                          <FormattedMessage id="reservations.log.platformStaff" values={{ name: item.platformStaff.adminName ?? item.platformStaff.adminId, reason: item.platformStaff.reason }} />
                        </strong>
                      ) : (
                        (item.userName ?? intl.formatMessage({ id: 'reservations.log.unknownUser' }))
                      )}
                      {subject.table ? ` · ${subject.table}` : ''}
                    </span>
                  </div>
                  <div className="row">
                    {subject.reservationId ? (
                      <Link className="button" href={link('Reservation', { reservationId: subject.reservationId })}>
                        <FormattedMessage id="reservations.panel.open" />
                      </Link>
                    ) : null}
                    <button type="button" className="button" disabled={mark.isPending} onClick={() => mark.mutate({ id: item._id, read: !item.read })}>
                      <FormattedMessage id={item.read ? 'reservations.log.markUnread' : 'reservations.log.markRead'} />
                    </button>
                  </div>
                </li>
              );
            })}
          </ol>
        )}
      </QueryListState>
      <Pager page={page} pages={pages} onPage={setPage} labelId="reservations.log.pages" previousId="reservations.log.newer" nextId="reservations.log.older" />
      <PlatformStaffChanges />
    </div>
  );
}
