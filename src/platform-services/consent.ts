// Spec §8 and §4: product analytics is loaded only once the guest accepted cookies, at start-up when the choice is
// stored or the moment the banner's Accept is pressed; never when cookies were rejected or no choice was made.
import { device, subscribe } from '../storage/device';
import type { AnalyticsSettings } from './analytics';

/** Starts analytics when (and once) cookies are accepted; returns how to stop waiting. */
export function analyticsAfterConsent(settings: AnalyticsSettings, start: (settings: AnalyticsSettings) => Promise<unknown> = startLazily): () => void {
  let started = false;
  const check = () => {
    if (started || device.cookiesAccepted.get() !== true) return;
    started = true;
    void start(settings).catch(() => undefined);
  };
  check();
  const unsubscribe = subscribe(check);
  return () => unsubscribe();
}

const startLazily = (settings: AnalyticsSettings) => import('./analytics').then(({ startAnalytics }) => startAnalytics(settings));
