// Spec §8 "Handling": what the app does when the API client reports an authentication, permissions or onboarding
// refusal. One pure decision per event; ./ApiEventHandler.tsx acts on it.
import type { UserType } from '../../core/permissions';
import type { ApiError, ApiEvent } from '../api/client';

export const authFailedPath = '/auth-failed';
export const userOnboardingPath = '/user/onboarding';
export const adminDashboardPath = '/admin';

export interface ApiEventSituation {
  pathname: string;
  /** Someone is signed in on this device (a guest calling public endpoints is never sent away). */
  signedIn: boolean;
  userType: UserType | null;
  /** navigator.onLine: an offline device keeps working from what it stored (the offline tablet, docs/decisions/005). */
  online: boolean;
}

export type ApiEventAction =
  | { kind: 'ignore' }
  /** Record the authentication error; go to `to` unless it is null (already on the authentication-failed page). */
  | { kind: 'authFailed'; to: string | null }
  /** Record the permissions error and tell the person; no redirect. */
  | { kind: 'permissionDenied'; error: ApiError }
  | { kind: 'onboarding'; to: string }
  /** Forget the device's override, reload the admin's own profile, go to the dashboard and say why. */
  | { kind: 'overrideEnded'; to: string };

/** The server out of reach (0), busy (429) or failing (5xx) says nothing about the token. */
const saysNothingAboutAuth = (status: number) => status === 0 || status === 429 || status >= 500;

export function actionFor(event: ApiEvent, situation: ApiEventSituation): ApiEventAction {
  if (!situation.signedIn) return { kind: 'ignore' };
  switch (event.type) {
    case 'auth-error':
      if (!situation.online || saysNothingAboutAuth(event.error.status)) return { kind: 'ignore' };
      return { kind: 'authFailed', to: situation.pathname === authFailedPath ? null : authFailedPath };
    case 'permission-error':
      return { kind: 'permissionDenied', error: event.error };
    case 'needs-onboarding':
      // An admin works across restaurants: a missing restaurant is the request's, not the account's (spec §2 exempts
      // admins from onboarding).
      if (situation.userType === 'Admin' || situation.pathname === userOnboardingPath) return { kind: 'ignore' };
      return { kind: 'onboarding', to: userOnboardingPath };
    case 'override-ended':
      return { kind: 'overrideEnded', to: adminDashboardPath };
  }
}
