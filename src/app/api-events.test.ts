import { describe, expect, it } from 'vitest';
import { ApiError, type ApiEvent } from '../api/client';
import { actionFor, type ApiEventSituation } from './api-events';

const refused = (status: number, code: string): ApiError => new ApiError(status, code, code, { error: code });
const authError = (status: number, code: string): ApiEvent => ({ type: 'auth-error', error: refused(status, code) });
const host: ApiEventSituation = { pathname: '/r/demo/reservations', signedIn: true, userType: 'Restaurant', online: true };

describe('what the app does about an API event (spec §8 "Handling")', () => {
  it('sends a signed-in user whose token the server refuses to the authentication-failed page', () => {
    expect(actionFor(authError(401, 'invalid_token'), host)).toEqual({ kind: 'authFailed', to: '/auth-failed' });
    expect(actionFor(authError(401, 'invalid_auth_header'), host)).toEqual({ kind: 'authFailed', to: '/auth-failed' });
    expect(actionFor(authError(401, 'http_401'), host)).toEqual({ kind: 'authFailed', to: '/auth-failed' });
  });

  it('stays on the authentication-failed page when already there', () => {
    expect(actionFor(authError(401, 'invalid_token'), { ...host, pathname: '/auth-failed' })).toEqual({ kind: 'authFailed', to: null });
  });

  it('never sends a guest away: a public page without a signed-in user ignores refusals', () => {
    const guest: ApiEventSituation = { pathname: '/r/demo/', signedIn: false, userType: null, online: true };
    expect(actionFor(authError(401, 'invalid_auth_header'), guest)).toEqual({ kind: 'ignore' });
    expect(actionFor({ type: 'permission-error', error: refused(403, 'missing_permission') }, guest)).toEqual({ kind: 'ignore' });
    expect(actionFor({ type: 'needs-onboarding', error: refused(403, 'missing_user_type') }, guest)).toEqual({ kind: 'ignore' });
  });

  it('does not take an offline, busy or failing server for an authentication error', () => {
    expect(actionFor(authError(401, 'invalid_token'), { ...host, online: false })).toEqual({ kind: 'ignore' });
    for (const status of [0, 429, 500, 502, 503]) {
      expect(actionFor(authError(status, 'invalid_token'), host)).toEqual({ kind: 'ignore' });
    }
  });

  it('shows a permissions error without leaving the page', () => {
    const error = refused(403, 'missing_permission');
    expect(actionFor({ type: 'permission-error', error }, host)).toEqual({ kind: 'permissionDenied', error });
  });

  it('sends a user without a type or restaurant to user onboarding, once', () => {
    expect(actionFor({ type: 'needs-onboarding', error: refused(403, 'missing_user_type') }, host)).toEqual({ kind: 'onboarding', to: '/user/onboarding' });
    expect(actionFor({ type: 'needs-onboarding', error: refused(403, 'missing_restaurant_id') }, host)).toEqual({ kind: 'onboarding', to: '/user/onboarding' });
    expect(actionFor({ type: 'needs-onboarding', error: refused(403, 'missing_user_type') }, { ...host, pathname: '/user/onboarding' })).toEqual({ kind: 'ignore' });
  });

  it('leaves an admin where they are: their missing restaurant is the request’s, not the account’s', () => {
    const admin: ApiEventSituation = { pathname: '/admin', signedIn: true, userType: 'Admin', online: true };
    expect(actionFor({ type: 'needs-onboarding', error: refused(400, 'missing_restaurant_id') }, admin)).toEqual({ kind: 'ignore' });
  });

  it('sends an admin whose override session ended back to the dashboard', () => {
    for (const code of ['override_session_expired', 'override_session_invalid']) {
      expect(actionFor({ type: 'override-ended', error: refused(403, code) }, host)).toEqual({ kind: 'overrideEnded', to: '/admin' });
    }
  });
});
