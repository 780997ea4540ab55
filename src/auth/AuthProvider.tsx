import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { onApiEvent } from '../api/client';
import { device } from '../storage/device';
import { AuthContext, type AuthContextValue } from './auth-context';
import type { Me } from '../../core/schemas/users';
import { awaitSessionToken, createSessionGate } from './session-gate';

// The profile, Firebase's session and what reloads them load only once sign-in is enabled: a screen that needs a user,
// or a device that stored a profile. A guest is never signed in, and the booking page stays within its JavaScript
// budget without them (bench/guest-page.ts).
const loadEngine = () => import('./session-engine');
const SessionEngine = lazy(loadEngine);

export function AuthProvider({ children }: { children: ReactNode }) {
  const [enabled, setEnabled] = useState(() => device.userProfile.get() !== null);
  const [gate] = useState(createSessionGate);
  const [engineValue, setEngineValue] = useState<AuthContextValue | null>(null);
  const [earlierError, setEarlierError] = useState<Error | null>(null);
  const enable = useCallback(() => setEnabled(true), []);

  // Calls made from the moment sign-in is enabled wait for the session's token, also while its code still loads.
  useEffect(() => {
    if (enabled) awaitSessionToken(gate);
  }, [enabled, gate]);
  // The API's word that authentication failed, kept until the engine takes over (it starts with it).
  useEffect(
    () =>
      engineValue
        ? undefined
        : onApiEvent((event) => {
            if (event.type === 'auth-error') setEarlierError(event.error);
          }),
    [engineValue],
  );

  // Until the engine has loaded, what it starts from: the profile the device stored (a tablet opens its screens at
  // once, also offline), or nobody.
  const starting = useMemo<AuthContextValue>(() => {
    const stored = device.userProfile.get() as Me | null;
    return {
      enabled,
      ready: enabled && stored !== null,
      identity: null,
      me: stored,
      childAuthUser: null,
      error: earlierError,
      session: null,
      clientConfig: null,
      enable,
      refresh: async () => undefined,
      signOut: () => loadEngine().then(({ signOutEverywhere }) => signOutEverywhere(null)),
    };
  }, [enabled, earlierError, enable]);

  return (
    <>
      {enabled ? (
        <Suspense fallback={null}>
          <SessionEngine gate={gate} earlierError={earlierError} enable={enable} onValue={setEngineValue} />
        </Suspense>
      ) : null}
      <AuthContext.Provider value={engineValue ?? starting}>{children}</AuthContext.Provider>
    </>
  );
}
