// The authorization matrix's routes open to everyone (./authorization-matrix.test.ts): public ones, the guests' routes
// about one restaurant, and those any signed-in user may call.
import { bookingPayload, confirmationsSent } from './api-surface';
import { publicRoute, signedIn, tenant, type Endpoint } from './authorization-policy';

export const publicEndpoints: Record<string, Endpoint> = {
  'GET /api/health': { policy: publicRoute, ok: [200] },
  'GET /api/docs': { policy: publicRoute, ok: [200] },
  'GET /api/client-config': { policy: publicRoute, ok: [200] },
  'GET /api/cities': { policy: publicRoute, ok: [200] },
  'GET /api/cities/:id': { policy: publicRoute, ok: [200], call: async (t) => ({ url: `/api/cities/${await t.city()}` }) },
  'GET /api/restaurant-metadata/all': { policy: publicRoute, ok: [200] },
  'GET /api/restaurant-metadata/:restaurantId': { policy: publicRoute, ok: [200], call: () => ({ url: '/api/restaurant-metadata/demo2' }) },
  'GET /api/slugs/user/:userId': { policy: publicRoute, ok: [200], call: () => ({ url: '/api/slugs/user/creator' }) },
  'GET /api/users/public': { policy: publicRoute, ok: [200] },
  'GET /api/users/validate/affiliate-username/:name': {
    policy: publicRoute,
    ok: [200],
    call: () => ({ url: '/api/users/validate/affiliate-username/matrix-name' }),
  },
  'GET /api/app-config': { policy: tenant, ok: [200] },
  'GET /api/reservations/availability': { policy: tenant, ok: [200] },
  'GET /api/specials': { policy: tenant, ok: [200] },
  // Each caller books its own day; a full slot (409) is still a call the guard let through.
  'POST /api/reservations/request': {
    policy: tenant,
    ok: [201, 409],
    call: () => ({ payload: bookingPayload() }),
    settle: (replies, db) =>
      confirmationsSent(
        db,
        replies.filter((reply) => reply.statusCode === 201).map((reply) => (reply.json() as { reservation: { _id: string } }).reservation._id),
      ),
  },
  'POST /api/waitlist': {
    policy: tenant,
    ok: [201],
    call: (_t, fixtures) => ({ payload: { day: fixtures.fullDay, level: 'Terrace', partySize: 2, customer: bookingPayload().customer } }),
  },
  'GET /api/reservations/LoadReservation': {
    policy: publicRoute,
    ok: [200],
    call: async (t) => ({ url: `/api/reservations/LoadReservation?token=${(await t.reservation()).token}` }),
  },
  'GET /api/reservations/DeleteReservation': {
    policy: publicRoute,
    ok: [200],
    call: async (t) => ({ url: `/api/reservations/DeleteReservation?reservationToken=${(await t.reservation()).token}` }),
  },

  'GET /api/users/me': { policy: signedIn, ok: [200] },
  // Only the affiliate may (re)confirm its own type; everyone else gets invalid_user_type from the handler.
  'POST /api/users/type': { policy: signedIn, ok: [200, 400], call: () => ({ payload: { type: 'Affiliate' } }) },
  'PUT /api/users/me/personal-information': { policy: signedIn, ok: [200], call: () => ({ payload: { firstName: 'Matrix' } }) },
  'PUT /api/users/me/public-information': { policy: signedIn, ok: [200], call: () => ({ payload: { bio: 'Matrix' } }) },
  'POST /api/users/authenticate': { policy: signedIn, ok: [404], call: () => ({ payload: { userId: 'no-such-child', pin: '1234' } }) },
  'GET /api/users/children': { policy: signedIn, ok: [200] },
};
