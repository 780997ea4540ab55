// Starting Firebase: the server's client config first (kept on the device), then the SDK, loaded only once a screen
// needs it; API calls made meanwhile wait for its token.
import { useEffect, useState, type MutableRefObject } from 'react';
import type { ClientConfig } from '../../core/schemas/client-config';
import { isClientConfig } from '../../core/schemas/published-checks';
import { getJson } from '../api/client';
import { isTransient, withRetry } from '../api/retry';
import { device } from '../storage/device';
import type { FirebaseSession, SignedInIdentity } from './firebase-client';
import { awaitSessionToken, type SessionGate } from './session-gate';

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

export interface SessionListener {
  /** The screen shows a stored profile: Firebase may wait until the page is idle. */
  showingStored: MutableRefObject<boolean>;
  onIdentity(next: SignedInIdentity | null): void;
  onSessionFailure(failure: unknown): void;
}

/** Once `enabled`, loads Firebase and follows who is signed in; the gate's calls get their token from it. */
export function useFirebaseSession(enabled: boolean, { showingStored, onIdentity, onSessionFailure }: SessionListener, gate: SessionGate) {
  const [session, setSession] = useState<FirebaseSession | null>(null);
  const [clientConfig, setClientConfig] = useState<ClientConfig | null>(null);

  useEffect(() => {
    if (!enabled) return;
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    // Calls made before Firebase is loaded (a screen opened from the stored profile) wait for the session's token (the
    // provider set the gate already when sign-in was enabled; ./AuthProvider.tsx).
    awaitSessionToken(gate);
    (async () => {
      try {
        const config = await loadClientConfig();
        // Starting from a stored profile, the first screen comes first: Firebase (a large script to run) loads once
        // the page is idle, so it does not hold up the tablet's grid; calls made meanwhile wait for its token.
        if (showingStored.current) await idle();
        const { createFirebaseSession } = await import('./firebase-client');
        if (cancelled) return;
        const firebase = createFirebaseSession(config, device.useEmulator.get() ?? false);
        gate.settle(firebase);
        setClientConfig(config);
        setSession(firebase);
        unsubscribe = firebase.onIdentity(onIdentity);
      } catch (failure) {
        // One gate for the provider's lifetime: a start cancelled meanwhile (React's development double run) leaves
        // it to the start that replaced it.
        if (!cancelled) gate.settle(null);
        onSessionFailure(failure);
      }
    })();
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, [enabled, showingStored, onIdentity, onSessionFailure, gate]);

  return { session, clientConfig };
}
