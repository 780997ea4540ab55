// The malformed-input probes (./malformed-input.test.ts): what a route's example says, every hostile or broken request
// made from it, and how each reply and what it left in the database are judged.
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { isErrorCode, type ErrorCode } from '../../core/errors';
import type { TestServer } from '../support/test-server';
import { fillPath, pathParamsOf, snapshotDatabase, tableChanges, tableJson, type ApiRoute, type DatabaseSnapshot } from './api-surface';
import {
  bodyOf,
  deepValue,
  fieldsOf,
  hostileStrings,
  hugeString,
  isRecord,
  label,
  operationOf,
  oversizeBody,
  oversizeBodyOf,
  requiredPaths,
  scriptUrls,
  unknownId,
  wideValue,
  withRawJson,
  without,
  withValue,
  wrongTypes,
  type OpenApiDocument,
} from './malformed-input-shapes';
import type { Throwaways } from './throwaways';

export type CallerName = 'admin' | 'owner' | 'newcomer';

export interface Example {
  /** Path parameters naming live resources; runs once per caller, so a consumed resource is fresh each time. */
  params?: (t: Throwaways) => Promise<Record<string, string>> | Record<string, string>;
  /** Headers of every request besides the caller's (e.g. the restaurant it is about). */
  headers?: (t: Throwaways) => Promise<Record<string, string>> | Record<string, string>;
  /**
   * The least number of hostile free-text values the route must accept (and store verbatim). A route whose every
   * probe is refused never runs that check, so a route with many text fields says how many must get through.
   */
  acceptsText?: number;
  /** Query parameters of the valid request (the probes replace them with hostile values). */
  query?: (t: Throwaways) => Promise<Record<string, string>> | Record<string, string>;
  /** A body the route accepts, built anew for every probe (unique names where the route wants them). */
  body?: () => Record<string, unknown>;
  /** Raw image bytes the route takes instead of a JSON body (sent as image/png in the valid request). */
  upload?: () => Promise<Buffer>;
  /** Statuses of the valid request; default 200 or 201. It must never be invalid_request. */
  ok?: number[];
  /** Body fields (dotted paths) that name existing records: an unknown id there must be refused. */
  refs?: string[];
  /** Path parameters that are free text rather than ids: an unknown value is not an error. */
  freeParams?: string[];
  /** Body fields that are accepted but not kept in the database. */
  notStored?: string[];
  /** Who calls; default the admin (X-Restaurant-Id: demo) and the owner, each where the guard lets them in. */
  callers?: CallerName[];
  /** Undoes a success that would change how later calls are treated. */
  cleanup?: (server: TestServer, reply: LightMyRequestResponse) => Promise<void>;
  /** The route's own body limit where it raises the app's 256 KiB: the oversize probe goes past it. */
  bodyLimit?: number;
  /** A longer test timeout (ms) for a route whose body has very many fields, hence very many probes. */
  timeout?: number;
}

// ---------------------------------------------------------------------------------------------------------------------
// Probes and how their replies are judged.

type Expectation =
  /** Exactly this refusal. */
  | { kind: 'exact'; status: number; error: ErrorCode }
  /** Any refusal (4xx). */
  | { kind: 'refused' }
  /** A read of odd input: anything but a server error. */
  | { kind: 'harmless' }
  /** Free text in a body: refused, or accepted and stored exactly as sent. */
  | { kind: 'verbatim'; value: string; stored: boolean };

interface Probe {
  label: string;
  request: InjectOptions;
  expect: Expectation;
}

const exact = (status: number, error: ErrorCode): Expectation => ({ kind: 'exact', status, error });
const invalidRequest = exact(400, 'invalid_request');

function replyProblems(probe: Probe, reply: LightMyRequestResponse): string[] {
  const problems: string[] = [];
  const status = reply.statusCode;
  let body: unknown;
  try {
    body = reply.json();
  } catch {
    body = undefined;
  }
  if (status >= 500) problems.push(`server error ${status}: ${reply.body.slice(0, 200)}`);
  if (status >= 400) {
    const error = isRecord(body) ? body.error : undefined;
    const message = isRecord(body) ? body.message : undefined;
    if (!isErrorCode(error) || typeof message !== 'string') problems.push(`not a catalogue {error, message}: ${reply.body.slice(0, 200)}`);
  }
  const expectation = probe.expect;
  if (expectation.kind === 'exact') {
    const error = isRecord(body) ? body.error : undefined;
    if (status !== expectation.status || error !== expectation.error) {
      problems.push(`expected ${expectation.status} ${expectation.error}, got ${status} ${reply.body.slice(0, 200)}`);
    }
  }
  if (expectation.kind === 'refused' && (status < 400 || status >= 500)) problems.push(`expected a refusal, got ${status} ${reply.body.slice(0, 200)}`);
  return problems;
}

