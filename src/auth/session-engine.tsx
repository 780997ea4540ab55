// The signed-in part of the auth layer: the profile, Firebase's session and what reloads them. Loaded only once a
// screen needs a user or the device stored a profile (./AuthProvider.tsx), so a guest's booking page never downloads
// it (bench/guest-page.ts).
import { useLayoutEffect, useMemo } from 'react';
import { forgetDevice } from '../storage/device';
import type { AuthContextValue } from './auth-context';
import type { SessionGate } from './session-gate';
import type { FirebaseSession } from './firebase-client';
import { useFirebaseSession } from './use-firebase-session';
import { useProfile, useProfileReloads } from './use-profile';

/** Signing out clears everything this device stored and reloads at the root (spec §4). */
export async function signOutEverywhere(session: FirebaseSession | null): Promise<void> {
  await session?.signOut().catch(() => undefined);
  // The offline day store goes too, unless a host's actions still wait to be sent (src/offline/forget.ts).
  await import('../offline/forget').then(({ forgetOfflineData }) => forgetOfflineData()).catch(() => undefined);
  forgetDevice();
  location.assign('/');
}

export interface SessionEngineProps {
  gate: SessionGate;
  /** An authentication error the API reported before this part had loaded. */
  earlierError: Error | null;
  enable(): void;
  /** Hands the context value up to the provider, before the browser paints (a layout effect). */
  onValue(value: AuthContextValue): void;
}

export default function SessionEngine({ gate, earlierError, enable, onValue }: SessionEngineProps) {
  const profile = useProfile(earlierError);
  const { ready, identity, me, childAuthUser, error, loadProfile } = profile;
  const { session, clientConfig } = useFirebaseSession(true, profile, gate);
  useProfileReloads(loadProfile, profile.setError);

  const value = useMemo<AuthContextValue>(
    () => ({
      enabled: true,
      ready,
      identity,
      me,
      childAuthUser,
      error,
      session,
      clientConfig,
      enable,
      refresh: loadProfile,
      signOut: () => signOutEverywhere(session),
    }),
    [ready, identity, me, childAuthUser, error, session, clientConfig, enable, loadProfile],
  );
  useLayoutEffect(() => onValue(value), [value, onValue]);
  return null;
}
