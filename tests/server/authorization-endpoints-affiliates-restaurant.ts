// The authorization matrix's routes of the restaurant's programme beyond the ledger (./authorization-matrix.test.ts;
// docs/decisions/014-affiliates.md): joining or leaving is the owner's ManageRoles, the bookings that earn nothing a
// figure (ViewAnalytics); a referred visit is read with the reservations (ReadReservations) and its spend entered by
// the floor (ManageReservations).
import { staff, type Endpoint } from './authorization-policy';

export const affiliateRestaurantEndpoints: Record<string, Endpoint> = {
  // The demo is in the programme: joining again changes nothing.
  'PUT /api/affiliates/programme': { policy: staff('ManageRoles'), ok: [200], call: () => ({ payload: { joined: true } }) },
  'GET /api/affiliates/unearned': { policy: staff('ViewAnalytics'), ok: [200] },
  'GET /api/affiliates/visits/:reservationId': { policy: staff('ReadReservations'), ok: [404], call: () => ({ url: '/api/affiliates/visits/no-such-booking' }) },
  'PUT /api/affiliates/visits/:reservationId/spend': {
    policy: staff('ManageReservations'),
    ok: [404],
    call: () => ({ url: '/api/affiliates/visits/no-such-booking/spend', payload: { spend: 4_200 } }),
  },
};
