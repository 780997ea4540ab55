// Who is signed in and the profile the API has for them: loaded when the identity changes, kept from storage while the
// server is out of reach, asked for again after a back-off while it is busy.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Me, User } from '../../core/schemas/users';
import { ApiError, onApiEvent } from '../api/client';
import { isTransient, retryDelayMs } from '../api/retry';
import { reportTrouble } from '../api/connection';
import { fetchMe } from '../api/users';
import { device, subscribe } from '../storage/device';
import type { SignedInIdentity } from './firebase-client';

/** Offline (or the server out of reach) a signed-in device keeps working from what it stored. */
const unreachable = (failure: unknown) => !navigator.onLine || (failure instanceof ApiError && failure.status === 0);

const asError = (failure: unknown) => (failure instanceof Error ? failure : new Error(String(failure)));

/** `earlierError`: an authentication error the API reported before this hook ran (./AuthProvider.tsx). */
export function useProfile(earlierError: Error | null = null) {
  // A device that was signed in starts from the profile it stored (a tablet opens its screens at once, also offline);
  // Firebase restores the session meanwhile, API calls wait for its token, and the profile is reloaded.
  const [ready, setReady] = useState(() => device.userProfile.get() !== null);
  const [identity, setIdentity] = useState<SignedInIdentity | null>(null);
  const [me, setMe] = useState<Me | null>(() => device.userProfile.get() as Me | null);
  const showingStored = useRef(me !== null);
  const [childAuthUser, setChildAuthUser] = useState<User | null>(null);
  const [error, setError] = useState<Error | null>(earlierError);
  const identityRef = useRef<SignedInIdentity | null>(null);
  // Until Firebase has said who is signed in, "no identity" means "not known yet", not "signed out": a reload asked for
  // then (an override set, another tab's change) must not throw away the profile a device started from.
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
        setError(asError(failure));
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

  /** Firebase said who is signed in (also on every token refresh). */
  const onIdentity = useCallback(
    (next: SignedInIdentity | null) => {
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
    },
    [loadProfile],
  );

  /** The session could not be started: the screen says why instead of waiting. */
  const onSessionFailure = useCallback((failure: unknown) => {
    setError(asError(failure));
    setReady(true);
  }, []);

  return { ready, identity, me, childAuthUser, error, setError, showingStored, loadProfile, onIdentity, onSessionFailure };
}

/** What changes the profile besides the identity: overrides, child sessions, the API's word that auth failed. */
export function useProfileReloads(loadProfile: () => Promise<void>, setError: (error: Error) => void): void {
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
    [setError],
  );
}
