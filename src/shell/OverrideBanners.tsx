import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { useAuth } from '../auth/auth-context';
import { device, type DeviceItem } from '../storage/device';
import { useDeviceValue } from '../storage/use-device-value';
import { Icon } from './icons';

/** Spec §6: while an admin override is set a banner says so; closing it clears the override and returns to the dashboard. */
export function OverrideBanners() {
  const [, navigate] = useLocation();
  const userOverride = useDeviceValue(device.adminUserIdOverride);
  const restaurantOverride = useDeviceValue(device.adminRestaurantIdOverride);
  // While the override holds, the profile is the user acted as: name them as a person would recognise them.
  const { me, refresh } = useAuth();
  const actedAs = me && me._id === userOverride ? (me.email ?? me.username ?? me._id) : userOverride;
  const clear = async (item: DeviceItem<string>) => {
    item.set(null);
    // The profile in memory (and on the device) is still the user acted as, whom the guard keeps out of /admin: the
    // admin's own profile is loaded before going there.
    if (item === device.adminUserIdOverride) await refresh();
    navigate('/admin');
  };
  return (
    <>
      {userOverride ? <OverrideBanner messageId="override.user" id={actedAs} onClear={() => void clear(device.adminUserIdOverride)} /> : null}
      {restaurantOverride ? <OverrideBanner messageId="override.restaurant" id={restaurantOverride} onClear={() => void clear(device.adminRestaurantIdOverride)} /> : null}
    </>
  );
}

/** What an admin is acting as, with the button that stops it. */
function OverrideBanner({ messageId, id, onClear }: { messageId: string; id: string | null; onClear(): void }) {
  const intl = useIntl();
  return (
    <div className="banner banner--warning" role="status">
      <FormattedMessage id={messageId} values={{ id }} />
      <button type="button" className="icon-button" aria-label={intl.formatMessage({ id: 'override.clear' })} onClick={onClear}>
        <Icon name="Close" />
      </button>
    </div>
  );
}
