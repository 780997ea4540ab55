// The one API client (design.md rule 2): bearer token, X-Restaurant-Id, admin overrides, child session, a 30 s timeout
// (spec §9) and the error rules of spec §8. Every resource module calls `api`.
import type { z } from 'zod';
import { device } from '../storage/device';
import { clearTrouble } from './connection';

export const requestTimeoutMs = 30_000;
export const localApiOrigin = 'http://localhost:8081';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly body: unknown,
    /** How long the server asked to wait before trying again (Retry-After), when it did. */
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type ApiEvent =
  | { type: 'auth-error'; error: ApiError }
  | { type: 'permission-error'; error: ApiError }
  | { type: 'needs-onboarding'; error: ApiError }
  /** Spec §6: the admin's override session ran out or was ended elsewhere; the device still names it. */
  | { type: 'override-ended'; error: ApiError };

const eventListeners = new Set<(event: ApiEvent) => void>();
export function onApiEvent(listener: (event: ApiEvent) => void): () => void {
  eventListeners.add(listener);
  return () => eventListeners.delete(listener);
}
function emit(event: ApiEvent) {
  for (const listener of eventListeners) listener(event);
}

interface ApiContext {
  getToken(): Promise<string | null>;
  restaurantId(): string | null;
}
let context: ApiContext = { getToken: async () => null, restaurantId: () => null };

/** The auth layer and the router tell the client how to authenticate and which restaurant is current. */
export function configureApi(next: Partial<ApiContext>): void {
  context = { ...context, ...next };
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** A file sent as the raw body instead of JSON (image uploads); the server reads its type from the bytes. */
  upload?: Blob;
  query?: Record<string, string | number | boolean | undefined | null>;
  signal?: AbortSignal;
  /** Validates the response when given. */
  schema?: z.ZodType<T>;
  /** Checks the response's shape where zod is not loaded (the guest's pages: core/schemas/published-checks.ts). */
  check?: (value: unknown) => value is T;
  /** Statuses other than 2xx the caller handles itself (e.g. 202 child_auth_required is 2xx already). */
  restaurantId?: string | null;
  anonymous?: boolean;
  /** Without the admin's override (spec §6): the admin's own calls about the override session itself. */
  asAdminSelf?: boolean;
  /** Extra request headers (e.g. the Idempotency-Key of a staff change). */
  headers?: Record<string, string>;
}

export function apiOrigin(): string {
  return device.useLocalApi.get() ? localApiOrigin : '';
}

export function buildUrl(path: string, query?: RequestOptions<unknown>['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${apiOrigin()}/api${path}${search ? `?${search}` : ''}`;
}

/**
 * Who is asking and about which restaurant: the bearer token, admin overrides, child session, debug host and
 * X-Restaurant-Id. Every request carries them; the live-updates stream (./live-updates.ts) reads with them too.
 */
export async function identityHeaders(options: { anonymous?: boolean; asAdminSelf?: boolean; restaurantId?: string | null } = {}): Promise<Record<string, string>> {
  const headers: Record<string, string> = {};
  if (!options.anonymous) {
    const token = await context.getToken();
    if (token) headers.authorization = `Bearer ${token}`;
    if (!options.asAdminSelf) Object.assign(headers, actingHeaders());
  }
  const debugHost = device.debugHost.get();
  if (debugHost) headers['x-debug-host'] = debugHost;
  const restaurantId = options.restaurantId === undefined ? context.restaurantId() : options.restaurantId;
  if (restaurantId) headers['x-restaurant-id'] = restaurantId;
  return headers;
}

/** Who acts from this device besides the token: admin overrides and a child session (the offline sync sends them too). */
export function actingHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  // Spec §6: an admin acts for someone only through an override session; its target goes along for the server to match.
  const session = device.adminOverrideSession.get();
  const userOverride = device.adminUserIdOverride.get();
  const restaurantOverride = device.adminRestaurantIdOverride.get();
  const childSession = device.childSession.get();
  if (session) headers['x-admin-override-session'] = session.id;
  if (session && userOverride) headers['x-admin-user-override'] = userOverride;
  if (session && restaurantOverride) headers['x-admin-restaurant-override'] = restaurantOverride;
  if (childSession) headers['x-child-session'] = childSession;
  return headers;
}

export async function api<T>(path: string, options: RequestOptions<T> = {}): Promise<{ status: number; data: T }> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers, ...(await identityHeaders(options)) };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.upload) headers['content-type'] = options.upload.type || 'application/octet-stream';

  const timeout = AbortSignal.timeout(requestTimeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.upload ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      signal,
    });
  } catch (error) {
    if (timeout.aborted) throw new ApiError(0, 'timeout', 'The server did not answer in time', null);
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, 'network_error', 'The server cannot be reached', null);
  }
  const body: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok) throw toApiError(response, body);
  clearTrouble();
  return { status: response.status, data: checked(body, options, path, response.status) };
}

/** The answer as the caller's schema or check has it; an answer of another shape is an error of its read, not data. */
function checked<T>(body: unknown, options: RequestOptions<T>, path: string, status: number): T {
  if (options.check && !options.check(body)) throw malformedAnswer(path, status);
  if (!options.schema) return body as T;
  const parsed = options.schema.safeParse(body);
  if (!parsed.success) throw malformedAnswer(path, status);
  return parsed.data;
}

export const malformedAnswer = (path: string, status: number) => new ApiError(status, 'invalid_response', `The answer of ${path} has an unexpected shape`, null);

/** Spec §8: the error rules, applied once for every call. */
function toApiError(response: Response, body: unknown): ApiError {
  const payload = (body ?? {}) as { error?: unknown; message?: unknown };
  const code = typeof payload.error === 'string' ? payload.error : `http_${response.status}`;
  const message = typeof payload.message === 'string' ? payload.message : response.statusText || `HTTP ${response.status}`;
  const error = new ApiError(response.status, code, message, body, retryAfterMsOf(response.headers.get('retry-after')));
  if (code === 'invalid_token' || code === 'invalid_auth_header' || response.status === 401) {
    emit({ type: 'auth-error', error });
  } else if (code === 'missing_permission') {
    emit({ type: 'permission-error', error });
  } else if (code === 'missing_user_type' || code === 'missing_restaurant_id') {
    emit({ type: 'needs-onboarding', error });
  } else if (code === 'override_session_expired' || code === 'override_session_invalid') {
    emit({ type: 'override-ended', error });
  }
  return error;
}

/** Retry-After in seconds or as an HTTP date (RFC 9110 §10.2.3), in milliseconds from now. */
export function retryAfterMsOf(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** Convenience for the common case. */
export async function getJson<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  return (await api(path, options)).data;
}
