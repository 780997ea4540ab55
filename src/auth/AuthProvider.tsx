import { useMemo, useState, type ReactNode } from 'react';
import { device, forgetDevice } from '../storage/device';
import { AuthContext, type AuthContextValue } from './auth-context';
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

export function AuthProvider({ children }: { children: ReactNode }) {
  const [enabled, setEnabled] = useState(() => device.userProfile.get() !== null);
  const profile = useProfile();
  const { ready, identity, me, childAuthUser, error, loadProfile } = profile;
  const { session, clientConfig } = useFirebaseSession(enabled, profile);
  useProfileReloads(loadProfile, profile.setError);

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
