// The session engine hands its value up to the provider one render after its own state changed (./AuthProvider.tsx).
// A caller that reloads the profile and then navigates must wait until the app shows the profile the device stored,
// or the guard decides on the one before: an admin ending an override would be sent to the restaurant acted as.
import { useCallback, useLayoutEffect, useRef } from 'react';
import type { Me } from '../../core/schemas/users';
import { device } from '../storage/device';

const longestWaitMs = 1_000;

/** A function that resolves once the profile shown is the one the device stored (or after a second at most). */
export function useUntilProfileShown(shown: Me | null): () => Promise<void> {
  const committed = useRef(shown);
  const waiters = useRef(new Set<() => void>());
  useLayoutEffect(() => {
    committed.current = shown;
    for (const check of [...waiters.current]) check();
  });
  return useCallback(
    () =>
      new Promise<void>((resolve) => {
        const stored = () => (device.userProfile.get() as Me | null)?._id ?? null;
        const check = () => {
          if ((committed.current?._id ?? null) === stored()) done();
        };
        const timer = window.setTimeout(() => done(), longestWaitMs);
        function done() {
          waiters.current.delete(check);
          window.clearTimeout(timer);
          resolve();
        }
        waiters.current.add(check);
        check();
      }),
    [],
  );
}
