// What the public booking API tests share (spec §4/§5/§7): restaurant-local days and slots at `demo`, a guest's
// booking body, the answers' shapes, and the guest's calls. Every booking is for tomorrow or later (restaurant-local),
// so the same-day cutoff never decides an outcome.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { addDays, localDateOf, toInstant, weekdayOf } from '../../core/time';
import { reservations } from '../../server/platform/db/schema';
import type { TestServer } from '../support/test-server';
import { fileServer } from './file-server';
import { databaseChecks, zone } from './front-of-house-kit';

export const today = localDateOf(new Date(), zone);
export const tomorrow = addDays(today, 1);
export const yesterday = addDays(today, -1);
export const h = (hours: number, minutes = 0) => hours * 60 + minutes;
/** A day as the server words it for guests ("Friday, November 27, 2026"). */
export const longDay = (day: string, language: string) =>
  new Intl.DateTimeFormat(language, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
export const slotKey = (start: number, end: number) => `${start}-${end}`;
export const slotOf = (date: string, start: number, end: number) => ({
  startTime: toInstant(date, start, zone).toISOString(),
  endTime: toInstant(date, end, zone).toISOString(),
});
/** The first date from `from` (tomorrow) on that is one of the weekdays (the demo tasting menu runs Thursday to Saturday). */
export function nextDateOn(days: string[], from = tomorrow): string {
  let date = from;
  while (!days.includes(weekdayOf(date))) date = addDays(date, 1);
  return date;
}

export const guest = (name = 'Online Guest') => ({ name, phone: '+49 151 2345678', email: `guest-${randomUUID()}@example.test` });
export type Body = Record<string, unknown>;
export const bookingBody = (overrides: Body = {}): Body => ({
  customer: guest(),
  partySize: 2,
  ...slotOf(tomorrow, h(12), h(14)),
  level: 'Terrace',
  language: 'en',
  ...overrides,
});

export interface Booked {
  reservation: {
    _id: string;
    restaurantId: string;
    timeZone: string;
    level: string;
    partySize: number;
    startTime: string;
    endTime: string;
    tables: string[];
    specialId: string | null;
    areaGroupId: string | null;
    createdAt: string;
    cancelled: boolean;
    token: string;
    customer: { name: string; phone: string; email: string };
  };
  manageUrl: string;
}
type SlotSizes = Record<string, number[]>;
export interface Availability {
  areas: { id: string; name: string; sorting: number }[];
  areaGroups: { id: string; areaIds: string[] }[];
  allPartySizes: number[];
  availability: Record<string, Record<string, SlotSizes>>;
  areaGroupAvailability: Record<string, Record<string, SlotSizes>>;
  specialAvailability: Record<string, Record<string, SlotSizes>>;
  sameDayCutoffHourUTC: number;
  today: string;
  timeZone: string;
}

/**
 * The file's server, with `demo`'s files published: the app publishes every restaurant's at start-up, the test server
 * does not start that loop.
 */
export async function bookingServer() {
  const server = await fileServer();
  await server.app.services.publishing.publishRestaurant('demo');
  return { server, ...guestCalls(server) };
}

/** The guest's calls to the booking API, and what the tests read back from the database. */
function guestCalls(server: TestServer) {
  const request = (payload: Body, restaurant = 'demo') => server.call({ method: 'POST', url: '/api/reservations/request', restaurant, payload });
  async function book(payload: Body, restaurant = 'demo'): Promise<Booked> {
    const reply = await request(payload, restaurant);
    expect(reply.statusCode, reply.body).toBe(201);
    return reply.json() as Booked;
  }
  const availability = async (restaurant = 'demo', date?: string): Promise<Availability> => {
    const reply = await server.call({ method: 'GET', url: '/api/reservations/availability', restaurant, ...(date ? { query: { date } } : {}) });
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json() as Availability;
  };
  const publishedFile = async (restaurant = 'demo'): Promise<Availability & { publishedAt: string }> => {
    // Publishing follows a change asynchronously (coalesced); wait until it has caught up.
    await server.app.services.publishing.settled(restaurant);
    const reply = await server.app.inject({ method: 'GET', url: `/files/availability/${restaurant}.json` });
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json() as Availability & { publishedAt: string };
  };
  const cancel = (token: string) => server.call({ method: 'GET', url: '/api/reservations/DeleteReservation', query: { reservationToken: token } });
  const load = (token: string) => server.call({ method: 'GET', url: '/api/reservations/LoadReservation', query: { token } });
  const reservationCount = async () => (await server.database.db.select({ id: reservations.id }).from(reservations)).length;
  const { rowsOf } = databaseChecks(server);
  return { request, book, availability, publishedFile, cancel, load, rowsOf, reservationCount };
}
