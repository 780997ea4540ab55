// The Firebase JS SDK, loaded only by screens that need a signed-in user (guests never download it).
import { initializeApp, type FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  confirmPasswordReset,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  getRedirectResult,
  GoogleAuthProvider,
  initializeAuth,
  onIdTokenChanged,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  validatePassword,
  verifyPasswordResetCode,
  type Auth,
  type User,
} from 'firebase/auth';
import type { ClientConfig } from '../../core/schemas/client-config';
import { createTokenSync } from './token-sync';

export interface SignedInIdentity {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
}

export interface PasswordCheck {
  isValid: boolean;
  minLength?: number | undefined;
  maxLength?: number | undefined;
  meetsMinLength?: boolean | undefined;
  meetsMaxLength?: boolean | undefined;
  containsLowercase?: boolean | undefined;
  containsUppercase?: boolean | undefined;
  containsNumeric?: boolean | undefined;
  containsNonAlphanumeric?: boolean | undefined;
}

export interface FirebaseSession {
  onIdentity(listener: (identity: SignedInIdentity | null) => void): () => void;
  idToken(forceRefresh?: boolean): Promise<string | null>;
  signIn(email: string, password: string): Promise<void>;
  signUp(email: string, password: string): Promise<void>;
  signInWithGoogle(): Promise<void>;
  signOut(): Promise<void>;
  sendPasswordReset(email: string): Promise<void>;
  verifyResetCode(code: string): Promise<string>;
  confirmReset(code: string, password: string): Promise<void>;
  checkPassword(password: string): Promise<PasswordCheck>;
}

let instance: { app: FirebaseApp; auth: Auth } | undefined;

/** The browser reaches the emulator on the host it loaded the app from, so a tablet on the LAN works too. */
export function emulatorUrl(host: string, pageHostname: string): string {
  const [name, port] = host.split(':');
  const reachable = name === '127.0.0.1' || name === 'localhost' ? pageHostname : name;
  return `http://${reachable}:${port ?? '9099'}`;
}

export function createFirebaseSession(config: ClientConfig, useEmulator: boolean): FirebaseSession {
  if (!instance) {
    const app = initializeApp(config.firebase);
    const auth = initializeAuth(app, { persistence: browserLocalPersistence });
    const emulatorHost = config.authEmulatorHost ?? (useEmulator ? '127.0.0.1:9099' : null);
    if (emulatorHost) connectAuthEmulator(auth, emulatorUrl(emulatorHost, location.hostname), { disableWarnings: true });
    instance = { app, auth };
    // Spec §4: a redirect sign-in result is completed at start-up.
    void getRedirectResult(auth).catch(() => undefined);
    const tokenSyncUrl = config.services?.tokenSyncUrl;
    if (tokenSyncUrl) {
      // Spec §7: fires on sign-in, on every token refresh and on sign-out.
      const sync = createTokenSync(tokenSyncUrl);
      onIdTokenChanged(auth, (user) => void (user ? user.getIdToken() : Promise.resolve(null)).then(sync, () => undefined));
    }
  }
  const { auth } = instance;
  const toIdentity = (user: User | null): SignedInIdentity | null =>
    user ? { uid: user.uid, email: user.email, displayName: user.displayName, photoURL: user.photoURL } : null;

  return {
    onIdentity: (listener) => onIdTokenChanged(auth, (user) => listener(toIdentity(user))),
    // Waits for the stored session to be restored (a call made at start-up would otherwise go out without a token).
    idToken: async (forceRefresh = false) => {
      await auth.authStateReady();
      return auth.currentUser ? auth.currentUser.getIdToken(forceRefresh) : null;
    },
    signIn: async (email, password) => {
      await signInWithEmailAndPassword(auth, email, password);
    },
    signUp: async (email, password) => {
      await createUserWithEmailAndPassword(auth, email, password);
    },
    signInWithGoogle: async () => {
      await signInWithPopup(auth, new GoogleAuthProvider());
    },
    signOut: () => signOut(auth),
    sendPasswordReset: (email) => sendPasswordResetEmail(auth, email),
    verifyResetCode: (code) => verifyPasswordResetCode(auth, code),
    confirmReset: (code, password) => confirmPasswordReset(auth, code, password),
    checkPassword: async (password) => {
      try {
        const status = await validatePassword(auth, password);
        return { ...status };
      } catch {
        // No policy available (e.g. offline): apply the provider's default minimum (spec §5).
        return { isValid: password.length >= 6, minLength: 6, meetsMinLength: password.length >= 6 };
      }
    },
  };
}