/** Escaped as inside a JSON string, the form the value takes in a serialised row. */
const asStoredJson = (value: string) => JSON.stringify(value).slice(1, -1);

/** `after` is the database as it is now: the changed tables' rows are read from it to find a stored value. */
async function storageProblems(server: TestServer, probe: Probe, before: DatabaseSnapshot, after: DatabaseSnapshot): Promise<string[]> {
  const changes = tableChanges(before, after);
  const expectation = probe.expect;
  if (expectation.kind !== 'verbatim') return changes.length ? [`changed ${JSON.stringify(changes)} though refused`] : [];
  const problems = changes.filter((c) => c.after < c.before).map((c) => `rows disappeared from ${c.table}: ${c.before} → ${c.after}`);
  if (expectation.stored) {
    const needle = asStoredJson(expectation.value);
    const changedRows = await Promise.all(changes.map((c) => tableJson(server.database.db, c.table)));
    if (!changedRows.some((json) => json.includes(needle))) {
      problems.push(`accepted, but the text was not stored verbatim (changed: ${JSON.stringify(changes)})`);
    }
  }
  return problems;
}

/** Every probe for one route and caller, given the example's path parameters. */
export function probesFor(openApi: OpenApiDocument, route: ApiRoute, example: Example, params: Record<string, string>, headers: Record<string, string>): Probe[] {
  const operation = operationOf(openApi, route);
  const bodySchema = bodyOf(operation);
  const isRead = route.method === 'GET';
  const url = fillPath(route.url, params);
  const base = (payload?: unknown): InjectOptions => ({
    method: route.method as InjectOptions['method'],
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });
  const raw = (payload: string, contentType: string): InjectOptions => ({
    method: route.method as InjectOptions['method'],
    url,
    headers: { ...headers, 'content-type': contentType },
    payload,
  });
  const probes: Probe[] = [];
  const add = (name: string, request: InjectOptions, expectation: Expectation) => probes.push({ label: name, request, expect: expectation });

  // Path parameters: unknown ids and hostile text in each, the others valid.
  for (const name of pathParamsOf(route.url)) {
    const body = example.body?.();
    const values = [...(example.freeParams?.includes(name) ? [] : [unknownId]), ...hostileStrings];
    for (const value of values) {
      const request = { ...base(body), url: fillPath(route.url, { ...params, [name]: value }) };
      const known = value === unknownId;
      add(`:${name} = ${JSON.stringify(value)}`, request, isRead && !known ? { kind: 'harmless' } : { kind: 'refused' });
    }
  }

  // Query parameters: hostile text and wrong types in each declared one, and an undeclared one that must be ignored.
  const queryParameters = (operation.parameters ?? []).filter((p) => p.in === 'query');
  for (const parameter of queryParameters) {
    const typed = parameter.schema?.type === 'integer' || parameter.schema?.type === 'number' || parameter.schema?.enum !== undefined;
    const values = [...hostileStrings, ...(typed ? ['abc', '-1', '1.5', '99999999999999999999'] : [])];
    for (const value of values) {
      const request = { ...base(example.body?.()), query: { [parameter.name]: value } };
      add(`?${parameter.name}=${JSON.stringify(value)}`, request, typed ? invalidRequest : { kind: 'harmless' });
    }
  }
  if (isRead) add('undeclared query parameter', { ...base(), query: { "x' OR 1=1 --": '<script>alert(1)</script>' } }, { kind: 'harmless' });

  // Broken bodies, for every route that takes one.
  if (!isRead) {
    add('invalid JSON', raw('{"name": "unterminated', 'application/json'), invalidRequest);
    add('empty JSON body', raw('', 'application/json'), invalidRequest);
    add('prototype pollution', raw('{"__proto__": {"isAdmin": true}}', 'application/json'), invalidRequest);
    add(example.bodyLimit ? 'body over the route limit' : 'body over 256 KiB', raw(example.bodyLimit ? oversizeBodyOf(example.bodyLimit) : oversizeBody, 'application/json'), exact(413, 'payload_too_large'));
    add('NUL in a key', raw('{"na\\u0000me": "x"}', 'application/json'), invalidRequest);
  }
  if (!bodySchema || !example.body) return probes;

  const firstField = Object.keys(example.body())[0] ?? 'name';
  add(`${firstField} = JSON nested 20 000 deep`, raw(withRawJson(example.body(), [firstField], deepValue), 'application/json'), invalidRequest);
  add(`${firstField} = array of 100 000 items`, raw(withRawJson(example.body(), [firstField], wideValue), 'application/json'), invalidRequest);
  add('XML body', raw('<role><name>x</name></role>', 'application/xml'), exact(415, 'unsupported_media_type'));
  add('form body', raw('name=x', 'application/x-www-form-urlencoded'), exact(415, 'unsupported_media_type'));
  add('text body', raw(JSON.stringify(example.body()), 'text/plain'), invalidRequest);
  for (const value of [[], [example.body()], 42, 'text', null, true]) add(`body ${JSON.stringify(value)}`, raw(JSON.stringify(value), 'application/json'), invalidRequest);

  for (const path of requiredPaths(bodySchema, example.body())) add(`without ${label(path)}`, base(without(example.body(), path)), invalidRequest);

  const fields = fieldsOf(bodySchema);
  for (const field of fields) {
    for (const value of wrongTypes[field.schema.type ?? ''] ?? []) {
      add(`${label(field.path)} = ${JSON.stringify(value)}`, base(withValue(example.body(), field.path, value)), invalidRequest);
    }
  }
  for (const field of fields.filter((f) => f.schema.type === 'string')) {
    const fieldLabel = label(field.path);
    add(`${fieldLabel} = 100 000 characters`, base(withValue(example.body(), field.path, hugeString)), invalidRequest);
    if (field.schema.format === 'uri') {
      for (const value of scriptUrls) add(`${fieldLabel} = ${value}`, base(withValue(example.body(), field.path, value)), invalidRequest);
    }
    const stored = !(example.notStored ?? []).includes(fieldLabel);
    for (const value of hostileStrings) {
      add(`${fieldLabel} = ${JSON.stringify(value)}`, base(withValue(example.body(), field.path, value)), { kind: 'verbatim', value, stored });
    }
  }
  for (const ref of example.refs ?? []) {
    add(`${ref} = unknown id`, base(withValue(example.body(), ref.split('.'), unknownId)), { kind: 'refused' });
  }
  return probes;
}

