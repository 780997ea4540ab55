import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../../core/errors';
import { EntityId, IdParams, pageOf } from '../../../../core/schemas/common';
import { SpecialInput } from '../../../../core/schemas/floor';
import { Special } from '../../../../core/schemas/reservations';
import { access } from '../../../platform/http/access';
import { staffContext } from '../../../platform/auth/context';
import { routeOptions, staffReads } from '../../../platform/http/route-group';
import { floorRoutes } from './floor-routes';
import { guardTimeslots, slotsKey } from './timeslot-guard';

const tags = ['specials'];
const options = routeOptions(tags);
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
  const read = access.staff();

  staffReads(app, options)('/specials/all', read, { summary: 'Every special, searched by title and paged', querystring: SpecialSearchQuery, response: pageOf(Special) }, specials.search);
  app.get('/specials/:id', options(read, { params: IdParams, response: { 200: Special } }), async (request) =>
    specials.get(staffContext(request.ctx).restaurantId, request.params.id),
  );
  // Changing a special's timeslots needs ManageTimeslots as well (./timeslot-guard.ts).
  const storedSlots = async (restaurantId: string, id: string) => slotsKey((await specials.get(restaurantId, id)).timeslots);
  const writes = guardTimeslots(specials, (input: z.output<typeof SpecialInput>) => slotsKey(input.timeslots), storedSlots);
  floorRoutes(app, {
    path: '/specials',
    tags,
    manage: 'ManageAreas',
    item: Special,
    body: SpecialInput,
    updateBody: SpecialUpdate,
    service: {
      // GET /specials/all and /specials/:id above stand for the list.
      remove: specials.remove,
      create: writes.create,
      update: async (restaurantId, id, { _id, ...input }, ctx) => {
        if (_id !== undefined && _id !== id) throw new AppError('invalid_request', `The body's _id ${_id} is not the special ${id}`);
        return writes.update(restaurantId, id, input, ctx);
      },
    },
  });
};
