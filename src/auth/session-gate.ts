import { configureApi } from '../api/client';
import type { FirebaseSession } from './firebase-client';

/**
 * Firebase's session once it has started (null when it could not). API calls made before then, a screen opened from
 * the stored profile included, wait for it for their token; the gate is set when sign-in is enabled, before the
 * session's own code has loaded (./session-engine.tsx).
 */
export interface SessionGate {
  readonly session: Promise<FirebaseSession | null>;
  settle(session: FirebaseSession | null): void;
}

export function createSessionGate(): SessionGate {
  let settle: (session: FirebaseSession | null) => void = () => undefined;
  const session = new Promise<FirebaseSession | null>((resolve) => (settle = resolve));
  return { session, settle };
}

/** Calls from now on carry the session's token, waiting for the session to start. */
export function awaitSessionToken(gate: SessionGate): void {
  configureApi({ getToken: async () => (await gate.session)?.idToken() ?? null });
}
