// Dates and instants far outside any restaurant's calendar (year 9999, year 1) are bad input: every endpoint that
// takes a date or an instant answers 400 invalid_request and changes nothing, never 500. The range lives in the shared
// schemas (core/schemas/common.ts), so an endpoint that takes a date gets it by using them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestYear, earliestYear } from '../../core/schemas/common';
import { createTestServer, demo, type TestServer } from '../support/test-server';
import { snapshotDatabase, tableChanges } from './api-surface';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const customer = { name: 'Far Future', phone: '+49 151 2345678', email: 'far-future@example.test' };
type Probe = { name: string; method: 'GET' | 'POST'; url: string; staff: boolean; query?: (date: string) => Record<string, string>; body?: (date: string) => Record<string, unknown> };

// Every route that takes a restaurant-local date or an instant (grep the routes for date, day, startTime, start).
const probes: Probe[] = [
  { name: 'availability', method: 'GET', url: '/api/reservations/availability', staff: false, query: (date) => ({ date }) },
  { name: 'reservations mapped', method: 'GET', url: '/api/reservations/mapped', staff: true, query: (date) => ({ date }) },
  { name: 'reservations matrix', method: 'GET', url: '/api/reservations/matrix', staff: true, query: (date) => ({ date }) },
  { name: 'reservations from', method: 'GET', url: '/api/reservations', staff: true, query: (date) => ({ startTime: `${date}T12:00:00Z` }) },
  { name: 'collisions', method: 'GET', url: '/api/collisions', staff: true, query: (date) => ({ date }) },
  { name: 'blockers', method: 'GET', url: '/api/blockers', staff: true, query: (date) => ({ date }) },
  { name: 'blockers mapped', method: 'GET', url: '/api/blockers/mapped', staff: true, query: (date) => ({ date }) },
  { name: 'blockers matrix', method: 'GET', url: '/api/blockers/matrix', staff: true, query: (date) => ({ date }) },
  { name: 'staff waitlist', method: 'GET', url: '/api/waitlist', staff: true, query: (date) => ({ day: date }) },
  {
    name: 'guest booking',
    method: 'POST',
    url: '/api/reservations/request',
    staff: false,
    body: (date) => ({ customer, partySize: 2, level: 'Terrace', startTime: `${date}T10:00:00Z`, endTime: `${date}T12:00:00Z` }),
  },
  { name: 'guest waitlist', method: 'POST', url: '/api/waitlist', staff: false, body: (date) => ({ day: date, partySize: 2, customer }) },
  { name: 'blocker', method: 'POST', url: '/api/blockers', staff: true, body: (date) => ({ start: `${date}T10:00:00Z`, end: `${date}T12:00:00Z` }) },
  {
    name: 'staff reservation',
    method: 'POST',
    url: '/api/reservations',
    staff: true,
    body: (date) => ({ customer: { name: 'Far Future' }, partySize: 2, level: 'Terrace', tableNumbers: ['1'], startTime: `${date}T10:00:00Z`, endTime: `${date}T12:00:00Z` }),
  },
];

describe('dates beyond the range the calendar takes', () => {
  it(`keeps the range in years ${earliestYear}–${latestYear}`, () => {
    expect(earliestYear).toBeLessThanOrEqual(2000);
    expect(latestYear).toBeGreaterThanOrEqual(2100);
  });

  for (const date of ['9999-12-31', '0001-01-01', `${latestYear + 1}-01-01`]) {
    it(`answers 400 invalid_request on every endpoint for ${date}, and stores nothing`, async () => {
      const before = await snapshotDatabase(server.database.db);
      for (const probe of probes) {
        const reply = await server.call({
          method: probe.method,
          url: probe.url,
          restaurant: 'demo',
          ...(probe.staff ? { as: demo.owner } : {}),
          ...(probe.query ? { query: probe.query(date) } : {}),
          ...(probe.body ? { payload: probe.body(date) } : {}),
        });
        expect(reply.statusCode, `${probe.name}: ${reply.body}`).toBe(400);
        expect(reply.json<{ error: string }>().error, probe.name).toBe('invalid_request');
      }
      expect(tableChanges(before, await snapshotDatabase(server.database.db))).toEqual([]);
    });
  }

  it('still takes the last day of the range', async () => {
    const date = `${latestYear}-12-31`;
    for (const probe of probes.filter((p) => p.method === 'GET')) {
      const reply = await server.call({ method: 'GET', url: probe.url, restaurant: 'demo', ...(probe.staff ? { as: demo.owner } : {}), query: probe.query?.(date) ?? {} });
      expect(reply.statusCode, `${probe.name}: ${reply.body}`).toBe(200);
    }
  });
});
