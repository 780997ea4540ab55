// Hostile and broken input against every API route (design.md: "nothing a caller sends becomes a 500"). The routes come
// from the running app and their body, path and query shapes from its OpenAPI document, so a new endpoint is probed
// without editing this file — except that a route with a body or path parameters needs a valid example in `examples`.
//
// Every reply must be below 500, every refusal a JSON `{ error, message }` with a catalogue code, and a refused request
// must leave every table exactly as it was. Free-text fields may legitimately accept SQL or HTML metacharacters; then the
// text must be stored verbatim (never interpreted) and no row may disappear.
import { randomUUID } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { isErrorCode, type ErrorCode } from '../../core/errors';
import { createTestServer, demo, emulatorSignUp, type TestServer } from '../support/test-server';
import { demoPassword } from '../../server/seed/demo-accounts';
import { restaurantImportMaxBytes } from '../../core/schemas/restaurant-export';
import {
  bookingPayload,
  confirmationsSent,
  waitlistProbeDay,
  fillPath,
  headOfStream,
  pathParamsOf,
  registeredApiRoutes,
  snapshotDatabase,
  staffReservationPayload,
  streamingRoutes,
  tableChanges,
  tableJson,
  migrationFile,
  throwaways,
  tinyPng,
  uniqueSuffix,
  type ApiRoute,
  type DatabaseSnapshot,
  type Throwaways,
} from './api-surface';

type CallerName = 'admin' | 'owner' | 'newcomer';

interface Example {
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
  /** Who calls; default the admin (X-Restaurant-Id: demo) and, where the guard lets them in, the owner. */
  callers?: CallerName[];
  /** Undoes a success that would change how later calls are treated. */
  cleanup?: (server: TestServer, reply: LightMyRequestResponse) => Promise<void>;
  /** The route's own body limit where it raises the app's 256 KiB: the oversize probe goes past it. */
  bodyLimit?: number;
  /** A longer test timeout (ms) for a route whose body has very many fields, hence very many probes. */
  timeout?: number;
}

const phone = '+49 30 1234567';
const inviteBody = () => ({ name: 'Fuzz Invite', email: 'fuzz-invite@example.test', phone, roleId: 'host', issueCode: false });
const roleBody = () => ({ name: `Fuzz ${uniqueSuffix()}`, description: 'Probe', permissions: ['ReadReservations'] });
const cityBody = () => ({ name: 'Fuzz City', country: 'DE', coverImageURL: 'https://example.test/city.jpg' });
const tableBody = () => ({
  table: { label: 'Fuzz', tableNumber: `F${uniqueSuffix()}`, level: 'Terrace', bookable: false, overflow: false, frontendGroupOrder: 5, combinations: [], minCovers: 1, maxCovers: 2 },
});
const areaBody = () => ({
  name: `Fuzz ${uniqueSuffix()}`,
  bookable: false,
  imageURL: 'https://example.test/area.jpg',
  videoURL: 'https://example.test/area.mp4',
  localizedNames: { de: 'Fuzz', en: 'Fuzz' },
  description: { en: 'Probe' },
  sorting: 50,
  timeslots: { monday: [{ start: 720, end: 840 }] },
  bookingPrompt: { title: { en: 'Note' }, text: { en: 'Probe' }, confirmation: { en: 'OK' } },
  type: 'Outdoor',
});
const areaGroupBody = () => ({ name: { en: 'Fuzz group', de: 'Fuzz' }, areaIds: ['terrace'], description: { en: 'Probe' } });
const specialBody = () => ({
  title: { en: 'Fuzz special' },
  enabled: false,
  weekdays: ['monday'],
  timeslots: [{ start: 720, end: 840 }],
  description: { en: 'Probe' },
  menu: { en: 'Pasta' },
  prompt: { title: { en: 'Note' }, text: { en: 'Probe' } },
  areaGroupId: 'anywhere',
});
const adminCreatedEmail = `fuzz-${randomUUID()}@example.test`;

