// Blockers (spec §7): list, mapped and matrix by date, create, update, delete; permission ManageBlockers.
// Every change goes through ./change-reply.ts (actions log, idempotency, republished availability).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../../core/errors';
import { IdParams } from '../../../../core/schemas/common';
import { Blocker, BlockerInput, BlockerMatrix, IdempotencyHeaders, LocalDateQuery } from '../../../../core/schemas/front-of-house';
import { access } from '../../../platform/http/access';
import { routeOptions } from '../../../platform/http/route-group';
import { staffContext } from '../../../platform/auth/context';
import { changeRoutes, sendChange } from './change-reply';

const tags = ['blockers'];
const options = routeOptions(tags);
const manage = access.staff('ManageBlockers');
const DateQuery = z.object({ date: LocalDateQuery });

export const blockerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { blockers, reservationViews } = app.services;

  app.get(
    '/blockers',
    options(manage, {
      summary: 'Blockers overlapping a restaurant-local day; without a date, those not over yet',
      querystring: z.object({ date: LocalDateQuery.optional() }),
      response: { 200: z.object({ items: z.array(Blocker) }) },
    }),
    async (request) => ({ items: await blockers.list(staffContext(request.ctx).restaurantId, request.query.date) }),
  );
  app.get(
    '/blockers/mapped',
    options(manage, { summary: "The day's blockers by id", querystring: DateQuery, response: { 200: z.record(z.string(), Blocker) } }),
    async (request) => {
      const items = await blockers.list(staffContext(request.ctx).restaurantId, request.query.date);
      return Object.fromEntries(items.map((item) => [item._id, item]));
    },
  );
  app.get(
    '/blockers/matrix',
    options(manage, { summary: "The day's table timeline with blockers only", querystring: DateQuery.extend({ areas: z.string().max(2000).optional() }), response: { 200: BlockerMatrix } }),
    async (request) => reservationViews.matrix(staffContext(request.ctx).restaurantId, request.query, false),
  );
  const staffChange = changeRoutes(app, { access: manage, tags });
  staffChange({ method: 'POST', url: '/blockers' }, { body: BlockerInput, response: { 201: Blocker } }, (change, { body }) => blockers.create(change, body));
  staffChange({ method: 'PUT', url: '/blockers/:id' }, { params: IdParams, body: BlockerInput, response: { 200: Blocker } }, (change, { params, body }) =>
    blockers.update(change, params.id, body),
  );
  app.put(
    '/blockers',
    options(manage, { summary: 'Updates the blocker named by the body\'s _id', headers: IdempotencyHeaders, body: BlockerInput, response: { 200: Blocker } }),
    async (request, reply) => {
      const id = request.body._id;
      // Spec §5, verbatim.
      if (!id) throw new AppError('invalid_request', 'Cant update a blocker without an _id');
      return sendChange(app, request, reply, (change) => blockers.update(change, id, request.body));
    },
  );
  staffChange({ method: 'DELETE', url: '/blockers/:id' }, { params: IdParams, response: { 200: Blocker } }, (change, { params }) =>
    blockers.remove(change, params.id),
  );
};
