// The sync's HTTP: one request with the batch's token and the headers every call carries. Not the app's `api()`:
// the sync chooses its token per batch (and force-refreshes it after a 401) and reads refusals as answers, not errors.

export interface TransportRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Under /api, e.g. `/sync/batch`. */
  path: string;
  body?: unknown;
  headers: Record<string, string>;
}
export interface TransportResponse {
  status: number;
  body: unknown;
  /** `Idempotent-Replayed: true`: the server had applied this id before and answered with the stored result. */
  replayed: boolean;
}
/** Sends one request with the batch's token. Throws when the server cannot be reached (a transient failure). */
export interface Transport {
  send(request: TransportRequest, token: string | null): Promise<TransportResponse>;
}

export interface FetchTransportOptions {
  /** Where /api lives, e.g. `http://127.0.0.1:8080/api` (the page: `${apiOrigin()}/api`). */
  baseUrl: string | (() => string);
  /** Headers besides the token (admin overrides, child session, debug host). */
  headers?: () => Record<string, string> | Promise<Record<string, string>>;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export function fetchTransport(options: FetchTransportOptions): Transport {
  const fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));
  const timeoutMs = options.timeoutMs ?? 30_000;
  return {
    async send(request: TransportRequest, token: string | null): Promise<TransportResponse> {
      const base = typeof options.baseUrl === 'function' ? options.baseUrl() : options.baseUrl;
      const headers: Record<string, string> = { accept: 'application/json', ...(await options.headers?.()), ...request.headers };
      if (request.body !== undefined) headers['content-type'] = 'application/json';
      if (token) headers.authorization = `Bearer ${token}`;
      const response = await fetchImpl(`${base}${request.path}`, {
        method: request.method,
        headers,
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const body: unknown = response.status === 204 ? null : await response.json().catch(() => null);
      return { status: response.status, body, replayed: response.headers.get('idempotent-replayed') === 'true' };
    },
  };
}
