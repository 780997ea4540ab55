// Shared by the authorization matrix and the malformed-input tests: the routes the app really registers under /api,
// a fingerprint of every table to prove a request changed nothing, and valid request bodies. Throw-away fixtures in the
// demo tenant: ./throwaways.ts; the migration file: ./migration-file.ts (re-exported here for the tests that take it
// from this module).
import { randomBytes } from 'node:crypto';
import { and, getTableName, inArray, is, isNull, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, HTTPMethods, LightMyRequestResponse } from 'fastify';
import { addDays, localDateOf, toInstant } from '../../core/time';
import type { Database } from '../../server/platform/db/connection';
import * as schema from '../../server/platform/db/schema';
import sharp from 'sharp';

export { migrationFile } from './migration-file';

export interface ApiRoute {
  method: string;
  url: string;
  /** `METHOD /api/path/:param`, the key of the tests' tables. */
  key: string;
}

/**
 * Every route under /api, read from Fastify's own route tree, so an endpoint added later shows up here without anyone
 * listing it. HEAD twins of GET routes are left out.
 */
export function registeredApiRoutes(app: FastifyInstance): ApiRoute[] {
  const tree = app.printRoutes({ commonPrefix: false });
  const pathAtDepth: string[] = [];
  const routes: ApiRoute[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const path = (depth > 0 ? (pathAtDepth[depth - 1] ?? '') : '') + (match[2] ?? '');
    pathAtDepth.length = depth;
    pathAtDepth[depth] = path;
    for (const method of match[3]?.split(', ') ?? []) {
      // The reference page's own files and formats (/api/docs/…, Swagger UI's routes) are not API calls; the page itself is.
      if (method === 'HEAD' || !path.startsWith('/api/') || path.startsWith('/api/docs/')) continue;
      routes.push({ method, url: path, key: `${method} ${path}` });
    }
  }
  // The tree is a pretty-print: prove the parse names real routes, and that it found some.
  for (const route of routes) {
    if (!app.hasRoute({ method: route.method as HTTPMethods, url: route.url })) {
      throw new Error(`Parsed a route the app does not have: ${route.key}`);
    }
  }
  if (routes.length < 10) throw new Error(`Found only ${routes.length} API routes in:\n${tree}`);
  return routes.sort((a, b) => a.key.localeCompare(b.key));
}

/** Routes that answer with a stream that never ends by itself (Server-Sent Events, GET /api/events). */
export const streamingRoutes: ReadonlySet<string> = new Set(['GET /api/events']);

/**
 * A streaming route's reply, injected with `payloadAsStream: true`, as the tests judge replies: an open stream is taken
 * by its head (status and headers, empty body) and hung up at once, as a client would; anything else is read whole.
 */
export async function headOfStream(reply: LightMyRequestResponse): Promise<LightMyRequestResponse> {
  let body = '';
  if (String(reply.headers['content-type'] ?? '').startsWith('text/event-stream')) {
    reply.stream().destroy();
    // The server sees the client go away and ends its side (unsubscribes).
    reply.raw.res.destroy();
  } else {
    for await (const chunk of reply.stream()) body += String(chunk);
  }
  return Object.assign(reply, { body, payload: body, rawPayload: Buffer.from(body), json: () => JSON.parse(body) as unknown });
}

/** Fills `:name` segments of a route URL, URL-encoding each value. */
export function fillPath(url: string, params: Record<string, string>): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`No value for :${name} in ${url}`);
    return encodeURIComponent(value);
  });
}

export function pathParamsOf(url: string): string[] {
  return [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1] as string);
}

export interface TableState {
  count: number;
  /** md5 of every row's text, sorted: any change to any column of any row changes it. */
  hash: string;
}
export type DatabaseSnapshot = Map<string, TableState>;

export const schemaTables: PgTable[] = Object.values(schema as Record<string, unknown>).filter((value): value is PgTable => is(value, PgTable));

/**
 * Row count and a hash of the rows of every table in server/platform/db/schema/, read in one statement. The rows stay in the
 * database (hashing them there is several times quicker than carrying them out as JSON); `tableJson` reads one table's.
 */
export async function snapshotDatabase(db: Database): Promise<DatabaseSnapshot> {
  const selects = schemaTables.map((table) => {
    const name = getTableName(table);
    return `select '${name}' as name, count(*)::int as count, md5(coalesce(string_agg(r::text, E'\\n' order by r::text), '')) as hash from "${name}" r`;
  });
  const result = (await db.execute(sql.raw(selects.join(' union all ')))) as unknown as { rows: { name: string; count: number; hash: string }[] };
  const snapshot: DatabaseSnapshot = new Map();
  for (const row of result.rows) snapshot.set(row.name, { count: Number(row.count), hash: row.hash });
  if (snapshot.size !== schemaTables.length) throw new Error(`Snapshot read ${snapshot.size} of ${schemaTables.length} tables`);
  return snapshot;
}

