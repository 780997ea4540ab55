import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { device, type DeviceItem } from '../../storage/device';
import { useDeviceValue } from '../../storage/use-device-value';
import { Icon } from './icons';

/** Spec §6: while an admin override is set a banner says so; closing it clears the override and returns to the dashboard. */
export function OverrideBanners() {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const userOverride = useDeviceValue(device.adminUserIdOverride);
  const restaurantOverride = useDeviceValue(device.adminRestaurantIdOverride);
  const clear = (item: DeviceItem<string>) => {
    item.set(null);
    navigate('/admin');
  };
  return (
    <>
      {userOverride ? (
        <div className="banner banner--warning" role="status">
          <FormattedMessage id="override.user" values={{ id: userOverride }} />
          <button type="button" className="icon-button" aria-label={intl.formatMessage({ id: 'override.clear' })} onClick={() => clear(device.adminUserIdOverride)}>
            <Icon name="Close" />
          </button>
        </div>
      ) : null}
      {restaurantOverride ? (
        <div className="banner banner--warning" role="status">
          <FormattedMessage id="override.restaurant" values={{ id: restaurantOverride }} />
          <button type="button" className="icon-button" aria-label={intl.formatMessage({ id: 'override.clear' })} onClick={() => clear(device.adminRestaurantIdOverride)}>
            <Icon name="Close" />
          </button>
        </div>
      ) : null}
    </>
  );
}
