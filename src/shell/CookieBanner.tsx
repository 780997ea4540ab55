import { FormattedMessage, useIntl } from 'react-intl';
import type { ClientConfig } from '../../core/schemas/client-config';
import { useRestOfMessages } from '../i18n/I18nProvider';
import { device } from '../storage/device';
import { useDeviceValue } from '../storage/use-device-value';

/**
 * Where product analytics would send the guest's page views, from the client config kept on the device
 * (src/platform-services/start.ts), or null when none is configured (spec §8: then nothing is sent).
 */
export function analyticsDestination(stored: unknown): { measurementId: string; host: string } | null {
  let config = stored;
  try {
    // The device hook hands objects over as their JSON (src/storage/use-device-value.ts).
    if (typeof stored === 'string') config = JSON.parse(stored);
  } catch {
    return null;
  }
  // Read by hand: the shape check's module would join the guest page's first scripts for these two fields.
  const analytics = (config as Partial<ClientConfig> | null)?.services?.analytics;
  if (typeof analytics?.measurementId !== 'string' || typeof analytics.collectUrl !== 'string') return null;
  try {
    return { measurementId: analytics.measurementId, host: new URL(analytics.collectUrl).host };
  } catch {
    return null;
  }
}

/**
 * Spec §4: the choice of cookies, loaded once the page is interactive where it applies (./cookie-choice.ts). Its words
 * are in the later part of the guest's messages (src/i18n/message-sets.ts), so it waits for them.
 */
export default function CookieBanner() {
  const intl = useIntl();
  const wordsReady = useRestOfMessages();
  const analytics = analyticsDestination(useDeviceValue(device.clientConfig));
  if (!wordsReady) return null;
  return (
    <section className="cookie-banner" aria-label={intl.formatMessage({ id: 'cookies.title' })}>
      <p>
        <FormattedMessage id="cookies.text" />
      </p>
      {analytics && (
        <p className="cookie-banner__analytics">
          <FormattedMessage id="cookies.analytics" values={analytics} />
        </p>
      )}
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
