// The authorization matrix's front-of-house routes (./authorization-matrix.test.ts): reservations, blockers, the staff's
// waitlist, live updates, the offline batch, the actions log and the analytics.
import { randomUUID } from 'node:crypto';
import { localDateOf } from '../../core/time';
import { bookingPayload, staffReservationPayload } from './api-surface';
import { staff, type Endpoint } from './authorization-policy';

export const frontOfHouseEndpoints: Record<string, Endpoint> = {
  // Reads need ReadReservations; changes ReadReservations and ManageReservations.
  'GET /api/reservations': { policy: staff('ReadReservations'), ok: [200] },
  'GET /api/reservations/:id': { policy: staff('ReadReservations'), ok: [200], call: async (t) => ({ url: `/api/reservations/${(await t.reservation()).id}` }) },
  'GET /api/reservations/search': { policy: staff('ReadReservations'), ok: [200], call: () => ({ url: '/api/reservations/search?customerName=Giulia' }) },
  'GET /api/reservations/mapped': { policy: staff('ReadReservations'), ok: [200], call: () => ({ url: `/api/reservations/mapped?date=${localDateOf(new Date(), 'Europe/Berlin')}` }) },
  'GET /api/reservations/matrix': {
    policy: staff('ReadReservations'),
    ok: [200],
    call: () => ({ url: `/api/reservations/matrix?date=${localDateOf(new Date(), 'Europe/Berlin')}&timeslot=720-840` }),
  },
  'GET /api/collisions': { policy: staff('ReadReservations'), ok: [200] },
  'POST /api/reservations': { policy: staff('ReadReservations', 'ManageReservations'), ok: [200], call: () => ({ payload: staffReservationPayload() }) },
  'PUT /api/reservations': {
    policy: staff('ReadReservations', 'ManageReservations'),
    ok: [200],
    call: async (t) => ({ payload: staffReservationPayload({ _id: (await t.reservation()).id, tableNumbers: ['T1'] }) }),
  },
  'POST /api/reservations/swap': {
    policy: staff('ReadReservations', 'ManageReservations'),
    ok: [200],
    call: async (t) => ({ payload: { reservationIdA: (await t.reservation()).id, tableId: await t.table() } }),
  },
  'POST /api/reservations/actions': {
    policy: staff('ReadReservations', 'ManageReservations'),
    ok: [200],
    call: async (t) => ({ payload: { actionId: randomUUID(), action: { type: 'markLate', reservationId: (await t.reservation()).id } } }),
  },
  'POST /api/reservations/:id/checkin': {
    policy: staff('ReadReservations', 'ManageReservations'),
    ok: [200],
    call: async (t) => ({ url: `/api/reservations/${(await t.reservation()).id}/checkin`, payload: { checkedIn: true } }),
  },
  'DELETE /api/reservations/:id': {
    policy: staff('ReadReservations', 'ManageReservations'),
    ok: [200],
    call: async (t) => ({ url: `/api/reservations/${(await t.reservation()).id}` }),
  },
  'GET /api/blockers': { policy: staff('ManageBlockers'), ok: [200] },
  'GET /api/blockers/mapped': { policy: staff('ManageBlockers'), ok: [200], call: () => ({ url: '/api/blockers/mapped?date=2098-01-01' }) },
  'GET /api/blockers/matrix': { policy: staff('ManageBlockers'), ok: [200], call: () => ({ url: '/api/blockers/matrix?date=2098-01-01' }) },
  'POST /api/blockers': {
    policy: staff('ManageBlockers'),
    ok: [201],
    call: () => ({ payload: { start: '2098-02-01T12:00:00.000Z', end: '2098-02-01T14:00:00.000Z', level: 'Terrace', note: 'Matrix' } }),
  },
  'PUT /api/blockers/:id': {
    policy: staff('ManageBlockers'),
    ok: [200],
    call: async (t) => ({ url: `/api/blockers/${await t.blocker()}`, payload: { start: '2098-02-02T12:00:00.000Z', end: '2098-02-02T15:00:00.000Z' } }),
  },
  'PUT /api/blockers': {
    policy: staff('ManageBlockers'),
    ok: [200],
    call: async (t) => ({ payload: { _id: await t.blocker(), start: '2098-02-03T12:00:00.000Z', end: '2098-02-03T15:00:00.000Z', level: 'Terrace', tableNumbers: ['T2'] } }),
  },
  'DELETE /api/blockers/:id': { policy: staff('ManageBlockers'), ok: [200], call: async (t) => ({ url: `/api/blockers/${await t.blocker()}` }) },
  'GET /api/waitlist': { policy: staff('ReadReservations'), ok: [200] },
  'PUT /api/waitlist/:id': {
    policy: staff('ReadReservations', 'ManageReservations'),
    ok: [200],
    call: async (t) => ({ url: `/api/waitlist/${await t.waitlistEntry()}`, payload: { day: '2031-05-18', partySize: 3, customer: bookingPayload().customer } }),
  },
  'DELETE /api/waitlist/:id': { policy: staff('ReadReservations', 'ManageReservations'), ok: [200], call: async (t) => ({ url: `/api/waitlist/${await t.waitlistEntry()}` }) },
  'POST /api/waitlist/:id/reservation': {
    policy: staff('ReadReservations', 'ManageReservations'),
    ok: [200],
    call: async (t) => {
      const { startTime, endTime } = staffReservationPayload();
      return { url: `/api/waitlist/${await t.waitlistEntry()}/reservation`, payload: { level: 'Terrace', tableNumbers: ['T3'], startTime, endTime } };
    },
  },
  // Live updates: a stream the admitted callers' requests open (read to its head; api-surface.ts headOfStream).
  'GET /api/events': { policy: staff('ReadReservations'), ok: [200] },
  // The offline queue's batch: any member of the restaurant; each item then needs its own route's permission.
  'POST /api/sync/batch': {
    policy: staff(),
    ok: [200],
    call: async (t) => {
      const id = randomUUID();
      return { payload: { items: [{ id, command: { kind: 'action', action: { type: 'markLate', reservationId: (await t.reservation()).id } } }] } };
    },
  },
  'GET /api/actionsLog': { policy: staff('ReadReservations', 'ManageReservations', 'ManageTables'), ok: [200] },
  'GET /api/actionsLog/platform-staff': { policy: staff('ReadReservations', 'ManageReservations', 'ManageTables'), ok: [200] },
  'PUT /api/actionsLog/:id': {
    policy: staff('ReadReservations', 'ManageReservations', 'ManageTables'),
    ok: [200],
    call: async (t) => ({ url: `/api/actionsLog/${await t.logEntry()}`, payload: { read: true } }),
  },
  // Analytics (docs/decisions/010): the owner's figures need ViewAnalytics; the kitchen screen ReadReservations and
  // ViewKitchen, which the Host role lacks.
  'GET /api/analytics/bookings': { policy: staff('ViewAnalytics'), ok: [200], call: () => ({ url: '/api/analytics/bookings?startDate=2026-03-01&endDate=2026-03-31' }) },
  'GET /api/analytics/kitchen': { policy: staff('ReadReservations', 'ViewKitchen'), ok: [200] },
};
