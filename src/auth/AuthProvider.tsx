import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { ClientConfig } from '../../core/schemas/client-config';
import type { Me, User } from '../../core/schemas/users';
import { ApiError, configureApi, getJson, onApiEvent } from '../api/client';
import { fetchMe } from '../api/users';
import { device, subscribe } from '../storage/device';
import { AuthContext, type AuthContextValue } from './auth-context';
import type { FirebaseSession, SignedInIdentity } from './firebase-client';

/** Offline (or the server out of reach) a signed-in device keeps working from what it stored (issue 7). */
const unreachable = (failure: unknown) => !navigator.onLine || (failure instanceof ApiError && failure.status === 0);

async function loadClientConfig(): Promise<ClientConfig> {
  try {
    const config = await getJson<ClientConfig>('/client-config', { anonymous: true, restaurantId: null });
    device.clientConfig.set(config);
    return config;
  } catch (failure) {
    const stored = device.clientConfig.get() as ClientConfig | null;
    if (stored && unreachable(failure)) return stored;
    throw failure;
  }
}

/** Signing out clears everything this device stored and reloads at the root (spec §4). */
export async function signOutEverywhere(session: FirebaseSession | null): Promise<void> {
  await session?.signOut().catch(() => undefined);
  try {
    localStorage.clear();
  } catch {
    // nothing stored
  }
  location.assign('/');
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [enabled, setEnabled] = useState(() => device.userProfile.get() !== null);
  const [ready, setReady] = useState(false);
  const [identity, setIdentity] = useState<SignedInIdentity | null>(null);
  const [me, setMe] = useState<Me | null>(null);
  const [childAuthUser, setChildAuthUser] = useState<User | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const [session, setSession] = useState<FirebaseSession | null>(null);
  const [clientConfig, setClientConfig] = useState<ClientConfig | null>(null);
  const identityRef = useRef<SignedInIdentity | null>(null);

  const loadProfile = useCallback(async () => {
    if (!identityRef.current) {
      setMe(null);
      setChildAuthUser(null);
      device.userProfile.set(null);
      setReady(true);
      return;
    }
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
    } catch (failure) {
      const stored = device.userProfile.get() as Me | null;
      if (stored && unreachable(failure)) {
        setMe(stored);
        return;
      }
      setError(failure instanceof Error ? failure : new Error(String(failure)));
      setMe(null);
    } finally {
      setReady(true);
    }
  }, []);

  useEffect(() => {
    if (!enabled) return;
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    (async () => {
      try {
        const config = await loadClientConfig();
        const { createFirebaseSession } = await import('./firebase-client');
        if (cancelled) return;
        const firebase = createFirebaseSession(config, device.useEmulator.get() ?? false);
        configureApi({ getToken: () => firebase.idToken() });
        setClientConfig(config);
        setSession(firebase);
        unsubscribe = firebase.onIdentity((next) => {
          const changed = next?.uid !== identityRef.current?.uid;
          identityRef.current = next;
          setIdentity(next);
          // Token refreshes fire this too; only a different account needs the profile again.
          if (changed || !next) {
            setReady(false);
            void loadProfile();
          }
        });
      } catch (failure) {
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
