import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { useAuth } from '../auth/auth-context';
import { device, type DeviceItem } from '../storage/device';
import { useDeviceValue } from '../storage/use-device-value';
import { Icon } from './icons';

/** Spec §6: while an admin override is set a banner says so; closing it clears the override and returns to the dashboard. */
export function OverrideBanners() {
  const intl = useIntl();
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
      {userOverride ? (
        <div className="banner banner--warning" role="status">
          <FormattedMessage id="override.user" values={{ id: actedAs }} />
          <button type="button" className="icon-button" aria-label={intl.formatMessage({ id: 'override.clear' })} onClick={() => void clear(device.adminUserIdOverride)}>
            <Icon name="Close" />
          </button>
        </div>
      ) : null}
      {restaurantOverride ? (
        <div className="banner banner--warning" role="status">
          <FormattedMessage id="override.restaurant" values={{ id: restaurantOverride }} />
          <button type="button" className="icon-button" aria-label={intl.formatMessage({ id: 'override.clear' })} onClick={() => void clear(device.adminRestaurantIdOverride)}>
            <Icon name="Close" />
          </button>
        </div>
      ) : null}
    </>
  );
}
