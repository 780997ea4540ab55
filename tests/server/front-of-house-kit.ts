// Helpers shared by the front-of-house API tests (issue 6): calls as staff of `demo`, days far enough ahead that the
// clock never matters, and typed replies.
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { addDays, localDateOf, toInstant } from '../../core/time';
import { demo, type TestServer } from '../support/test-server';

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
