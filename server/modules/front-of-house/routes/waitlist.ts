// The staff waitlist (spec §7 GET/PUT/DELETE /waitlist); guests join with POST /waitlist (../../booking/routes.ts).
// Turning an entry into a reservation emails the guest in their language once the change is committed.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams, pageOf } from '../../../../core/schemas/common';
import { IdempotencyHeaders, LocalDateQuery, WaitlistConversion, WaitlistConversionResponse } from '../../../../core/schemas/front-of-house';
import { WaitlistEntry, WaitlistRequest } from '../../../../core/schemas/reservations';
import { access } from '../../../platform/http/access';
import { routeOptions, staffReads } from '../../../platform/http/route-group';
import { staffContext } from '../../../platform/auth/context';
import { changeRoutes, formErrorHandler, runChange, sendApplied } from './change-reply';

const tags = ['waitlist'];
const options = routeOptions(tags);
const read = access.staff('ReadReservations');
const manage = access.staff('ReadReservations', 'ManageReservations');

const WaitlistQuery = z.object({
  day: LocalDateQuery.optional(),
  level: z.string().max(120).optional(),
  partySize: z.coerce.number().int().min(1).max(500).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

export const waitlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const { waitlistStaff } = app.services;

  staffReads(app, options)('/waitlist', read, { summary: 'Guests waiting (not yet given a table), oldest first', querystring: WaitlistQuery, response: pageOf(WaitlistEntry) }, waitlistStaff.list);
  const staffChange = changeRoutes(app, { access: manage, tags });
  staffChange({ method: 'PUT', url: '/waitlist/:id' }, { params: IdParams, body: WaitlistRequest, response: { 200: WaitlistEntry } }, (change, { params, body }) =>
    waitlistStaff.update(change, params.id, body),
  );
  staffChange({ method: 'DELETE', url: '/waitlist/:id' }, { params: IdParams, response: { 200: WaitlistEntry } }, (change, { params }) =>
    waitlistStaff.remove(change, params.id),
  );
  app.post(
    '/waitlist/:id/reservation',
    {
      ...options(manage, {
        summary: 'Gives a waiting guest a table (a reservation, as staff make them) and emails the guest',
        headers: IdempotencyHeaders,
        params: IdParams,
        body: WaitlistConversion,
        response: { 200: WaitlistConversionResponse },
      }),
      errorHandler: formErrorHandler(WaitlistConversion),
    },
    async (request, reply) => {
      const { restaurantId } = staffContext(request.ctx);
      const applied = await runChange(app, request, (change) => waitlistStaff.convert(change, request.params.id, request.body));
      // The email follows the commit (once: a replay sends nothing) and never undoes the reservation.
      if (!applied.replayed) await waitlistStaff.notifyGuest(restaurantId, applied.body, request.log);
      return sendApplied(reply, applied);
    },
  );
};
