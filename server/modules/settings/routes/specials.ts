import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../../core/errors';
import { EntityId, IdParams, pageOf } from '../../../../core/schemas/common';
import { SpecialInput } from '../../../../core/schemas/floor';
import { Special } from '../../../../core/schemas/reservations';
import { access } from '../../../platform/http/access';
import { staffContext } from '../../../platform/auth/context';
import { republishAvailability } from '../../publishing';
import { requireTimeslotPermission, slotsKey } from './timeslot-guard';

const tags = ['specials'];
const security = [{ firebase: [] }];
/** Spec §7 GET /specials and /specials/all: query (title text), limit and skip. */
export const SpecialSearchQuery = z.object({
  query: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
/** Spec §7: the update body carries the special's `_id`. */
const SpecialUpdate = SpecialInput.extend({ _id: EntityId.optional() });

// GET /specials (public, enabled only) lives with the booking routes.
export const specialRoutes: FastifyPluginAsyncZod = async (app) => {
  const { specials } = app.services;
  const read = { access: access.staff() };
  const manage = { access: access.staff('ManageAreas') };

  app.get(
    '/specials/all',
    { config: read, schema: { tags, security, summary: 'Every special, searched by title and paged', querystring: SpecialSearchQuery, response: { 200: pageOf(Special) } } },
    async (request) => specials.search(staffContext(request.ctx).restaurantId, request.query),
  );
  app.get('/specials/:id', { config: read, schema: { tags, security, params: IdParams, response: { 200: Special } } }, async (request) =>
    specials.get(staffContext(request.ctx).restaurantId, request.params.id),
  );
  app.post('/specials', { config: manage, schema: { tags, security, body: SpecialInput, response: { 201: Special } } }, async (request, reply) => {
    const { restaurantId } = staffContext(request.ctx);
    requireTimeslotPermission(request.ctx, slotsKey(request.body.timeslots) !== '');
    const special = await specials.create(restaurantId, request.body);
    republishAvailability(app, request, restaurantId);
    return reply.code(201).send(special);
  });
  app.put(
    '/specials/:id',
    { config: manage, schema: { tags, security, params: IdParams, body: SpecialUpdate, response: { 200: Special } } },
    async (request) => {
      const { restaurantId } = staffContext(request.ctx);
      const { _id, ...input } = request.body;
      if (_id !== undefined && _id !== request.params.id) throw new AppError('invalid_request', `The body's _id ${_id} is not the special ${request.params.id}`);
      if (!request.ctx.permissions.has('ManageTimeslots')) {
        const stored = await specials.get(restaurantId, request.params.id);
        requireTimeslotPermission(request.ctx, slotsKey(stored.timeslots) !== slotsKey(input.timeslots));
      }
      const special = await specials.update(restaurantId, request.params.id, input);
      republishAvailability(app, request, restaurantId);
      return special;
    },
  );
  app.delete('/specials/:id', { config: manage, schema: { tags, security, params: IdParams, response: { 200: Special } } }, async (request) => {
    const { restaurantId } = staffContext(request.ctx);
    const special = await specials.remove(restaurantId, request.params.id);
    republishAvailability(app, request, restaurantId);
    return special;
  });
};
