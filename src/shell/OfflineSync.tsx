import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { activeSyncEngine, useOfflineSync, usePendingActions } from '../offline';
import { SyncConflicts } from './SyncConflicts';
import { useOnline } from './use-online';

// Issue 7 "visible state": offline badge, actions waiting, last successful sync, "sign in again", and the conflicts the
// server refused with the host's choice (retry, retry over what holds the table, discard). Runs the page's sync.

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
      {pending.conflicts.length ? <SyncConflicts conflicts={pending.conflicts} restaurantId={restaurantId} actions={pending} /> : null}
    </section>
  );
}
