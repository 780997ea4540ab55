import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams } from '../../../../core/schemas/common';
import { Area, AreaInput } from '../../../../core/schemas/floor';
import { access } from '../../../platform/http/access';
import { staffContext } from '../../../platform/auth/context';
import { republishAvailability } from '../../publishing';
import { requireTimeslotPermission, weekSlotsKey } from './timeslot-guard';

const tags = ['areas'];
const security = [{ firebase: [] }];

export const areaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { areas } = app.services;
  const read = { access: access.staff() };
  // Changing an area's timeslots needs ManageTimeslots as well (./timeslot-guard.ts).
  const manage = { access: access.staff('ManageAreas') };

  app.get('/areas', { config: read, schema: { tags, security, response: { 200: z.object({ items: z.array(Area) }) } } }, async (request) => ({
    items: await areas.list(staffContext(request.ctx).restaurantId),
  }));
  app.post('/areas', { config: manage, schema: { tags, security, body: AreaInput, response: { 201: Area } } }, async (request, reply) => {
    const { restaurantId } = staffContext(request.ctx);
    requireTimeslotPermission(request.ctx, weekSlotsKey(request.body.timeslots) !== '');
    const area = await areas.create(restaurantId, request.body);
    republishAvailability(app, request, restaurantId);
    return reply.code(201).send(area);
  });
  app.put('/areas/:id', { config: manage, schema: { tags, security, params: IdParams, body: AreaInput, response: { 200: Area } } }, async (request) => {
    const { restaurantId } = staffContext(request.ctx);
    if (!request.ctx.permissions.has('ManageTimeslots')) {
      const stored = (await areas.list(restaurantId)).find((area) => area._id === request.params.id);
      requireTimeslotPermission(request.ctx, stored !== undefined && weekSlotsKey(stored.timeslots) !== weekSlotsKey(request.body.timeslots));
    }
    const area = await areas.update(restaurantId, request.params.id, request.body);
    republishAvailability(app, request, restaurantId);
    return area;
  });
  app.delete('/areas/:id', { config: manage, schema: { tags, security, params: IdParams, response: { 200: Area } } }, async (request) => {
    const { restaurantId } = staffContext(request.ctx);
    const area = await areas.remove(restaurantId, request.params.id);
    republishAvailability(app, request, restaurantId);
    return area;
  });
};