/** Runs the probes, the ones that must change nothing in small parallel groups, the free-text ones one by one. */
export async function runProbes(
  server: TestServer,
  probes: Probe[],
  example: Example,
  inject: (request: InjectOptions) => Promise<LightMyRequestResponse>,
): Promise<{ failures: string[]; acceptedText: number }> {
  const failures: string[] = [];
  let acceptedText = 0;
  const report = (probe: Probe, problems: string[]) => failures.push(...problems.map((p) => `${probe.label}: ${p}`));

  const unchanging = probes.filter((p) => p.expect.kind !== 'verbatim');
  for (let i = 0; i < unchanging.length; i += 8) {
    const group = unchanging.slice(i, i + 8);
    const before = await snapshotDatabase(server.database.db);
    const replies = await Promise.all(group.map((probe) => inject(probe.request)));
    group.forEach((probe, index) => report(probe, replyProblems(probe, replies[index] as LightMyRequestResponse)));
    const changes = tableChanges(before, await snapshotDatabase(server.database.db));
    if (changes.length) failures.push(`one of [${group.map((p) => p.label).join(' | ')}] changed ${JSON.stringify(changes)}`);
  }

  let before = await snapshotDatabase(server.database.db);
  for (const probe of probes.filter((p) => p.expect.kind === 'verbatim')) {
    const reply = await inject(probe.request);
    report(probe, replyProblems(probe, reply));
    const accepted = reply.statusCode < 300;
    if (accepted) acceptedText += 1;
    let after = await snapshotDatabase(server.database.db);
    report(probe, await storageProblems(server, accepted ? probe : { ...probe, expect: { kind: 'refused' } }, before, after));
    if (accepted && example.cleanup) {
      await example.cleanup(server, reply);
      after = await snapshotDatabase(server.database.db);
    }
    before = after;
  }
  return { failures, acceptedText };
}
