// Valid examples of the booking and front-of-house routes for the malformed-input probes (./malformed-input.test.ts):
// the guests' booking, waitlist and manage link, and the staff's reservations, blockers, waitlist, actions log, offline
// batch and live updates.
import { randomUUID } from 'node:crypto';
import { bookingPayload, confirmationsSent, staffReservationPayload } from './api-surface';
import type { Example } from './malformed-input-probes';

/** Records made once for the probes, which bodies that must name a record use. */
export interface BookingFixtures {
  /** A day the demo is fully booked (the waitlist takes guests only for such a day). */
  waitlistDay: string;
  /** A reservation to edit, one to move, one to act on, a blocker and a table. */
  edited: string;
  moved: string;
  acted: string;
  blocker: string;
  table: string;
}

export const bookingExamples = (fixtures: BookingFixtures): Record<string, Example> => ({
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
    body: () => ({ day: fixtures.waitlistDay, level: 'Terrace', partySize: 4, customer: bookingPayload().customer, note: 'Probe', language: 'de' }),
    ok: [201],
  },
  'GET /api/reservations/LoadReservation': { query: async (t) => ({ token: (await t.reservation()).token }) },
  'GET /api/reservations/DeleteReservation': { query: async (t) => ({ reservationToken: (await t.reservation()).token }) },
  'POST /api/reservations/:id/email/confirmation': { params: async (t) => ({ id: (await t.reservation()).id }) },
  // Front of house. Bodies that must name a record use the fixtures made once for the probes; every new staff
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
  'GET /api/actionsLog/platform-staff': { query: () => ({ page: '0' }) },
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
  'GET /api/analytics/bookings': { query: () => ({ startDate: '2026-03-01', endDate: '2026-03-31', platform: 'mobile', interval: 'week' }) },
  'GET /api/analytics/kitchen': { query: () => ({ date: '2026-03-26', areas: 'Terrace,Dining Room' }) },
});
