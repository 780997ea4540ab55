import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { endOverride, renewOverride } from '../api/admin-overrides';
import { useAuth } from '../auth/auth-context';
import { device } from '../storage/device';
import { useDeviceValue } from '../storage/use-device-value';
import { Icon } from './icons';

const minuteMs = 60_000;

type StoredSession = NonNullable<ReturnType<typeof device.adminOverrideSession.get>>;

/** The device hook hands objects back as their JSON, so that they compare by value (src/storage/use-device-value.ts). */
function sessionOf(stored: unknown): StoredSession | null {
  try {
    const value: unknown = typeof stored === 'string' ? JSON.parse(stored) : stored;
    const session = value as Partial<StoredSession> | null;
    return session && typeof session.id === 'string' && typeof session.expiresAt === 'string' ? (session as StoredSession) : null;
  } catch {
    return null;
  }
}

/**
 * Spec §6: while an admin override is set a banner says so, in the spec's words, with the minutes left of its
 * override session, a button that renews it and one that ends it and returns to the dashboard.
 */
export function OverrideBanners() {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const userOverride = useDeviceValue(device.adminUserIdOverride);
  const restaurantOverride = useDeviceValue(device.adminRestaurantIdOverride);
  const session = sessionOf(useDeviceValue(device.adminOverrideSession) as unknown);
  const { refresh } = useAuth();
  const [now, setNow] = useState(() => Date.now());
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);
  const leftMs = session ? Date.parse(session.expiresAt) - now : 0;
  // Rounded, at least one while any time is left: the server's clock may run a little ahead of the tablet's.
  const minutesLeft = leftMs > 0 ? Math.max(1, Math.round(leftMs / minuteMs)) : 0;
  const end = async () => {
    const wasUser = Boolean(device.adminUserIdOverride.get());
    await endOverride().catch(() => undefined);
    // The profile in memory is still the user acted as, whom the guard keeps out of /admin: reload the admin's first.
    if (wasUser) await refresh();
    navigate('/admin');
  };
  const renew = () => {
    setFailed(false);
    renewOverride().catch(() => setFailed(true));
  };
  const id = session?.label ?? userOverride ?? restaurantOverride;
  return (
    <div className="banner banner--warning" role="status">
      <span>
        <FormattedMessage id={userOverride ? 'override.user' : 'override.restaurant'} values={{ id }} />{' '}
        {minutesLeft > 0 ? <FormattedMessage id="override.minutesLeft" values={{ minutes: minutesLeft }} /> : <FormattedMessage id="override.expired" />}
        {failed ? (
          <>
            {' '}
            <FormattedMessage id="override.renewFailed" />
          </>
        ) : null}
      </span>
      {minutesLeft > 0 ? (
        <button type="button" className="button" onClick={renew}>
          <FormattedMessage id="override.renew" />
        </button>
      ) : null}
      <button type="button" className="icon-button" aria-label={intl.formatMessage({ id: 'override.clear' })} onClick={() => void end()}>
        <Icon name="Close" />
      </button>
    </div>
  );
}
