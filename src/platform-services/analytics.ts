// Product analytics (spec §8), started only after the guest accepted cookies (./consent.ts): the measurement id comes
// from the remote configuration when one is configured and answers, else from the local setting; events go to the
// configured collection address in GA4's measurement protocol (v=2, tid, cid, en). Nothing is sent without an id.
import { device } from '../storage/device';
import { analyticsRetryDelayMs, configDeadlineMs } from './analytics-retry';

export interface AnalyticsSettings {
  measurementId: string;
  configUrl: string | null;
  collectUrl: string;
}

export interface AnalyticsDeps {
  fetch: typeof fetch;
  sleep(ms: number): Promise<void>;
  now(): number;
  random(): number;
  clientId(): string;
  page(): { location: string; title: string };
}

export interface Tracker {
  measurementId: string;
  track(event: string, params?: Record<string, string>): Promise<void>;
}

/** The remote configuration's measurement id, retried as spec §8 says, or the local one. */
export async function resolveMeasurementId(settings: AnalyticsSettings, deps: AnalyticsDeps): Promise<string> {
  if (!settings.configUrl) return settings.measurementId;
  const deadline = deps.now() + configDeadlineMs;
  for (let retries = 0; ; retries++) {
    let status: number;
    try {
      const response = await deps.fetch(settings.configUrl, { credentials: 'omit' });
      if (response.ok) {
        const body = (await response.json()) as { measurementId?: unknown };
        return typeof body.measurementId === 'string' && body.measurementId ? body.measurementId : settings.measurementId;
      }
      status = response.status;
    } catch {
      return settings.measurementId;
    }
    const delay = analyticsRetryDelayMs(status, retries, deps.random);
    if (delay === null || deps.now() + delay > deadline) return settings.measurementId;
    await deps.sleep(delay);
  }
}

export function createTracker(measurementId: string, settings: AnalyticsSettings, deps: AnalyticsDeps): Tracker {
  return {
    measurementId,
    async track(event, params = {}) {
      const { location, title } = deps.page();
      const query = new URLSearchParams({ v: '2', tid: measurementId, cid: deps.clientId(), en: event, dl: location, dt: title, ...params });
      await deps.fetch(`${settings.collectUrl}?${query.toString()}`, { method: 'POST', keepalive: true, credentials: 'omit', mode: 'no-cors' }).catch(() => undefined);
    },
  };
}

/** A random id for this device, kept once the guest accepted cookies (it is what a cookie would have held). */
function deviceClientId(): string {
  const kept = device.analyticsClientId.get();
  if (kept) return kept;
  const made = `${Math.floor(Math.random() * 2 ** 31)}.${Math.floor(Date.now() / 1000)}`;
  device.analyticsClientId.set(made);
  return made;
}

const browserDeps: AnalyticsDeps = {
  fetch: (...args) => fetch(...args),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  now: () => Date.now(),
  random: () => Math.random(),
  clientId: deviceClientId,
  page: () => ({ location: location.href, title: document.title }),
};

/** Resolves the id, records this page view and every page the router moves to (wouter announces pushState). */
export async function startAnalytics(settings: AnalyticsSettings, deps: AnalyticsDeps = browserDeps): Promise<Tracker> {
  const tracker = createTracker(await resolveMeasurementId(settings, deps), settings, deps);
  await tracker.track('page_view');
  if (typeof window !== 'undefined') {
    for (const event of ['pushState', 'replaceState', 'popstate']) window.addEventListener(event, () => void tracker.track('page_view'));
  }
  return tracker;
}
