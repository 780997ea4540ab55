import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams } from '../../../../core/schemas/common';
import { AreaGroup, AreaGroupInput } from '../../../../core/schemas/floor';
import { access } from '../../../platform/http/access';
import { staffContext } from '../../../platform/auth/context';
import { republishAvailability } from '../../publishing';

const tags = ['area-groups'];
const security = [{ firebase: [] }];

export const areaGroupRoutes: FastifyPluginAsyncZod = async (app) => {
  const { areaGroups } = app.services;
  // Any staff member reads the groups (a host books a phone guest into one); changing them needs ManageAreas.
  const read = { access: access.staff() };
  const manage = { access: access.staff('ManageAreas') };

  app.get('/area-groups', { config: read, schema: { tags, security, response: { 200: z.object({ items: z.array(AreaGroup) }) } } }, async (request) => ({
    items: await areaGroups.list(staffContext(request.ctx).restaurantId),
  }));
  app.post('/area-groups', { config: manage, schema: { tags, security, body: AreaGroupInput, response: { 201: AreaGroup } } }, async (request, reply) => {
    const { restaurantId } = staffContext(request.ctx);
    const group = await areaGroups.create(restaurantId, request.body);
    republishAvailability(app, request, restaurantId);
    return reply.code(201).send(group);
  });
  app.put(
    '/area-groups/:id',
    { config: manage, schema: { tags, security, params: IdParams, body: AreaGroupInput, response: { 200: AreaGroup } } },
    async (request) => {
      const { restaurantId } = staffContext(request.ctx);
      const group = await areaGroups.update(restaurantId, request.params.id, request.body);
      republishAvailability(app, request, restaurantId);
      return group;
    },
  );
  app.delete('/area-groups/:id', { config: manage, schema: { tags, security, params: IdParams, response: { 200: AreaGroup } } }, async (request) => {
    const { restaurantId } = staffContext(request.ctx);
    const group = await areaGroups.remove(restaurantId, request.params.id);
    republishAvailability(app, request, restaurantId);
    return group;
  });
};