const examples: Record<string, Example> = {
  'POST /api/users/invites': { body: inviteBody, refs: ['roleId'] },
  'PUT /api/users/invites/:code': { params: async (t) => ({ code: await t.invite() }), body: inviteBody, refs: ['roleId'] },
  'DELETE /api/users/invites/:code': { params: async (t) => ({ code: await t.invite() }) },
  'POST /api/users': { body: inviteBody, refs: ['roleId'] },
  'GET /api/users/:id': { params: () => ({ id: 'demo-host' }) },
  'PUT /api/users/:id': {
    params: async (t) => ({ id: await t.staffUser() }),
    body: () => ({ roleId: 'host', username: `fuzz-${uniqueSuffix()}`, publicInformation: { displayName: 'Fuzz', bio: 'Probe' } }),
    refs: ['roleId'],
  },
  'DELETE /api/users/:id': { params: async (t) => ({ id: await t.staffUser() }) },
  // The admin already has a type (invalid_user_type); a newcomer reaches the invite lookup (invalid_invite).
  'POST /api/users/type': {
    body: () => ({ type: 'Restaurant', inviteCode: 'ZZZZ-0000', username: 'fuzz-newcomer' }),
    ok: [400],
    callers: ['admin', 'newcomer'],
  },
  'PUT /api/users/me/personal-information': { body: () => ({ firstName: 'Fuzz', lastName: 'Probe', phone }) },
  'PUT /api/users/me/public-information': {
    body: () => ({ displayName: 'Fuzz', bio: 'Probe', profilePictureURL: 'https://example.test/me.png', links: ['https://example.test/'] }),
  },
  'POST /api/users/authenticate': { body: () => ({ userId: 'no-such-child', pin: '1234' }), ok: [404] },
  // A child makes its parent's later calls wait for the PIN step, so each one created is retired at once.
  'POST /api/users/children': {
    body: () => ({ displayName: 'Fuzz Child', pin: '1234', roleId: 'host' }),
    ok: [201],
    refs: ['roleId'],
    cleanup: async (server, reply) => {
      const child = reply.json() as { _id: string };
      await server.app.services.users.softDelete(child._id, 'malformed-input-test');
    },
  },
  'GET /api/users/validate/affiliate-username/:name': { params: () => ({ name: 'fuzz-name' }), freeParams: ['name'] },
  'GET /api/roles/:id': { params: () => ({ id: 'host' }) },
  'POST /api/roles': { body: roleBody },
  'PUT /api/roles/:id': { params: async (t) => ({ id: await t.role() }), body: roleBody },
  'DELETE /api/roles/:id': { params: async (t) => ({ id: await t.role() }) },
  'PUT /api/restaurant-metadata': {
    body: () => ({
      name: 'Trattoria Demo',
      cityId: null,
      settings: { timeZone: 'Europe/Berlin', sameDayCutoffHour: 15, bookingHorizonDays: 90, partySizeMin: 1, partySizeMax: 8, contactPhone: phone, address: 'Via Roma 1' },
    }),
    refs: ['cityId'],
  },
  'PUT /api/app-config': {
    body: () => ({
      restaurantName: 'Trattoria Demo',
      restaurantEmail: 'ciao@trattoria-demo.test',
      COLOR_PRIMARY: '#8c2f39',
      COLOR_SECONDARY: '#f4ede4',
      COLOR_ACCENT: '#d9a441',
      STRINGS: { BOOKING_SPECIALS: 'Specials' },
      languages: ['de', 'en', 'es'],
    }),
  },
  'GET /api/restaurant-metadata/:restaurantId': { params: () => ({ restaurantId: 'demo' }) },
  'POST /api/admin/restaurant-metadata': {
    body: () => {
      const suffix = uniqueSuffix();
      return {
        restaurantId: `fuzz-${suffix}`,
        name: 'Fuzz Restaurant',
        cityId: null,
        affiliateProgram: false,
        hosts: [`fuzz-${suffix}.example.test`],
        timeZone: 'Europe/Berlin',
        restaurantEmail: 'fuzz@example.test',
        languages: ['en'],
      };
    },
    refs: ['cityId'],
  },
  'PUT /api/admin/restaurant-metadata/:restaurantId': {
    params: async (t) => ({ restaurantId: await t.restaurant() }),
    body: () => ({ name: 'Fuzz Renamed', cityId: null, affiliateProgram: true, hosts: [], settings: { address: 'Probe 1' } }),
    refs: ['cityId'],
  },
  'DELETE /api/admin/restaurant/:restaurantId': { params: async (t) => ({ restaurantId: await t.restaurant() }) },
  'PUT /api/admin/management/app-config': {
    body: () => ({
      restaurantId: 'demo2',
      appConfig: { restaurantName: 'Bistro Zwei', STRINGS: { BOOKING_SPECIALS: 'Specials' } },
      metadata: { name: 'Bistro Zwei', settings: { address: 'Probe 2' } },
    }),
    refs: ['restaurantId', 'metadata.cityId'],
  },
  'GET /api/cities/:id': { params: async (t) => ({ id: await t.city() }) },
  'POST /api/admin/cities': { body: cityBody },
  'PUT /api/admin/cities/:id': { params: async (t) => ({ id: await t.city() }), body: cityBody },
  'DELETE /api/admin/cities/:id': { params: async (t) => ({ id: await t.city() }) },
  'GET /api/slugs/user/:userId': { params: () => ({ userId: 'creator' }) },
  'GET /api/admin/users/restaurant/:restaurantId': { params: () => ({ restaurantId: 'demo' }) },
  // The valid request creates one emulator account; every later probe reuses the address and stops at the handler.
  'POST /api/admin/users': {
    body: () => ({ email: adminCreatedEmail, password: 'pass-word-1', type: 'Restaurant', restaurantId: 'demo', roleId: 'host', username: 'fuzz-staff' }),
    ok: [201],
    refs: ['restaurantId', 'roleId'],
    notStored: ['password'],
  },
  'DELETE /api/admin/users/:id': { params: async (t) => ({ id: await t.staffUser() }) },
  'POST /api/admin/database-trash/:kind/:id/restore': { params: async (t) => ({ kind: 'restaurant', id: await t.deletedRestaurant() }) },
  'DELETE /api/admin/database-trash/:kind/:id': { params: async (t) => ({ kind: 'restaurant', id: await t.deletedRestaurant() }) },
  // Each body books the next day, so most accepted probes get a table; a full slot is 409, never invalid_request.
  'POST /api/reservations/request': {
    body: () => bookingPayload(),
    ok: [201, 409],
    refs: ['level'],
    // Every accepted probe is a booking whose confirmation the cleanup waits for: about 23 s on an idle machine.
    timeout: 120_000,
    cleanup: async (server, reply) => {
      if (reply.statusCode === 201) await confirmationsSent(server.database.db, [(reply.json() as { reservation: { _id: string } }).reservation._id]);
    },
  },
  'POST /api/waitlist': {
    // A day the demo is fully booked (the waitlist refuses an open one, a past one, or one beyond the booking horizon).
    body: () => ({ day: waitlistDay, level: 'Terrace', partySize: 4, customer: bookingPayload().customer, note: 'Probe', language: 'de' }),
    ok: [201],
  },
  'GET /api/reservations/LoadReservation': { query: async (t) => ({ token: (await t.reservation()).token }) },
  'GET /api/reservations/DeleteReservation': { query: async (t) => ({ reservationToken: (await t.reservation()).token }) },
  'POST /api/tables': { body: tableBody, refs: ['table.level', 'table.combinations.0'] },
  'PUT /api/tables/:id': { params: async (t) => ({ id: await t.table() }), body: tableBody, refs: ['table.level', 'table.combinations.0'] },
  'DELETE /api/tables/:id': { params: async (t) => ({ id: await t.table() }) },
  'POST /api/areas': { body: areaBody },
  'PUT /api/areas/:id': { params: async (t) => ({ id: await t.area() }), body: areaBody },
  'DELETE /api/areas/:id': { params: async (t) => ({ id: await t.area() }) },
  'POST /api/area-groups': { body: areaGroupBody, refs: ['areaIds.0'] },
  'PUT /api/area-groups/:id': { params: async (t) => ({ id: await t.areaGroup() }), body: areaGroupBody, refs: ['areaIds.0'] },
  'DELETE /api/area-groups/:id': { params: async (t) => ({ id: await t.areaGroup() }) },
  'GET /api/specials/all': { query: () => ({ query: 'tasting', limit: '10', skip: '0' }) },
  'GET /api/specials/:id': { params: () => ({ id: 'tasting-menu' }) },
  'POST /api/specials': { body: specialBody, refs: ['areaGroupId'] },
  'PUT /api/specials/:id': { params: async (t) => ({ id: await t.special() }), body: specialBody, refs: ['areaGroupId'] },
  'DELETE /api/specials/:id': { params: async (t) => ({ id: await t.special() }) },
  'POST /api/reservations/:id/email/confirmation': { params: async (t) => ({ id: (await t.reservation()).id }) },
  'POST /api/images/:kind': { params: () => ({ kind: 'logo' }), upload: tinyPng, ok: [200] },
  'DELETE /api/images/:kind': { params: () => ({ kind: 'logo' }) },
  'POST /api/images/area': { query: async (t) => ({ areaId: await t.area() }), upload: tinyPng, ok: [201] },
  // Into a restaurant of its own with a file whose dates are past, so every import that passes validation is taken
  // (the demo, with upcoming reservations, would refuse each with 409 and the free-text check would never run). The
  // file has over a hundred text fields; the owner's call takes the same path as the admin's (the matrix checks the
  // owner is let in), so only the admin probes it.
  'POST /api/restaurant-migration/import': {
    headers: async (t) => ({ 'x-restaurant-id': await t.restaurant() }),
    body: () => migrationFile({ past: true }),
    ok: [200],
    acceptsText: 100,
    // Where the file came from is read, not kept.
    notStored: ['source.name'],
    bodyLimit: restaurantImportMaxBytes,
    callers: ['admin'],
    timeout: 300_000,
  },
  'GET /api/restaurant-migration/export': { query: () => ({ reservations: 'true' }) },
  // Front of house (issue 6). Bodies that must name a record use the fixtures made once below; every new staff
  // reservation gets its own period of 2099, blockers lie in 2098, so no probe touches what guests are offered.
  'GET /api/reservations/:id': { params: async (t) => ({ id: (await t.reservation()).id }) },
  'GET /api/reservations/search': { query: () => ({ customerName: 'Giulia' }) },
  'GET /api/reservations/mapped': { query: () => ({ date: '2099-01-01', timeslot: '720-840' }) },
  'GET /api/reservations/matrix': { query: () => ({ date: '2099-01-01', timeslot: '720-840', areas: 'Terrace' }) },
  'POST /api/reservations': { body: () => staffReservationPayload(), refs: ['level', 'tableNumbers.0'] },
  'PUT /api/reservations': { body: () => staffReservationPayload({ _id: fixtures.edited }), refs: ['_id', 'level', 'tableNumbers.0'] },
  'POST /api/reservations/swap': { body: () => ({ reservationIdA: fixtures.moved, tableId: fixtures.table }), refs: ['reservationIdA', 'tableId'] },
  'POST /api/reservations/actions': {
    body: () => ({ actionId: randomUUID(), action: { type: 'markLate', reservationId: fixtures.acted } }),
    refs: ['action.reservationId'],
  },
  'POST /api/reservations/:id/checkin': { params: async (t) => ({ id: (await t.reservation()).id }), body: () => ({ checkedIn: true }) },
  'DELETE /api/reservations/:id': { params: async (t) => ({ id: (await t.reservation()).id }) },
  'POST /api/blockers': {
    body: () => ({ start: '2098-03-01T12:00:00.000Z', end: '2098-03-01T14:00:00.000Z', level: 'Terrace', tableNumbers: ['T1'], note: 'Probe' }),
    refs: ['level', 'tableNumbers.0'],
  },
  'PUT /api/blockers/:id': {
    params: async (t) => ({ id: await t.blocker() }),
    body: () => ({ start: '2098-03-02T12:00:00.000Z', end: '2098-03-02T14:00:00.000Z', level: 'Terrace', tableNumbers: ['T1'], note: 'Probe' }),
    refs: ['level', 'tableNumbers.0'],
  },
  'PUT /api/blockers': {
    body: () => ({ _id: fixtures.blocker, start: '2098-03-03T12:00:00.000Z', end: '2098-03-03T14:00:00.000Z', level: 'Terrace', tableNumbers: ['T1'], note: 'Probe' }),
    refs: ['_id', 'level', 'tableNumbers.0'],
  },
  'DELETE /api/blockers/:id': { params: async (t) => ({ id: await t.blocker() }) },
  'GET /api/blockers': { query: () => ({ date: '2098-01-01' }) },
  'GET /api/blockers/mapped': { query: () => ({ date: '2098-01-01' }) },
  'GET /api/blockers/matrix': { query: () => ({ date: '2098-01-01', areas: 'Terrace' }) },
  'GET /api/waitlist': { query: () => ({ day: '2031-05-17', level: 'Terrace', partySize: '2', limit: '10', skip: '0' }) },
  'PUT /api/waitlist/:id': {
    params: async (t) => ({ id: await t.waitlistEntry() }),
    body: () => ({ day: '2031-05-18', level: 'Terrace', partySize: 3, customer: bookingPayload().customer, note: 'Probe', language: 'de' }),
  },
  'DELETE /api/waitlist/:id': { params: async (t) => ({ id: await t.waitlistEntry() }) },
  // The first accepted probe gives the entry its table; later ones on the same entry are refused (409), changing nothing.
  'POST /api/waitlist/:id/reservation': {
    params: async (t) => ({ id: await t.waitlistEntry() }),
    body: () => {
      const { startTime, endTime } = staffReservationPayload();
      return { level: 'Terrace', tableNumbers: ['T3'], startTime, endTime, note: 'Probe', color: '#336699', partySize: 2 };
    },
    ok: [200],
    refs: ['level', 'tableNumbers.0'],
  },
  'GET /api/actionsLog': { query: () => ({ page: '0', showRead: 'true', actions: 'checkIn,extend' }) },
  'PUT /api/actionsLog/:id': { params: async (t) => ({ id: await t.logEntry() }), body: () => ({ read: true }) },
  // The offline queue's batch: each item's command is judged in its place (tests/server/sync-batch.test.ts); here the
  // batch's own shape is probed. The id and the command's kind are refused unless well-formed, so nothing hostile is kept.
  'POST /api/sync/batch': {
    body: () => {
      const id = randomUUID();
      return { items: [{ id, command: { kind: 'action', action: { type: 'markLate', reservationId: fixtures.acted } } }] };
    },
  },
  // Live updates: no body or parameters to break; the valid request and the undeclared-query probe open a stream, which
  // is read to its head and hung up (api-surface.ts headOfStream).
  'GET /api/events': {},
};

