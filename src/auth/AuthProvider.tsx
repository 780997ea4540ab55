import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { ClientConfig } from '../../core/schemas/client-config';
import { isClientConfig } from '../../core/schemas/published-checks';
import type { Me, User } from '../../core/schemas/users';
import { ApiError, configureApi, getJson, onApiEvent } from '../api/client';
import { isTransient, retryDelayMs, withRetry } from '../api/retry';
import { reportTrouble } from '../api/connection';
import { fetchMe } from '../api/users';
import { device, forgetDevice, subscribe } from '../storage/device';
import { AuthContext, type AuthContextValue } from './auth-context';
import type { FirebaseSession, SignedInIdentity } from './firebase-client';

/** Offline (or the server out of reach) a signed-in device keeps working from what it stored (issue 7). */
const unreachable = (failure: unknown) => !navigator.onLine || (failure instanceof ApiError && failure.status === 0);

/**
 * How to reach Firebase. A device that stored it starts at once when the server is out of reach, busy (429) or failing
 * (5xx) and keeps asking in the background; a device without it waits, retrying with back-off, and says so
 * (src/api/connection.ts). Without this a 429 at start-up left a tablet without a token for good.
 */
async function loadClientConfig(): Promise<ClientConfig> {
  const ask = () => getJson('/client-config', { anonymous: true, restaurantId: null, check: isClientConfig });
  const keep = (config: ClientConfig) => {
    device.clientConfig.set(config);
    return config;
  };
  try {
    return keep(await ask());
  } catch (failure) {
    if (!isTransient(failure)) throw failure;
    const later = withRetry(ask, { attempts: Infinity }).then(keep);
    const stored = device.clientConfig.get();
    if (!isClientConfig(stored)) return later;
    later.catch(() => undefined);
    return stored;
  }
}

/** The next moment the page is idle (at most a second away). */
const idle = () =>
  new Promise<void>((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 1_000 });
    else setTimeout(resolve, 0);
  });

