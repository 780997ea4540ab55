import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../../core/errors';
import type { StaffRefusal } from '../../../../core/staff-refusal';
import { ErrorResponse, IdParams, Ok } from '../../../../core/schemas/common';
import { Invite, InviteInput, UpdateUserInput, User, UserType } from '../../../../core/schemas/users';
import { access } from '../../../platform/http/access';
import { routeOptions } from '../../../platform/http/route-group';
import { staffContext } from '../../../platform/auth/context';
import { inviteUser } from './invites';

const options = routeOptions(['users']);

/** A restaurant's users, managed by its staff holding ManageUsers; a role is granted only by someone holding it. */
export const staffUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const { users, roles } = app.services;
  const manage = access.staff('ManageUsers');

  app.get(
    '/users',
    options(manage, { summary: "The restaurant's users", querystring: z.object({ type: UserType.optional() }), response: { 200: z.object({ items: z.array(User) }) } }),
    async (request) => {
      const { restaurantId } = staffContext(request.ctx);
      const rows = await users.listForRestaurant(restaurantId, request.query.type);
      return { items: await Promise.all(rows.map(users.toDto)) };
    },
  );

  // Spec §4: users are created only through invites, so POST /users issues one.
  app.post(
    '/users',
    options(manage, { summary: 'Invite a user (users are created only through invites)', body: InviteInput, response: { 201: Invite } }),
    async (request, reply) => reply.code(201).send(await inviteUser(app, request.ctx, request.body)),
  );

  app.get('/users/:id', options(manage, { params: IdParams, response: { 200: User, 404: ErrorResponse } }), async (request) => {
    const { restaurantId } = staffContext(request.ctx);
    return users.toDto(await users.staffMember(restaurantId, request.params.id));
  });

  app.put('/users/:id', options(manage, { params: IdParams, body: UpdateUserInput, response: { 200: User } }), async (request) => {
    const { restaurantId } = staffContext(request.ctx);
    const target = await users.staffMember(restaurantId, request.params.id);
    await roles.assertGrantable(restaurantId, target.roleId, request.ctx.permissions);
    await roles.assertGrantable(restaurantId, request.body.roleId, request.ctx.permissions);
    return users.toDto(await users.updateStaff(restaurantId, request.params.id, request.body));
  });

  app.delete('/users/:id', options(manage, { params: IdParams, response: { 200: Ok } }), async (request) => {
    const { restaurantId, user } = staffContext(request.ctx);
    if (request.params.id === user.id) throw new AppError('conflict', 'You cannot delete yourself', { params: { reason: 'deleteSelf' } satisfies StaffRefusal });
    const target = await users.staffMember(restaurantId, request.params.id);
    await roles.assertGrantable(restaurantId, target.roleId, request.ctx.permissions);
    await users.softDelete(request.params.id, request.ctx.actingAdminId ?? user.id);
    return { ok: true as const };
  });
};
