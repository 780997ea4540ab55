// The platform's services in the PWA (README "Platform services"), started once the page is interactive (src/main.tsx):
// error reporting when the server names a DSN, product analytics when it names a measurement id and the guest accepted
// cookies. Each service's code is fetched only when it is configured, so a page without them loads nothing more.
import type { ClientConfig } from '../../core/schemas/client-config';
import { isClientConfig } from '../../core/schemas/published-checks';
import { getJson } from '../api/client';
import { device } from '../storage/device';

type Services = NonNullable<ClientConfig['services']>;

/** The server's answer (kept on the device, so the cookie banner can say where analytics goes), or the kept copy. */
async function configuredServices(): Promise<Services | undefined> {
  try {
    const config = await getJson('/client-config', { anonymous: true, restaurantId: null, check: isClientConfig });
    device.clientConfig.set(config);
    return config.services;
  } catch {
    const stored = device.clientConfig.get();
    return isClientConfig(stored) ? stored.services : undefined;
  }
}

export async function startPlatformServices(): Promise<void> {
  const services = await configuredServices();
  if (services?.errorReporting) {
    const { startErrorReporting } = await import('./error-reporting');
    startErrorReporting(services.errorReporting);
  }
  if (services?.analytics) {
    const { analyticsAfterConsent } = await import('./consent');
    analyticsAfterConsent(services.analytics);
  }
}
