import { createContext, useContext } from 'react';
import type { ClientConfig } from '../../core/schemas/client-config';
import type { Me, User } from '../../core/schemas/users';
import type { FirebaseSession, SignedInIdentity } from './firebase-client';

export interface AuthContextValue {
  /** Firebase is loaded only once a screen needs it. */
  enabled: boolean;
  /** The sign-in state is known (signed in with a profile, or signed out). */
  ready: boolean;
  identity: SignedInIdentity | null;
  me: Me | null;
  /** Spec §4: the account has child users and one must authenticate (the parent account's profile). */
  childAuthUser: User | null;
  error: Error | null;
  session: FirebaseSession | null;
  clientConfig: ClientConfig | null;
  enable(): void;
  refresh(): Promise<void>;
  signOut(): Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth outside AuthProvider');
  return value;
}
