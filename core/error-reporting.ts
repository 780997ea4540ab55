// What the error-reporting service (a Sentry-compatible DSN, README "Platform services") may receive, for the server
// and the PWA alike. Spec §8: statuses from 300 to below 500 are not reported, all others are. A report carries what
// identifies the failure (kind, message, stack, request id, route) and nothing about a guest: names, emails, phones,
// notes, tokens and bodies are removed before the event leaves (the SDKs' `beforeSend`).

/** Spec §8: a reply with this status is reported (no status: an error that never became a reply, reported too). */
export function isReportedStatus(status: number | undefined): boolean {
  return status === undefined || status < 300 || status >= 500;
}

/**
 * The SDKs' own data collection (their `dataCollection` option), all of it off: no user, cookies, headers, bodies or
 * query parameters are gathered in the first place; `scrubEvent` then removes what an error itself carries.
 */
export const collectNoPersonalData = {
  userInfo: false,
  cookies: false,
  httpHeaders: false,
  httpBodies: [] as never[],
  urlQueryParams: false,
} as const;

/** The parts of a Sentry event this module reads or rewrites; everything else the SDK adds passes untouched. */
export interface ReportEvent {
  message?: string | { message?: string; formatted?: string } | undefined;
  exception?: { values?: { value?: string | undefined; stacktrace?: { frames?: { vars?: unknown }[] | undefined } | undefined }[] | undefined } | undefined;
  request?: unknown;
  user?: unknown;
  extra?: unknown;
  breadcrumbs?: unknown;
  contexts?: Record<string, unknown> | undefined;
  tags?: Record<string, unknown> | undefined;
}

/** Contexts the SDKs describe the machine with; any other context could hold a component's state, so it goes. */
const machineContexts = new Set(['runtime', 'os', 'device', 'app', 'browser', 'trace', 'culture', 'response']);

/** Tags the reporters set themselves; a tag anyone else added is dropped. */
const reportTags = new Set(['request_id', 'route', 'status', 'side', 'method']);

const redactions: [RegExp, string][] = [
  [/Bearer\s+[\w.~+/=-]+/gi, 'Bearer [token]'],
  // JWTs (Firebase ID tokens) and long opaque tokens (guest links, voucher and reset codes).
  [/\beyJ[\w-]+\.[\w-]+\.[\w-]*/g, '[token]'],
  [/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, '[email]'],
  // A phone number: 7 or more digits, perhaps with +, spaces, dots, dashes and brackets between them.
  [/\+?\d[\d\s().-]{5,}\d/g, '[phone]'],
  [/\b[A-Za-z0-9_-]{32,}\b/g, '[token]'],
  // PostgreSQL's "Key (email)=(value)" and "Failing row contains (…)" repeat the values of a row.
  [/\)=\([^)]*\)/g, ')=([value])'],
  [/Failing row contains \(.*\)/g, 'Failing row contains ([row])'],
];

/**
 * A message with anything that looks like a guest's email, phone, token or row values replaced, and each of `secrets`
 * (the values the request carried: a name reads like any other word) wherever it appears.
 */
export function redactText(text: string, secrets: readonly string[] = []): string {
  const known = secrets.reduce((result, secret) => (secret.length >= 2 ? result.split(secret).join('[value]') : result), text);
  return redactions.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), known);
}

/** Every string in a request's body, query or parameters: the values a report must not repeat. */
export function stringsIn(root: unknown): string[] {
  const found: string[] = [];
  const pending: unknown[] = [root];
  while (pending.length > 0 && found.length < 1000) {
    const value = pending.pop();
    if (typeof value === 'string') found.push(value.trim());
    else if (Array.isArray(value)) pending.push(...value);
    else if (value !== null && typeof value === 'object') pending.push(...Object.values(value));
  }
  // Longest first, so a value is not left half-replaced by a shorter one inside it.
  return found.filter((value) => value.length >= 2).sort((a, b) => b.length - a.length);
}

function scrubMessage(message: ReportEvent['message'], secrets: readonly string[]): ReportEvent['message'] {
  if (typeof message === 'string') return redactText(message, secrets);
  if (!message) return message;
  return {
    ...(message.message !== undefined ? { message: redactText(message.message, secrets) } : {}),
    ...(message.formatted !== undefined ? { formatted: redactText(message.formatted, secrets) } : {}),
  };
}

function pick(record: Record<string, unknown> | undefined, keep: ReadonlySet<string>): Record<string, unknown> | undefined {
  if (!record) return undefined;
  return Object.fromEntries(Object.entries(record).filter(([key]) => keep.has(key)));
}

/**
 * The event without personal data: no request (its body, query, cookies and headers), no user, no extra data, no
 * breadcrumbs (they repeat console lines and fetched URLs), no local variables; messages redacted.
 */
export function scrubEvent<E extends ReportEvent>(event: E, secrets: readonly string[] = []): E {
  const scrubbed: E = { ...event };
  delete scrubbed.request;
  delete scrubbed.user;
  delete scrubbed.extra;
  delete scrubbed.breadcrumbs;
  if (event.message !== undefined) scrubbed.message = scrubMessage(event.message, secrets);
  if (event.contexts) scrubbed.contexts = pick(event.contexts, machineContexts);
  if (event.tags) scrubbed.tags = pick(event.tags, reportTags);
  if (event.exception?.values) {
    scrubbed.exception = {
      ...event.exception,
      values: event.exception.values.map((value) => ({
        ...value,
        ...(value.value !== undefined ? { value: redactText(value.value, secrets) } : {}),
        ...(value.stacktrace?.frames
          ? { stacktrace: { ...value.stacktrace, frames: value.stacktrace.frames.map(({ vars: _vars, ...frame }) => frame) } }
          : {}),
      })),
    };
  }
  return scrubbed;
}
