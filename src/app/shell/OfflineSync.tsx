import { useSyncExternalStore } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { activeSyncEngine, offlineDb, useOfflineSync, usePendingActions, type Conflict } from '../../offline';
import { useLiveQuery } from '../../offline/use-live-query';

// Issue 7 "visible state": offline badge, actions waiting, last successful sync, "sign in again", and the conflicts the
// server refused with the host's choice (retry, retry over what holds the table, discard). Runs the page's sync.

function subscribeOnline(notify: () => void): () => void {
  window.addEventListener('online', notify);
  window.addEventListener('offline', notify);
  return () => {
    window.removeEventListener('online', notify);
    window.removeEventListener('offline', notify);
  };
}
const useOnline = () => useSyncExternalStore(subscribeOnline, () => navigator.onLine, () => true);

export function OfflineSync({ restaurantId }: { restaurantId: string }) {
  useOfflineSync();
  const intl = useIntl();
  const online = useOnline();
  const pending = usePendingActions(restaurantId);
  const offline = !online || pending.phase === 'offline';
  const time = (at: number) => intl.formatTime(at, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return (
    <section className="sync-status" aria-label={intl.formatMessage({ id: 'sync.label' })} data-phase={offline ? 'offline' : pending.phase}>
      <div className="sync-status__line">
        {offline ? (
          <span className="sync-status__offline">
            <FormattedMessage id="sync.offline" />
          </span>
        ) : null}
        {pending.count > 0 ? (
          <span className="sync-status__waiting" data-count={pending.count}>
            <FormattedMessage id="sync.waiting" values={{ count: pending.count }} />
          </span>
        ) : null}
        <span className="sync-status__last">
          {pending.lastSyncAt !== null ? (
            <FormattedMessage id="sync.last" values={{ time: time(pending.lastSyncAt) }} />
          ) : pending.count > 0 ? (
            <FormattedMessage id="sync.never" />
          ) : (
            <FormattedMessage id="sync.nothing" />
          )}
        </span>
        {pending.phase === 'retrying' && pending.nextRetryAt !== null ? (
          <span className="sync-status__retry">
            <FormattedMessage id="sync.retrying" values={{ time: time(pending.nextRetryAt) }} />
          </span>
        ) : null}
        {pending.count > 0 && !offline && pending.phase !== 'signInRequired' ? (
          <button type="button" className="button button--link" onClick={() => void activeSyncEngine()?.kick()}>
            <FormattedMessage id="sync.now" />
          </button>
        ) : null}
      </div>
      {pending.phase === 'signInRequired' ? (
        <p className="form__error" role="alert">
          <FormattedMessage id="sync.signIn" values={{ count: pending.count }} />{' '}
          <Link href="/login" className="button button--link">
            <FormattedMessage id="sync.signInLink" />
          </Link>
        </p>
      ) : null}
      {pending.conflicts.length ? <Conflicts conflicts={pending.conflicts} restaurantId={restaurantId} actions={pending} /> : null}
    </section>
  );
}

function Conflicts({ conflicts, restaurantId, actions }: { conflicts: Conflict[]; restaurantId: string; actions: ReturnType<typeof usePendingActions> }) {
  const intl = useIntl();
  const ids = [...new Set(conflicts.flatMap((conflict) => conflict.targets))];
  // The guests the refused changes were about, as this device last knew them.
  const names = useLiveQuery(
    async () => {
      const rows = await offlineDb().serverReservations.bulkGet(ids.map((id) => [restaurantId, id] as [string, string]));
      return Object.fromEntries(rows.flatMap((row) => (row ? [[row._id, row.customer.name]] : [])));
    },
    [restaurantId, ids.join(',')],
    {} as Record<string, string>,
  );
  return (
    <div className="sync-conflicts" role="alert">
      <p className="sync-conflicts__title">
        <FormattedMessage id="sync.conflicts" values={{ count: conflicts.length }} />
      </p>
      <ul className="sync-conflicts__list">
        {conflicts.map((conflict) => {
          // The booking may be gone from the store (deleted on the server): the name the entry was queued with.
          const guest = conflict.targets.map((id) => names[id]).find(Boolean) ?? conflict.guest ?? '';
          const what = conflict.op.kind === 'action' ? intl.formatMessage({ id: `reservations.action.${conflict.op.action.type}` }) : intl.formatMessage({ id: `sync.op.${conflict.op.kind}` });
          return (
            <li key={conflict.id} className="sync-conflict" data-conflict-code={conflict.code}>
              <div className="sync-conflict__main">
                <span className="sync-conflict__title">
                  <FormattedMessage id="sync.conflict.what" values={{ what, guest, hasGuest: guest ? 'yes' : 'no' }} />
                </span>
                <span className="sync-conflict__text">
                  <FormattedMessage id={`sync.kind.${conflict.kind}`} values={{ message: conflict.message }} />
                </span>
              </div>
              <div className="row">
                {conflict.canOverride ? (
                  <button type="button" className="button" onClick={() => void actions.retry(conflict.id, true)}>
                    <FormattedMessage id="sync.retryOverride" />
                  </button>
                ) : null}
                <button type="button" className="button" onClick={() => void actions.retry(conflict.id)}>
                  <FormattedMessage id="sync.retry" />
                </button>
                <button type="button" className="button" onClick={() => void actions.discard(conflict.id)}>
                  <FormattedMessage id="sync.discard" />
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