/** SQL and HTML metacharacters, bidi and astral unicode, a NUL byte, a path and a script URL. */
const hostileStrings = [
  "' OR 1=1 --",
  '"; drop table users; --',
  '<script>alert(1)</script>',
  'Zürich \u202e 東京 🍝 ﷽ Ωmega',
  'nul\u0000byte',
  '../../etc/passwd',
  'javascript:alert(1)',
];
const scriptUrls = ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>'];
const unknownId = 'zz-unknown-0000';
const hugeString = 'x'.repeat(100_000);
const oversizeBody = JSON.stringify({ name: 'x'.repeat(300 * 1024) });
const oversizeBodyOf = (limit: number) => JSON.stringify({ name: 'x'.repeat(limit + 1024) });
const deepValue = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
const wideValue = `[${'0,'.repeat(100_000)}0]`;
const placeholder = '"\u2063placeholder\u2063"';
/** The body as JSON text with raw JSON in place of one field's value. */
function withRawJson(body: Record<string, unknown>, path: FieldPath, json: string): string {
  return JSON.stringify(withValue(body, path, JSON.parse(placeholder))).replace(placeholder, json);
}

// ---------------------------------------------------------------------------------------------------------------------
// The route shapes, from the OpenAPI document the app serves.

interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  format?: string;
  enum?: unknown[];
}
interface Operation {
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
}
type FieldPath = (string | number)[];
interface Field {
  path: FieldPath;
  schema: JsonSchema;
}