/** Signing out clears everything this device stored and reloads at the root (spec §4). */
export async function signOutEverywhere(session: FirebaseSession | null): Promise<void> {
  await session?.signOut().catch(() => undefined);
  // The offline day store goes too, unless a host's actions still wait to be sent (src/offline/forget.ts).
  await import('../offline/forget').then(({ forgetOfflineData }) => forgetOfflineData()).catch(() => undefined);
  forgetDevice();
  location.assign('/');
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [enabled, setEnabled] = useState(() => device.userProfile.get() !== null);
  // A device that was signed in starts from the profile it stored (issue 7: a tablet opens its screens at once, also
  // offline); Firebase restores the session meanwhile, API calls wait for its token, and the profile is reloaded.
  const [ready, setReady] = useState(() => device.userProfile.get() !== null);
  const [identity, setIdentity] = useState<SignedInIdentity | null>(null);
  const [me, setMe] = useState<Me | null>(() => device.userProfile.get() as Me | null);
  const showingStored = useRef(me !== null);
  const [childAuthUser, setChildAuthUser] = useState<User | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const [session, setSession] = useState<FirebaseSession | null>(null);
  const [clientConfig, setClientConfig] = useState<ClientConfig | null>(null);
  const identityRef = useRef<SignedInIdentity | null>(null);
  // Until Firebase has said who is signed in, "no identity" means "not known yet", not "signed out": a reload asked for
  // then (an override set, another tab's change) must not throw away the profile a device started from (issue 7).
  const identityKnown = useRef(false);

  const profileAttempts = useRef(0);
  const loadProfile = useCallback(async (): Promise<void> => {
    if (!identityRef.current) {
      if (!identityKnown.current) return;
      setMe(null);
      setChildAuthUser(null);
      device.userProfile.set(null);
      setReady(true);
      return;
    }
    let settled = true;
    try {
      const result = await fetchMe();
      if (result.kind === 'childAuthRequired') {
        setChildAuthUser(result.user);
        setMe(null);
      } else {
        setChildAuthUser(null);
        setMe(result.me);
        device.userProfile.set(result.me);
        device.userRole.set(result.me.role);
      }
      setError(null);
      profileAttempts.current = 0;
    } catch (failure) {
      const stored = device.userProfile.get() as Me | null;
      if (stored && unreachable(failure)) {
        setMe(stored);
      } else if (isTransient(failure)) {
        // Busy (429) or failing (5xx): the stored profile stays on screen, or the screen keeps waiting — never "signed
        // out" — and the profile is asked for again after a back-off.
        if (stored) setMe(stored);
        else settled = false;
        const delay = retryDelayMs(failure, profileAttempts.current++);
        reportTrouble({ kind: failure instanceof ApiError && failure.status === 429 ? 'busy' : 'unreachable', retryAt: Date.now() + delay });
        window.setTimeout(() => void loadProfileRef.current(), delay);
      } else {
        setError(failure instanceof Error ? failure : new Error(String(failure)));
        setMe(null);
      }
    } finally {
      if (settled) {
        setReady(true);
        // The start-up benchmark (bench/front-of-house-ui.ts) reads how long signing in from storage took.
        performance.mark('covers:auth-ready');
      }
    }
  }, []);
  const loadProfileRef = useRef(loadProfile);

  useEffect(() => {
    if (!enabled) return;
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    let sessionReady: (session: FirebaseSession | null) => void = () => undefined;
    const created = new Promise<FirebaseSession | null>((resolve) => (sessionReady = resolve));
    // Calls made before Firebase is loaded (a screen opened from the stored profile) wait for the session's token.
    configureApi({ getToken: async () => (await created)?.idToken() ?? null });
    (async () => {
      try {
        const config = await loadClientConfig();
        // Starting from a stored profile, the first screen comes first: Firebase (a large script to run) loads once
        // the page is idle, so it does not hold up the tablet's grid; calls made meanwhile wait for its token.
        if (showingStored.current) await idle();
        const { createFirebaseSession } = await import('./firebase-client');
        if (cancelled) return;
        const firebase = createFirebaseSession(config, device.useEmulator.get() ?? false);
        sessionReady(firebase);
        setClientConfig(config);
        setSession(firebase);
        unsubscribe = firebase.onIdentity((next) => {
          const changed = next?.uid !== identityRef.current?.uid;
          identityRef.current = next;
          identityKnown.current = true;
          setIdentity(next);
          // Token refreshes fire this too; only a different account needs the profile again. The stored profile stays
          // on screen while it reloads (a signed-out session then clears it).
          if (changed || !next) {
            if (!showingStored.current) setReady(false);
            showingStored.current = false;
            void loadProfile();
          }
        });
      } catch (failure) {
        sessionReady(null);
        setError(failure instanceof Error ? failure : new Error(String(failure)));
        setReady(true);
      }
    })();
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, [enabled, loadProfile]);

  // Admin overrides and child sessions change who the API sees: reload the profile (also from another tab).
  useEffect(
    () =>
      subscribe((key) => {
        if (
          key === device.adminUserIdOverride.key ||
          key === device.adminRestaurantIdOverride.key ||
          key === device.childSession.key ||
          key === '*'
        ) {
          void loadProfile();
        }
      }),
    [loadProfile],
  );

  useEffect(
    () =>
      onApiEvent((event) => {
        if (event.type === 'auth-error') setError(event.error);
      }),
    [],
  );

  const value = useMemo<AuthContextValue>(
    () => ({
      enabled,
      ready: enabled && ready,
      identity,
      me,
      childAuthUser,
      error,
      session,
      clientConfig,
      enable: () => setEnabled(true),
      refresh: loadProfile,
      signOut: () => signOutEverywhere(session),
    }),
    [enabled, ready, identity, me, childAuthUser, error, session, clientConfig, loadProfile],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
