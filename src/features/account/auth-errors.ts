// Firebase error codes (spec §8) to message ids; anything unknown shows the generic message with its code.
const known: Record<string, string> = {
  'auth/invalid-credential': 'auth.error.invalidCredential',
  'auth/invalid-login-credentials': 'auth.error.invalidCredential',
  'auth/user-not-found': 'auth.error.invalidCredential',
  'auth/wrong-password': 'auth.error.invalidCredential',
  'auth/invalid-email': 'auth.error.invalidEmail',
  'auth/email-already-in-use': 'auth.error.emailInUse',
  'auth/weak-password': 'auth.error.weakPassword',
  'auth/password-does-not-meet-requirements': 'auth.error.weakPassword',
  'auth/too-many-requests': 'auth.error.tooManyRequests',
  'auth/network-request-failed': 'auth.error.network',
  'auth/popup-blocked': 'auth.error.popupBlocked',
  'auth/popup-closed-by-user': 'auth.error.popupClosed',
  'auth/cancelled-popup-request': 'auth.error.popupClosed',
  'auth/unauthorized-domain': 'auth.error.unauthorizedDomain',
  'auth/user-disabled': 'auth.error.userDisabled',
  'auth/expired-action-code': 'auth.reset.invalidCode',
  'auth/invalid-action-code': 'auth.reset.invalidCode',
};

export function authErrorCode(error: unknown): string {
  return typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string'
    ? (error as { code: string }).code
    : 'unknown';
}

export function authErrorMessageId(error: unknown): string {
  return known[authErrorCode(error)] ?? 'auth.error.generic';
}