function operationOf(doc: { paths?: Record<string, Record<string, Operation>> }, route: ApiRoute): Operation {
  const openApiPath = route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
  return doc.paths?.[openApiPath]?.[route.method.toLowerCase()] ?? {};
}

function fieldsOf(schema: JsonSchema, path: FieldPath = []): Field[] {
  if (schema.type === 'object') {
    return Object.entries(schema.properties ?? {}).flatMap(([name, child]) => [
      { path: [...path, name], schema: child },
      ...fieldsOf(child, [...path, name]),
    ]);
  }
  if (schema.type === 'array' && schema.items) return [{ path: [...path, 0], schema: schema.items }, ...fieldsOf(schema.items, [...path, 0])];
  return [];
}

function isRecord(value: unknown): value is Record<string | number, unknown> {
  return typeof value === 'object' && value !== null;
}

function valueAt(body: unknown, path: FieldPath): unknown {
  let current = body;
  for (const segment of path) current = isRecord(current) ? current[segment] : undefined;
  return current;
}

function withValue(body: Record<string, unknown>, path: FieldPath, value: unknown): Record<string, unknown> {
  const copy = structuredClone(body);
  let current: Record<string | number, unknown> = copy;
  path.forEach((segment, index) => {
    if (index === path.length - 1) {
      current[segment] = value;
      return;
    }
    const next = current[segment];
    if (!isRecord(next)) current[segment] = typeof path[index + 1] === 'number' ? [] : {};
    current = current[segment] as Record<string | number, unknown>;
  });
  return copy;
}

