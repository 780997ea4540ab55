// Device-stored items (spec §3), one typed accessor each, kept in localStorage. Changes made in another tab arrive
// through the `storage` event; `subscribe` covers both.

type Codec<T> = { read(raw: string): T; write(value: T): string };

const text: Codec<string> = { read: (raw) => raw, write: (value) => value };
const flag: Codec<boolean> = { read: (raw) => raw !== 'false' && raw !== '', write: (value) => String(value) };
function json<T>(): Codec<T> {
  return { read: (raw) => JSON.parse(raw) as T, write: (value) => JSON.stringify(value) };
}

export interface DeviceItem<T> {
  key: string;
  get(): T | null;
  set(value: T | null): void;
}

const listeners = new Set<(key: string) => void>();

/** Set by signing out: the page is leaving, and nothing a screen still mounted does may store anything again. */
let forgotten = false;

/**
 * localStorage for whatever else this page keeps on the device (the staff screens' query cache), closed by
 * `forgetDevice` like the items below: the cache's throttled save may fire after signing out has cleared it.
 */
export const deviceStorage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = {
  getItem: (key) => (forgotten ? null : globalThis.localStorage.getItem(key)),
  setItem: (key, value) => {
    if (!forgotten) globalThis.localStorage.setItem(key, value);
  },
  removeItem: (key) => {
    if (!forgotten) globalThis.localStorage.removeItem(key);
  },
};

/**
 * Signing out (spec §4): empties what this device stored and ignores every later write from this page, which is about
 * to leave. Without the latter a screen reacting to the signed-out session (the redirect remembering its route, a
 * status arriving) or the query cache's save wrote again after the clearing.
 */
export function forgetDevice(): void {
  forgotten = true;
  try {
    globalThis.localStorage?.clear();
  } catch {
    // nothing stored
  }
}

function item<T>(key: string, codec: Codec<T>): DeviceItem<T> {
  return {
    key,
    get() {
      try {
        const raw = globalThis.localStorage?.getItem(key);
        return raw === null || raw === undefined ? null : codec.read(raw);
      } catch {
        return null;
      }
    },
    set(value) {
      if (forgotten) return;
      try {
        if (value === null) globalThis.localStorage?.removeItem(key);
        else globalThis.localStorage?.setItem(key, codec.write(value));
      } catch {
        // Private mode or a full quota: the setting simply does not persist.
      }
      for (const listener of listeners) listener(key);
    },
  };
}

export const device = {
  affiliateCode: item('covers.affiliateCode', text),
  /** When the guest first opened the creator's link (ISO instant): the first referrer wins for 30 days. */
  affiliateCodeAt: item('covers.affiliateCodeAt', text),
  languageOverride: item('covers.languageOverride', text),
  useEmulator: item('covers.useEmulator', flag),
  useLocalApi: item('covers.useLocalApi', flag),
  debugHost: item('covers.debugHost', text),
  reservationView: item('covers.reservationView', text),
  kitchenSelectAllAreas: item('covers.kitchenSelectAllAreas', flag),
  /** The kitchen screen's chosen day when it is not today (a day gone by falls back to today). */
  kitchenDate: item('covers.kitchenDate', text),
  /** The kitchen screen is dark unless this is set. */
  kitchenLightTheme: item('covers.kitchenLightTheme', flag),
  adminUserIdOverride: item('covers.adminUserIdOverride', text),
  adminRestaurantIdOverride: item('covers.adminRestaurantIdOverride', text),
  /** The admin's override session (spec §6): its id goes with every request; the two items above name its target. */
  adminOverrideSession: item<{ id: string; label: string; expiresAt: string }>('covers.adminOverrideSession', json()),
  userRole: item<unknown>('covers.userRole', json()),
  /** Spec §4: dark mode is on when the stored flag is set and not 'false'. */
  darkMode: item('covers.darkMode', flag),
  allowedRoutes: item<string[]>('covers.allowedRoutes', json()),
  userProfile: item<unknown>('covers.userProfile', json()),
  /** The last app config seen per restaurant ('host' for a custom host's), so a start without a network opens too. */
  appConfigs: item<Record<string, unknown>>('covers.appConfigs', json()),
  /** The last client config (how to reach Firebase), so a signed-in tablet starts offline too. */
  clientConfig: item<unknown>('covers.clientConfig', json()),
  reservationsSelectedDate: item('covers.reservationsSelectedDate', text),
  selectedAreas: item('covers.selectedAreas', text),
  selectedTimeslot: item<{ start: number; end: number }>('covers.selectedTimeslot', json()),
  /** Reservations grid zoom level 0–4 (spec §9: xs…xl, default 1). */
  reservationsZoom: item<number>('covers.reservationsZoom', json()),
  cookiesAccepted: item('covers.cookiesAccepted', flag),
  /** Product analytics' id for this device, made only after cookies were accepted (src/platform-services/analytics.ts). */
  analyticsClientId: item('covers.analyticsClientId', text),
  showAllTimeslots: item('covers.showAllTimeslots', flag),
  serviceStatus: item<unknown>('covers.serviceStatus', json()),
  preSignInRoute: item('covers.preSignInRoute', text),
  /** The staff restaurant whose setup was last seen complete: its screens open without waiting for the status. */
  setupCompleteFor: item('covers.setupCompleteFor', text),
  sidebarCollapsed: item('covers.sidebarCollapsed', flag),
  childSession: item('covers.childSession', text),
  /** Restaurant onboarding: the furthest wizard step this device reached, per restaurant id. */
  onboardingReached: item<Record<string, number>>('covers.onboardingReached', json()),
} as const;

/** Calls back with the key of every change, from this tab or another. Returns the unsubscribe function. */
export function subscribe(listener: (key: string) => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => listener(event.key ?? '*');
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}
