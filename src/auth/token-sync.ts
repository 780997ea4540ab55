// Spec §7, optional token sync: with a token-sync address configured (TOKEN_SYNC_URL, README "Platform services"),
// the signed-in identity's bearer token is POSTed there on sign-in and on every refresh, and a DELETE (carrying the
// last token, so the receiver knows whose) goes there on sign-out. A failed call is not retried: the next refresh
// sends the current token again.

export type TokenSync = (token: string | null) => Promise<void>;

export function createTokenSync(url: string, send: typeof fetch = (...args) => fetch(...args)): TokenSync {
  let last: string | null = null;
  const call = (method: 'POST' | 'DELETE', token: string) =>
    send(url, { method, headers: { authorization: `Bearer ${token}` }, credentials: 'omit', keepalive: true }).then(
      () => undefined,
      () => undefined,
    );
  return async (token) => {
    if (token === last) return;
    const previous = last;
    last = token;
    if (token) await call('POST', token);
    else if (previous) await call('DELETE', previous);
  };
}