/** Every row of one table as JSON, sorted by its text: where a stored value can be looked for. */
export async function tableJson(db: Database, table: string): Promise<string> {
  if (!schemaTables.some((known) => getTableName(known) === table)) throw new Error(`Not a table of the schema: ${table}`);
  const result = (await db.execute(sql.raw(`select coalesce(json_agg(r order by r::text), '[]')::text as json from "${table}" r`))) as unknown as { rows: { json: string }[] };
  return result.rows[0]?.json ?? '[]';
}

/**
 * Tables that record requests rather than hold data: the override audit keeps every request an admin makes under an
 * override session, the refused ones too (spec §6), so a refused request that changes nothing still adds its line.
 */
const requestRecords = new Set(['admin_override_audit']);

/** Names of the data tables whose rows differ, with their counts before and after. */
export function tableChanges(before: DatabaseSnapshot, after: DatabaseSnapshot): { table: string; before: number; after: number }[] {
  const changes: { table: string; before: number; after: number }[] = [];
  for (const [table, state] of before) {
    if (requestRecords.has(table)) continue;
    const next = after.get(table);
    if (!next || next.hash !== state.hash) changes.push({ table, before: state.count, after: next?.count ?? -1 });
  }
  return changes;
}

export const uniqueSuffix = () => randomBytes(4).toString('hex');

/** A small valid PNG for the image upload routes (256 px: enough for every kind, including area images). */
export const tinyPng = (): Promise<Buffer> =>
  sharp({ create: { width: 256, height: 256, channels: 4, background: '#8c2f39' } }).png().toBuffer();

const demoZone = 'Europe/Berlin';
let bookingDay = 0;
/**
 * A valid online booking at `demo` for two on the Terrace, 12:00–14:00, each call on the next day from tomorrow on
 * (restaurant-local; within the 90-day horizon), so repeated calls find a free table and the same-day cutoff never
 * applies.
 */
export function bookingPayload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const date = addDays(localDateOf(new Date(), demoZone), 1 + (bookingDay++ % 80));
  return {
    customer: { name: 'Surface Guest', phone: '+49 30 1234567', email: `surface-${uniqueSuffix()}@example.test` },
    partySize: 2,
    startTime: toInstant(date, 12 * 60, demoZone).toISOString(),
    endTime: toInstant(date, 14 * 60, demoZone).toISOString(),
    level: 'Terrace',
    note: 'Probe',
    language: 'en',
    referralCode: 'surface-probe',
    ...overrides,
  };
}

/** The probes' waitlist day (throwaways' fullDay fills it): within the horizon, after every day bookingPayload books. */
export const waitlistProbeDay = () => addDays(localDateOf(new Date(), demoZone), 85);

/**
 * An online booking sends its confirmation email after the reply and then stamps notifiedAt on the reservation; tests
 * that compare database snapshots wait for that stamp, so it cannot land inside a later comparison.
 */
export async function confirmationsSent(db: Database, reservationIds: string[]): Promise<void> {
  if (reservationIds.length === 0) return;
  for (let attempt = 0; attempt < 400; attempt++) {
    const pending = await db
      .select({ id: schema.reservations.id })
      .from(schema.reservations)
      .where(and(inArray(schema.reservations.id, reservationIds), isNull(schema.reservations.notifiedAt)));
    if (pending.length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`No confirmation was sent for ${reservationIds.join(', ')}`);
}

let staffReservationSlots = 0;

/** A valid staff reservation (POST /reservations) at `demo`, each on its own period of 2099 (no offer changes). */
export function staffReservationPayload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const start = new Date(Date.UTC(2099, 0, 1) + staffReservationSlots++ * 3 * 3_600_000);
  return {
    customer: { name: 'Staff Probe', phone: '+49 30 1234567', email: `staff-${uniqueSuffix()}@example.test` },
    partySize: 2,
    startTime: start.toISOString(),
    endTime: new Date(start.getTime() + 2 * 3_600_000).toISOString(),
    level: 'Terrace',
    tableNumbers: ['T2'],
    note: 'Probe',
    color: '#336699',
    language: 'en',
    ...overrides,
  };
}
