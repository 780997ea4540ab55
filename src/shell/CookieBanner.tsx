import { FormattedMessage, useIntl } from 'react-intl';
import { device } from '../storage/device';
import { useDeviceValue } from '../storage/use-device-value';

const localHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

export function cookieBannerApplies(hostname: string, stored: boolean | null): boolean {
  return stored === null && !localHosts.has(hostname);
}

/** Spec §4: shown only when no choice is stored and the host is not the local machine. */
export function CookieBanner() {
  const intl = useIntl();
  const stored = useDeviceValue(device.cookiesAccepted);
  if (!cookieBannerApplies(location.hostname, stored)) return null;
  return (
    <section className="cookie-banner" aria-label={intl.formatMessage({ id: 'cookies.title' })}>
      <p>
        <FormattedMessage id="cookies.text" />
      </p>
      <div className="cookie-banner__actions">
        <button type="button" className="button" onClick={() => device.cookiesAccepted.set(false)}>
          <FormattedMessage id="cookies.reject" />
        </button>
        <button type="button" className="button button--primary" onClick={() => device.cookiesAccepted.set(true)}>
          <FormattedMessage id="cookies.accept" />
        </button>
      </div>
    </section>
  );
}