function without(body: Record<string, unknown>, path: FieldPath): Record<string, unknown> {
  const copy = structuredClone(body);
  const parent = valueAt(copy, path.slice(0, -1));
  if (isRecord(parent)) delete parent[path[path.length - 1] as string];
  return copy;
}

/** Required properties present in the example, at every depth. */
function requiredPaths(schema: JsonSchema, body: unknown, path: FieldPath = []): FieldPath[] {
  const value = valueAt(body, path);
  if (schema.type !== 'object' || !isRecord(value)) return [];
  return [
    ...(schema.required ?? []).filter((name) => name in value).map((name) => [...path, name]),
    ...Object.entries(schema.properties ?? {}).flatMap(([name, child]) => requiredPaths(child, body, [...path, name])),
  ];
}

const wrongTypes: Record<string, unknown[]> = {
  string: [12345, true, { nested: 'object' }, ['array']],
  integer: ['7', 1.5, true, 1e300],
  number: ['7', true, { nested: 'object' }],
  boolean: ['true', 1, 'yes'],
  array: ['not-an-array', { 0: 'x' }, 42],
  object: ['not-an-object', ['array'], 42],
};

const label = (path: FieldPath) => path.join('.');

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
async function storageProblems(probe: Probe, before: DatabaseSnapshot, after: DatabaseSnapshot): Promise<string[]> {
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

// ---------------------------------------------------------------------------------------------------------------------

const server = await createTestServer();
const t = throwaways(server.app);
const waitlistDay = waitlistProbeDay();
await t.fullDay(waitlistDay);
/** Records that front-of-house bodies name (a reservation to edit, one to move, one to act on, a blocker, a table). */
const fixtures = {
  edited: (await t.reservation()).id,
  moved: (await t.reservation()).id,
  acted: (await t.reservation()).id,
  blocker: await t.blocker(),
  table: await t.table(),
};
const routes = registeredApiRoutes(server.app);
const openApi = server.app.swagger() as { paths?: Record<string, Record<string, Operation>> };
const newcomerEmail = `fuzz-newcomer-${randomUUID()}@example.test`;
let newcomerReady: Promise<unknown> | undefined;
afterAll(() => server.close());

const callerHeaders: Record<CallerName, { email: string; headers: Record<string, string> }> = {
  admin: { email: demo.admin, headers: { 'x-restaurant-id': 'demo' } },
  owner: { email: demo.owner, headers: { 'x-restaurant-id': 'demo' } },
  newcomer: { email: newcomerEmail, headers: {} },
};

async function headersOf(caller: CallerName): Promise<Record<string, string>> {
  if (caller === 'newcomer') newcomerReady ??= emulatorSignUp(newcomerEmail, demoPassword);
  await newcomerReady;
  const { email, headers } = callerHeaders[caller];
  return { ...headers, authorization: `Bearer ${await server.tokenFor(email)}` };
}

function bodyOf(operation: Operation): JsonSchema | undefined {
  return operation.requestBody?.content?.['application/json']?.schema;
}

/** Every probe for one route and caller, given the example's path parameters. */
function probesFor(route: ApiRoute, example: Example, params: Record<string, string>, headers: Record<string, string>): Probe[] {
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

/** inject() for a route; a streaming route's replies are read only to their head (api-surface.ts). */
const injectFor =
  (key: string) =>
  async (request: InjectOptions): Promise<LightMyRequestResponse> =>
    streamingRoutes.has(key) ? headOfStream(await server.app.inject({ ...request, payloadAsStream: true })) : server.app.inject(request);

/** Runs the probes, the ones that must change nothing in small parallel groups, the free-text ones one by one. */
async function runProbes(probes: Probe[], example: Example, inject: (request: InjectOptions) => Promise<LightMyRequestResponse>): Promise<{ failures: string[]; acceptedText: number }> {
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
    report(probe, await storageProblems(accepted ? probe : { ...probe, expect: { kind: 'refused' } }, before, after));
    if (accepted && example.cleanup) {
      await example.cleanup(server, reply);
      after = await snapshotDatabase(server.database.db);
    }
    before = after;
  }
  return { failures, acceptedText };
}

describe('malformed input', () => {
  it('examples name only real routes, and every route with a body or path parameters has one', () => {
    const keys = routes.map((route) => route.key);
    expect(Object.keys(examples).filter((key) => !keys.includes(key))).toEqual([]);
    const withParams = routes.filter((route) => pathParamsOf(route.url).length > 0).map((route) => route.key);
    const withBody = routes.filter((route) => bodyOf(operationOf(openApi, route)) !== undefined).map((route) => route.key);
    expect(withParams.filter((key) => !examples[key]?.params)).toEqual([]);
    expect(withBody.filter((key) => !examples[key]?.body)).toEqual([]);
    expect(Math.min(withParams.length, withBody.length)).toBeGreaterThan(5);
  });

  it('an unknown API path is a JSON 404', async () => {
    const reply = await server.app.inject({ method: 'GET', url: "/api/no-such-thing/' OR 1=1 --" });
    expect([reply.statusCode, reply.json().error]).toEqual([404, 'not_found']);
  });

  it('SQL and HTML metacharacters in free text are kept as text, not run', async () => {
    const headers = await headersOf('admin');
    const name = `"; drop table users; -- <script>alert(1)</script> ' OR 1=1 --`;
    const before = await snapshotDatabase(server.database.db);
    const created = await server.app.inject({ method: 'POST', url: '/api/roles', headers, payload: { name, permissions: ['ReadReservations'] } });
    expect(created.statusCode).toBe(201);
    const read = await server.app.inject({ method: 'GET', url: `/api/roles/${created.json()._id}`, headers });
    expect(read.json()).toMatchObject({ name });
    const roles = before.get('roles')?.count ?? 0;
    expect(tableChanges(before, await snapshotDatabase(server.database.db))).toEqual([{ table: 'roles', before: roles, after: roles + 1 }]);
  });

  for (const route of routes) {
    it(route.key, async () => {
      const example = examples[route.key] ?? {};
      const failures: string[] = [];
      let probed = 0;
      let acceptedText = 0;
      for (const caller of example.callers ?? (['admin', 'owner'] as const)) {
        const headers = { ...(await headersOf(caller)), ...((await example.headers?.(t)) ?? {}) };
        // The valid request first: it proves the example is valid, so a probe's refusal is the probe's doing.
        const control = await injectFor(route.key)({
          method: route.method as InjectOptions['method'],
          url: fillPath(route.url, (await example.params?.(t)) ?? {}),
          headers: example.upload ? { ...headers, 'content-type': 'image/png' } : headers,
          ...(example.query ? { query: await example.query(t) } : {}),
          ...(example.body ? { payload: example.body() } : {}),
          ...(example.upload ? { payload: await example.upload() } : {}),
        });
        // The owner probes only what the guard lets the owner reach; the authorization matrix covers the rest.
        if (caller === 'owner' && [401, 403].includes(control.statusCode)) continue;
        const controlError: unknown = control.statusCode >= 400 ? control.json().error : null;
        expect({ caller, status: control.statusCode, expected: (example.ok ?? [200, 201]).includes(control.statusCode), controlError }).toMatchObject({
          expected: true,
          controlError: expect.not.stringMatching(/^invalid_request$/),
        });
        if (control.statusCode < 300) await example.cleanup?.(server, control);

        // Fresh parameters: the valid request may have consumed its resource (DELETE, restore).
        const probes = probesFor(route, example, (await example.params?.(t)) ?? {}, headers);
        probed += probes.length;
        const outcome = await runProbes(probes, example, injectFor(route.key));
        failures.push(...outcome.failures.map((failure) => `[${caller}] ${failure}`));
        acceptedText += outcome.acceptedText;
      }
      expect(failures).toEqual([]);
      expect(probed).toBeGreaterThan(0);
      expect(acceptedText).toBeGreaterThanOrEqual(example.acceptsText ?? 0);
    }, examples[route.key]?.timeout);
  }
});
