import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../../core/errors';
import { AuthenticateChildInput, AuthenticateChildResponse, CreateChildInput, User } from '../../../../core/schemas/users';
import { access } from '../../../platform/http/access';
import { routeOptions } from '../../../platform/http/route-group';
import { staffContext } from '../../../platform/auth/context';

const options = routeOptions(['users']);

/** Child users (spec §4): signing one in with its PIN, listing them, and adding one below the signed-in account. */
export const childUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const { users, roles } = app.services;

  app.post(
    '/users/authenticate',
    options(access.signedIn, { summary: 'Authenticate a child user with its PIN', body: AuthenticateChildInput, response: { 200: AuthenticateChildResponse } }),
    async (request) => {
      const parent = request.ctx.signedIn?.parentUserId ? await users.findById(request.ctx.signedIn.parentUserId) : request.ctx.signedIn;
      if (!parent) throw new AppError('unknown_user', 'Sign in first');
      return users.authenticateChild(parent, request.body.userId, request.body.pin);
    },
  );

  app.get('/users/children', options(access.signedIn, { response: { 200: z.object({ items: z.array(User) }) } }), async (request) => {
    const account = request.ctx.signedIn;
    const parentId = account?.parentUserId ?? account?.id;
    const children = parentId ? await users.childrenOf(parentId) : [];
    return { items: await Promise.all(children.map(users.toDto)) };
  });

  app.post(
    '/users/children',
    options(access.staff('ManageUsers'), { summary: 'Add a PIN-protected child user below the signed-in account', body: CreateChildInput, response: { 201: User } }),
    async (request, reply) => {
      const { restaurantId, user } = staffContext(request.ctx);
      await roles.assertGrantable(restaurantId, request.body.roleId, request.ctx.permissions);
      const child = await users.createChild(user, restaurantId, request.body);
      return reply.code(201).send(await users.toDto(child));
    },
  );
};
