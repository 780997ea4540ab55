// Helpers shared by the front-of-house API tests: the file's server, calls as staff of `demo`, days far enough ahead
// that the clock never matters, typed replies, and the database checks several files make.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { addDays, localDateOf, toInstant } from '../../core/time';
import { actionsLog, diningTables, reservations } from '../../server/platform/db/schema';
import { demo, type TestServer } from '../support/test-server';
import { snapshotDatabase, tableChanges } from './api-surface';
import { fileServer } from './file-server';

export const zone = 'Europe/Berlin';
export const today = () => localDateOf(new Date(), zone);
/** A restaurant-local date `days` after today. */
export const dayAhead = (days: number) => addDays(today(), days);
/** The instant of a local hour:minute on a date (ISO). */
export const at = (date: string, hours: number, minutes = 0) => toInstant(date, hours * 60 + minutes, zone).toISOString();

export interface ReservationDto {
  _id: string;
  restaurantId: string;
  creatorId: string | null;
  editorId: string | null;
  deletedBy: string | null;
  linkedReservationId: string | null;
  specialId: string | null;
  customer: { name: string; phone: string; email: string };
  level: string;
  tableNumber: string;
  partySize: number;
  startTime: string;
  endTime: string;
  originalStartTime: string;
  originalEndTime: string;
  createdAt: string;
  updatedAt: string;
  checkedIn: boolean;
  checkedInAt: string | null;
  extendedTo: string | null;
  leftAt: string | null;
  deletedAt: string | null;
  note: string | null;
  color: string | null;
  language: string | null;
  allowOverlap: boolean;
  source: string;
  platform: string | null;
}

export interface FieldErrorDto {
  field: string | null;
  kind: string;
  message: string;
}

export function fohClient(server: TestServer) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, options: { as?: string; headers?: Record<string, string> } = {}) =>
    server.call({
      method,
      url,
      as: options.as ?? demo.host,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      ...(options.headers ? { headers: options.headers } : {}),
    });

  /** A unique guest name, so a test finds its own rows in a day's list. */
  const guest = (label = 'Guest') => `${label} ${randomUUID().slice(0, 8)}`;

  async function create(body: Record<string, unknown>, options: { as?: string; headers?: Record<string, string> } = {}): Promise<ReservationDto[]> {
    const reply = await call('POST', '/api/reservations', body, options);
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json() as ReservationDto[];
  }

  /** Creates a booking and returns its rows (primary first). */
  async function book(
    date: string,
    tableNumbers: string[],
    from: [number, number?],
    to: [number, number?],
    extra: Record<string, unknown> = {},
  ): Promise<ReservationDto[]> {
    const customer = (extra.customer as { name: string } | undefined) ?? { name: guest() };
    const name = customer.name;
    const list = await create({
      level: 'Terrace',
      tableNumbers,
      startTime: at(date, from[0], from[1] ?? 0),
      endTime: at(date, to[0], to[1] ?? 0),
      ...extra,
      customer,
    });
    const rows = list.filter((row) => row.customer.name === name);
    expect(rows.length).toBe(tableNumbers.length);
    return rows.sort((a, b) => (a.linkedReservationId === null ? -1 : b.linkedReservationId === null ? 1 : 0));
  }

  async function action(type: string, reservationId: string, actionId = randomUUID(), as?: string): Promise<LightMyRequestResponse> {
    return call('POST', '/api/reservations/actions', { actionId, action: { type, reservationId } }, as ? { as } : {});
  }

  async function get(id: string, as?: string): Promise<ReservationDto> {
    const reply = await call('GET', `/api/reservations/${id}`, undefined, as ? { as } : {});
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json() as ReservationDto;
  }

  return { call, guest, create, book, action, get };
}

export type FohClient = ReturnType<typeof fohClient>;

/** The reservations a successful host action answers with. */
export async function actionReservations(reply: LightMyRequestResponse): Promise<ReservationDto[]> {
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().reservations as ReservationDto[];
}

/** Reads and checks of the file's database that the front-of-house tests share. */
export function databaseChecks(server: TestServer) {
  const { db } = server.database;

  /** A refused request changes no table at all (the actions log and applied_actions included). */
  async function expectUnchanged<T>(run: () => Promise<T>): Promise<T> {
    const before = await snapshotDatabase(db);
    const result = await run();
    expect(tableChanges(before, await snapshotDatabase(db))).toEqual([]);
    return result;
  }

  /** A booking's rows at `demo`: the primary one and the ones linked to it. */
  const rowsOf = (primaryId: string) =>
    db
      .select()
      .from(reservations)
      .where(eq(reservations.restaurantId, 'demo'))
      .then((rows) => rows.filter((row) => row.id === primaryId || row.linkedReservationId === primaryId));

  /** The id of one of `demo`'s tables. */
  async function tableId(level: string, tableNumber: string): Promise<string> {
    const [row] = await db
      .select()
      .from(diningTables)
      .where(and(eq(diningTables.restaurantId, 'demo'), eq(diningTables.level, level), eq(diningTables.tableNumber, tableNumber)));
    if (!row) throw new Error(`no table ${level} ${tableNumber}`);
    return row.id;
  }

  /** The actions log entries about one record, oldest first. */
  const logOf = (id: string) =>
    db
      .select()
      .from(actionsLog)
      .where(eq(actionsLog.entityId, id))
      .then((rows) => rows.sort((a, b) => a.time.getTime() - b.time.getTime()));

  return { expectUnchanged, rowsOf, tableId, logOf };
}

/** The file's server (./file-server.ts) with a client calling it as staff of `demo`, and the shared database checks. */
export async function frontOfHouseServer() {
  const server = await fileServer();
  return { server, foh: fohClient(server), ...databaseChecks(server) };
}
