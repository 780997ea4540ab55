import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams, Ok } from '../../../../core/schemas/common';
import { Role, RoleInput } from '../../../../core/schemas/users';
import { access } from '../../../platform/http/access';
import { routeOptions } from '../../../platform/http/route-group';
import { staffContext } from '../../../platform/auth/context';

const options = routeOptions(['roles']);

export const roleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { roles } = app.services;
  const manage = access.staff('ManageRoles');

  app.get('/roles', options(manage, { response: { 200: z.object({ items: z.array(Role) }) } }), async (request) => ({
    items: await roles.list(staffContext(request.ctx).restaurantId),
  }));
  app.get('/roles/:id', options(manage, { params: IdParams, response: { 200: Role } }), async (request) =>
    roles.get(staffContext(request.ctx).restaurantId, request.params.id),
  );
  app.post('/roles', options(manage, { body: RoleInput, response: { 201: Role } }), async (request, reply) =>
    reply.code(201).send(await roles.create(staffContext(request.ctx).restaurantId, request.body)),
  );
  app.put('/roles/:id', options(manage, { params: IdParams, body: RoleInput, response: { 200: Role } }), async (request) =>
    roles.update(staffContext(request.ctx).restaurantId, request.params.id, request.body),
  );
  app.delete('/roles/:id', options(manage, { params: IdParams, response: { 200: Ok } }), async (request) => {
    const { restaurantId, user } = staffContext(request.ctx);
    await roles.remove(restaurantId, request.params.id, request.ctx.actingAdminId ?? user.id);
    return { ok: true as const };
  });
};
