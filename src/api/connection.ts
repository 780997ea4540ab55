// Whether the server is reachable, as the last calls found it: a 429 ("busy") or a failure to reach it or a 5xx
// ("unreachable") that a caller is waiting out before it tries again. Screens show it (src/ui/ConnectionNotice.tsx);
// any successful answer clears it. Kept tiny and free of React Query, since the guest's page reads it too.
import { useSyncExternalStore } from 'react';

export interface ConnectionTrouble {
  kind: 'busy' | 'unreachable';
  /** When the next attempt goes out (epoch ms). */
  retryAt: number;
}

let current: ConnectionTrouble | null = null;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function reportTrouble(trouble: ConnectionTrouble): void {
  current = trouble;
  notify();
}

export function clearTrouble(): void {
  if (current === null) return;
  current = null;
  notify();
}

export const connectionTrouble = (): ConnectionTrouble | null => current;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useConnectionTrouble(): ConnectionTrouble | null {
  return useSyncExternalStore(subscribe, connectionTrouble, () => null);
}
