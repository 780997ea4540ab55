// A kitchen wall screen must not go dark in the middle of a service: the Screen Wake Lock API keeps it on where the
// browser offers it. The browser drops the lock whenever the page is hidden (another tab, the screen locked), so it is
// asked for again each time the page is visible again.
import { useEffect, useState } from 'react';

export type WakeLockState = 'unsupported' | 'pending' | 'active' | 'refused';

interface Sentinel {
  released: boolean;
  release(): Promise<void>;
  addEventListener(type: 'release', listener: () => void): void;
}

/** What keepScreenAwake needs of the page: navigator.wakeLock and the document's visibility. */
export interface WakeLockHost {
  wakeLock?: { request(type: 'screen'): Promise<Sentinel> } | undefined;
  visible(): boolean;
  onVisibilityChange(listener: () => void): () => void;
}

/** Holds a screen wake lock while the page is visible, re-acquiring it after each hide; returns the function that lets go. */
export function keepScreenAwake(host: WakeLockHost, report: (state: WakeLockState) => void): () => void {
  const wakeLock = host.wakeLock;
  if (!wakeLock) {
    report('unsupported');
    return () => undefined;
  }
  let stopped = false;
  let held: Sentinel | null = null;
  const acquire = () => {
    if (stopped || !host.visible() || (held && !held.released)) return;
    report('pending');
    wakeLock.request('screen').then(
      (sentinel) => {
        if (stopped) return void sentinel.release().catch(() => undefined);
        held = sentinel;
        report('active');
        // Released by the browser (the page hidden): "pending" until the page shows again and it is taken anew.
        sentinel.addEventListener('release', () => !stopped && report('pending'));
      },
      // Refused (no user activation yet, a power-saving mode, a policy): tried again when the page is shown next.
      () => !stopped && report('refused'),
    );
  };
  const stopWatching = host.onVisibilityChange(acquire);
  acquire();
  return () => {
    stopped = true;
    stopWatching();
    void held?.release().catch(() => undefined);
  };
}

/** The page's wake lock while the screen is mounted, and its state for the screen to say. */
export function useWakeLock(): WakeLockState {
  const [state, setState] = useState<WakeLockState>('pending');
  useEffect(
    () =>
      keepScreenAwake(
        {
          wakeLock: 'wakeLock' in navigator ? (navigator.wakeLock as WakeLockHost['wakeLock']) : undefined,
          visible: () => document.visibilityState === 'visible',
          onVisibilityChange(listener) {
            document.addEventListener('visibilitychange', listener);
            return () => document.removeEventListener('visibilitychange', listener);
          },
        },
        setState,
      ),
    [],
  );
  return state;
}
