import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { onApiEvent } from '../api/client';
import { device } from '../storage/device';
import { AuthContext, type AuthContextValue } from './auth-context';
import type { Me } from '../../core/schemas/users';
import { awaitSessionToken, createSessionGate } from './session-gate';
import { useUntilProfileShown } from './shown-profile';

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
  const [engineArrival] = useState(arrivalOf<AuthContextValue>);
  const enable = useCallback(() => setEnabled(true), []);
  const takeEngineValue = useCallback(
    (value: AuthContextValue) => {
      engineArrival.arrive(value);
      setEngineValue(value);
    },
    [engineArrival],
  );

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
      // A profile reloaded before the engine has loaded (an admin ending an override at once, say) is reloaded by the
      // engine as soon as it is there: the caller goes on only with the fresh profile in place.
      refresh: async () => {
        setEnabled(true);
        await (await engineArrival.value).refresh();
      },
      signOut: () => loadEngine().then(({ signOutEverywhere }) => signOutEverywhere(null)),
    };
  }, [enabled, earlierError, enable, engineArrival]);

  const value = engineValue ?? starting;
  const untilShown = useUntilProfileShown(value.me);
  // A reload resolves once the app shows its result (./shown-profile.ts).
  const shownValue = useMemo<AuthContextValue>(
    () => ({
      ...value,
      refresh: async () => {
        await value.refresh();
        await untilShown();
      },
    }),
    [value, untilShown],
  );

  return (
    <>
      {enabled ? (
        <Suspense fallback={null}>
          <SessionEngine gate={gate} earlierError={earlierError} enable={enable} onValue={takeEngineValue} />
        </Suspense>
      ) : null}
      <AuthContext.Provider value={shownValue}>{children}</AuthContext.Provider>
    </>
  );
}

/** A value that arrives once, and a promise of it for whoever asks earlier. */
function arrivalOf<T>(): { value: Promise<T>; arrive(value: T): void } {
  let arrive: (value: T) => void = () => undefined;
  const value = new Promise<T>((resolve) => (arrive = resolve));
  return { value, arrive };
}
