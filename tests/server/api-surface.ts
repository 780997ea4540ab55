// Shared by the authorization matrix and the malformed-input tests: the routes the app really registers under /api,
// a fingerprint of every table to prove a request changed nothing, and throw-away fixtures in the demo tenant.
import { randomBytes } from 'node:crypto';
import { and, eq, getTableName, inArray, is, isNull, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, HTTPMethods, LightMyRequestResponse } from 'fastify';
import { AreaGroupInput, AreaInput, SpecialInput, TableInput } from '../../core/schemas/floor';
import { addDays, localDateOf, toInstant } from '../../core/time';
import type { Database } from '../../server/platform/db/connection';
import * as schema from '../../server/platform/db/schema';
import sharp from 'sharp';

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
      if (method === 'HEAD' || !path.startsWith('/api/')) continue;
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

/** Names of the tables whose rows differ, with their counts before and after. */
export function tableChanges(before: DatabaseSnapshot, after: DatabaseSnapshot): { table: string; before: number; after: number }[] {
  const changes: { table: string; before: number; after: number }[] = [];
  for (const [table, state] of before) {
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

let throwawayReservations = 0;
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

/** Throw-away resources in the demo tenant, created through the services, so a state-changing call has its own victim. */
export function throwaways(app: FastifyInstance) {
  const { services } = app;
  async function restaurant(): Promise<string> {
    const created = await services.restaurants.create({
      restaurantId: `throwaway-${uniqueSuffix()}`,
      name: 'Throwaway Restaurant',
      cityId: null,
      affiliateProgram: false,
      hosts: [],
      timeZone: 'Europe/Berlin',
      restaurantEmail: '',
      languages: ['en'],
    });
    return created.restaurantId;
  }
  return {
    restaurant,
    async role(restaurantId = 'demo'): Promise<string> {
      const role = await services.roles.create(restaurantId, {
        name: `Throwaway ${uniqueSuffix()}`,
        description: '',
        permissions: ['ReadReservations'],
      });
      return role._id;
    },
    /** A draft invite (no code), which PUT may still edit. */
    async invite(restaurantId = 'demo', roleId = 'host'): Promise<string> {
      const invite = await services.invites.create(restaurantId, {
        name: 'Throwaway Invite',
        email: `invite-${uniqueSuffix()}@example.test`,
        roleId,
        issueCode: false,
      });
      return invite._id;
    },
    /** A staff profile row with no Firebase account behind it. */
    async staffUser(restaurantId = 'demo', roleId = 'host'): Promise<string> {
      const row = await services.users.insertUser({
        id: `throwaway-${uniqueSuffix()}`,
        email: null,
        type: 'Restaurant',
        restaurantId,
        roleId,
      });
      return row.id;
    },
    async deletedRestaurant(): Promise<string> {
      const id = await restaurant();
      await services.restaurants.softDelete(id, 'demo-admin');
      return id;
    },
    /** A reservation at `demo` far beyond the booking horizon (so no offer changes), each on its own period. */
    async reservation(restaurantId = 'demo'): Promise<{ id: string; token: string }> {
      const start = new Date(Date.UTC(2100, 0, 1) + throwawayReservations++ * 3 * 3_600_000);
      const end = new Date(start.getTime() + 2 * 3_600_000);
      const [row] = await app.database.db
        .insert(schema.reservations)
        .values({
          restaurantId,
          token: randomBytes(24).toString('base64url'),
          customerName: 'Throwaway Guest',
          customerEmail: `throwaway-${uniqueSuffix()}@example.test`,
          customerPhone: '+49 30 1234567',
          level: 'Terrace',
          tableNumber: 'T1',
          partySize: 2,
          startTime: start,
          endTime: end,
          originalStartTime: start,
          originalEndTime: end,
          language: 'en',
        })
        .returning({ id: schema.reservations.id, token: schema.reservations.token });
      return row as { id: string; token: string };
    },
    /** An area without tables (so DELETE may remove it), not bookable. */
    async area(restaurantId = 'demo'): Promise<string> {
      const area = await services.areas.create(restaurantId, AreaInput.parse({ name: `Throwaway ${uniqueSuffix()}`, localizedNames: { en: 'Throwaway' } }));
      return area._id;
    },
    /** An unbookable table without combinations, so no offer changes. */
    async table(restaurantId = 'demo', level = 'Terrace'): Promise<string> {
      const table = await services.tables.create(restaurantId, TableInput.parse({ tableNumber: `X${uniqueSuffix()}`, level }));
      return table._id;
    },
    async areaGroup(restaurantId = 'demo'): Promise<string> {
      const group = await services.areaGroups.create(restaurantId, AreaGroupInput.parse({ name: { en: 'Throwaway group' }, areaIds: [] }));
      return group._id;
    },
    /** A disabled special, so guests never see it. */
    async special(restaurantId = 'demo'): Promise<string> {
      const special = await services.specials.create(restaurantId, SpecialInput.parse({ title: { en: 'Throwaway special' } }));
      return special._id;
    },
    async city(): Promise<string> {
      const city = await services.cities.create({ name: `Throwaway City ${uniqueSuffix()}`, country: 'DE', coverImageURL: null });
      return city._id;
    },
    /** A blocker at `demo` in 2098 (beyond the horizon: no offer changes). */
    async blocker(restaurantId = 'demo'): Promise<string> {
      const [row] = await app.database.db
        .insert(schema.blockers)
        .values({ restaurantId, start: new Date(Date.UTC(2098, 0, 1, 12)), end: new Date(Date.UTC(2098, 0, 1, 14)), level: 'Terrace', tableNumbers: ['T1'] })
        .returning({ id: schema.blockers.id });
      return (row as { id: string }).id;
    },
    /**
     * Fills a restaurant-local day for every party with a blocker over the whole restaurant, as a private party would:
     * the waitlist takes guests only for a full day. Returns what frees the day again.
     */
    async fullDay(day: string, restaurantId = 'demo'): Promise<() => Promise<void>> {
      const { db } = app.database;
      const [restaurant] = await db.select({ timeZone: schema.restaurants.timeZone }).from(schema.restaurants).where(eq(schema.restaurants.id, restaurantId));
      const timeZone = restaurant?.timeZone ?? 'Europe/Berlin';
      const [row] = await db
        .insert(schema.blockers)
        .values({ restaurantId, start: toInstant(day, 0, timeZone), end: toInstant(addDays(day, 1), 0, timeZone), note: 'Private party' })
        .returning({ id: schema.blockers.id });
      const id = (row as { id: string }).id;
      return async () => {
        await db.delete(schema.blockers).where(and(eq(schema.blockers.restaurantId, restaurantId), eq(schema.blockers.id, id)));
      };
    },
    async waitlistEntry(restaurantId = 'demo'): Promise<string> {
      const [row] = await app.database.db
        .insert(schema.waitlist)
        .values({ restaurantId, day: '2031-05-17', level: 'Terrace', partySize: 2, customerName: 'Throwaway Waiting', customerPhone: '+49 30 1234567', customerEmail: `waiting-${uniqueSuffix()}@example.test` })
        .returning({ id: schema.waitlist.id });
      return (row as { id: string }).id;
    },
    async logEntry(restaurantId = 'demo'): Promise<string> {
      const [row] = await app.database.db
        .insert(schema.actionsLog)
        .values({ restaurantId, action: 'checkIn', entity: 'reservation', entityId: 'throwaway', userId: 'demo-host' })
        .returning({ id: schema.actionsLog.id });
      return (row as { id: string }).id;
    },
  };
}
export type Throwaways = ReturnType<typeof throwaways>;

/**
 * A valid restaurant migration file (core/schemas/restaurant-export.ts) with one of everything. Imported into `demo`
 * it is refused with 409, since the demo always has upcoming reservations, so probing the import never changes the
 * demo's floor. `past`: every date lies in 2020, so a restaurant it was imported into has no upcoming reservation and
 * takes a file again (the import refuses a restaurant with upcoming reservations); each such file books a day of its
 * own, since the earlier imports' past bookings stay on the same table.
 */
export function migrationFile({ past = false }: { past?: boolean } = {}): Record<string, unknown> {
  const file = migrationFileOf2030();
  if (!past) return file;
  pastFiles += 1;
  const bookedOn = new Date(Date.UTC(2020, 1, 4) + pastFiles * 86_400_000).toISOString().slice(0, 10);
  const json = JSON.stringify(file).replaceAll('"2030-02-04T', `"${bookedOn}T`).replaceAll('"2030-', '"2020-');
  return JSON.parse(json) as Record<string, unknown>;
}
let pastFiles = 0;

function migrationFileOf2030(): Record<string, unknown> {
  const createdAt = '2030-01-01T09:00:00.000Z';
  return {
    formatVersion: 1,
    exportedAt: '2030-01-02T09:00:00.000Z',
    source: { restaurantId: 'elsewhere', name: 'Elsewhere' },
    restaurant: {
      name: 'Elsewhere',
      settings: { timeZone: 'Europe/Berlin', sameDayCutoffHour: 15, bookingHorizonDays: 90, partySizeMin: 1, partySizeMax: 8, contactPhone: '+49 30 1234567', address: 'Probe 1' },
    },
    appConfig: {
      restaurantName: 'Elsewhere',
      restaurantEmail: 'hello@elsewhere.test',
      COLOR_PRIMARY: '#8c2f39',
      COLOR_SECONDARY: '#f4ede4',
      COLOR_ACCENT: '#d9a441',
      STRINGS: { BOOKING_SPECIALS: 'Specials' },
      languages: ['en', 'de'],
    },
    areas: [
      {
        id: 'garden',
        name: 'Garden',
        bookable: true,
        imageURL: 'https://example.test/garden.jpg',
        videoURL: null,
        localizedNames: { en: 'Garden', de: 'Garten' },
        description: { en: 'Probe' },
        sorting: 1,
        timeslots: { monday: [{ start: 720, end: 840 }] },
        bookingPrompt: { title: { en: 'Note' }, text: { en: 'Probe' } },
        type: 'Outdoor',
        createdAt,
      },
    ],
    areaGroups: [{ id: 'outside', name: { en: 'Outside' }, areaIds: ['garden'], description: { en: 'Probe' }, createdAt }],
    tables: [
      { id: 'g1', label: 'G1', tableNumber: 'G1', level: 'Garden', bookable: true, overflow: false, frontendGroupOrder: 0, combinations: ['G2'], minCovers: 1, maxCovers: 2, createdAt },
      { id: 'g2', label: 'G2', tableNumber: 'G2', level: 'Garden', bookable: true, overflow: false, frontendGroupOrder: 1, combinations: ['G1'], minCovers: 1, maxCovers: 2, createdAt },
    ],
    specials: [
      {
        id: 'brunch',
        title: { en: 'Brunch' },
        enabled: true,
        weekdays: ['monday'],
        timeslots: [{ start: 720, end: 840 }],
        description: { en: 'Probe' },
        menu: { en: 'Eggs' },
        prompt: null,
        areaGroupId: 'outside',
        createdAt,
      },
    ],
    roles: [{ id: 'owner', name: 'Owner', description: 'Everything', permissions: ['ManageRoles', 'ManageUsers', 'ReadReservations'] }],
    blockers: [{ id: 'closed', start: '2030-02-01T11:00:00.000Z', end: '2030-02-01T15:00:00.000Z', level: 'Garden', tableNumbers: ['G2'], note: 'Probe', createdAt }],
    reservations: [
      {
        id: 'booking',
        linkedReservationId: null,
        specialId: 'brunch',
        areaGroupId: null,
        customer: { name: 'Probe Guest', phone: '+49 30 1234567', email: 'probe@example.test' },
        level: 'Garden',
        tableNumber: 'G1',
        partySize: 2,
        startTime: '2030-02-04T11:00:00.000Z',
        endTime: '2030-02-04T13:00:00.000Z',
        originalStartTime: '2030-02-04T11:00:00.000Z',
        originalEndTime: '2030-02-04T13:00:00.000Z',
        allowOverlap: false,
        checkedIn: false,
        checkedInAt: null,
        extendedTo: null,
        leftAt: null,
        note: 'Probe',
        color: null,
        referralCode: null,
        language: 'en',
        token: 'probe-token-0123456789abcdef',
        smsToken: null,
        notifiedAt: null,
        createdAt,
        updatedAt: createdAt,
      },
    ],
  };
}
