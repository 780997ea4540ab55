// The restaurant's programme beyond the ledger (docs/decisions/014-affiliates.md): joining or leaving it is the
// owner's (ManageRoles, as the terms are); the referred bookings that earn nothing are a figure (ViewAnalytics); the
// spend at a referred visit is entered by whoever runs the floor (ManageReservations) and read with the reservation.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ProgrammeMembership, ReferredVisitFacts, UnearnedReferral, VisitSpendInput } from '../../../../core/schemas/affiliates';
import { EntityId } from '../../../../core/schemas/common';
import { staffContext } from '../../../platform/auth/context';
import { access } from '../../../platform/http/access';
import { routeOptions } from '../../../platform/http/route-group';

const options = routeOptions(['affiliates']);
const VisitParams = z.object({ reservationId: EntityId });

export const visitRoutes: FastifyPluginAsyncZod = async (app) => {
  const { programmeVisits } = app.services;

  app.put(
    '/affiliates/programme',
    options(access.staff('ManageRoles'), { summary: 'Join or leave the creator programme; leaving pauses the terms in force', body: ProgrammeMembership, response: { 200: ProgrammeMembership } }),
    async (request) => {
      const { restaurantId, user } = staffContext(request.ctx);
      return programmeVisits.setMembership(restaurantId, request.body.joined, user.id);
    },
  );

  app.get(
    '/affiliates/unearned',
    options(access.staff('ViewAnalytics'), { summary: 'Referred bookings that earn nothing, with the reason, newest visit first', querystring: z.object({ affiliateUserId: z.string().min(1).max(128).optional() }), response: { 200: z.object({ items: z.array(UnearnedReferral) }) } }),
    async (request) => ({ items: await programmeVisits.unearned(staffContext(request.ctx).restaurantId, request.query.affiliateUserId) }),
  );

  app.get(
    '/affiliates/visits/:reservationId',
    options(access.staff('ReadReservations'), { summary: 'A referred visit: its spend and what it earns', params: VisitParams, response: { 200: ReferredVisitFacts } }),
    async (request) => programmeVisits.visit(staffContext(request.ctx).restaurantId, request.params.reservationId),
  );

  app.put(
    '/affiliates/visits/:reservationId/spend',
    options(access.staff('ManageReservations'), { summary: "Enter what a checked-in referred table spent; reconciles the booking's commission", params: VisitParams, body: VisitSpendInput, response: { 200: ReferredVisitFacts } }),
    async (request) => programmeVisits.enterSpend(staffContext(request.ctx).restaurantId, request.params.reservationId, request.body.spend),
  );
};
