import { FormattedMessage } from 'react-intl';
import { timeOf } from '../../front-of-house/reservation-facts';
import { useServerHeard } from './use-server-heard';
import type { WakeLockState } from './use-wake-lock';

const connectionText = { live: 'kitchen.server.live', connecting: 'kitchen.server.connecting', offline: 'kitchen.server.offline' } as const;
const wakeLockText: Partial<Record<WakeLockState, { id: string }>> = {
  active: { id: 'kitchen.wake.active' },
  unsupported: { id: 'kitchen.wake.unsupported' },
  refused: { id: 'kitchen.wake.refused' },
};

/**
 * Whether the wall is up to date, said in words (never by colour alone): live, connecting or offline, and when the
 * server was last heard from; and whether the screen is kept awake.
 */
export function ServerLine({ refreshedAt, timeZone, wakeLock }: { refreshedAt: number | null; timeZone: string; wakeLock: WakeLockState }) {
  const { connection, lastHeard } = useServerHeard(refreshedAt);
  const wake = wakeLockText[wakeLock];
  return (
    <div className="kitchen__status">
      <p role="status" className={`kitchen__server kitchen__server--${connection}`} data-connection={connection}>
        <span className="kitchen__dot" aria-hidden="true" />
        <FormattedMessage id={connectionText[connection]} />{' '}
        {lastHeard === null ? <FormattedMessage id="kitchen.server.never" /> : <FormattedMessage id="kitchen.server.lastHeard" values={{ time: timeOf(lastHeard, timeZone) }} />}
      </p>
      {wake ? (
        <p className="kitchen__wake">
          <FormattedMessage {...wake} />
        </p>
      ) : null}
    </div>
  );
}
