// Firebase ID token verification. With FIREBASE_AUTH_EMULATOR_HOST set, firebase-admin accepts the emulator's unsigned
// tokens; config.ts refuses that combination in production.
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';

export interface VerifiedIdentity {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  /** When the token expires (ms since the epoch): a live-updates stream ends then (server/modules/live/routes.ts). */
  expiresAt?: number;
}

export interface IdentityProvider {
  verifyIdToken(token: string): Promise<VerifiedIdentity>;
  createUser(input: { email: string; password: string; displayName?: string }): Promise<string>;
  deleteUser(uid: string): Promise<void>;
}

/** Verified tokens are remembered until they expire: a tablet sends the same token with every request for an hour. */
const maxCachedTokens = 10_000;

export function firebaseIdentityProvider(projectId: string): IdentityProvider {
  const app: App = getApps().find((a) => a.name === 'covers') ?? initializeApp({ projectId }, 'covers');
  const auth = getAuth(app);
  const verified = new Map<string, { identity: VerifiedIdentity; expiresAt: number }>();
  return {
    async verifyIdToken(token) {
      const cached = verified.get(token);
      if (cached && cached.expiresAt > Date.now()) return cached.identity;
      const decoded = await auth.verifyIdToken(token);
      const identity = { uid: decoded.uid, email: decoded.email ?? null, emailVerified: decoded.email_verified ?? false, expiresAt: decoded.exp * 1000 };
      if (verified.size >= maxCachedTokens) verified.delete(verified.keys().next().value as string);
      verified.set(token, { identity, expiresAt: decoded.exp * 1000 });
      return identity;
    },
    async createUser(input) {
      const record = await auth.createUser({ ...input, emailVerified: false });
      return record.uid;
    },
    async deleteUser(uid) {
      try {
        await auth.deleteUser(uid);
      } catch (error) {
        if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
      }
    },
  };
}
