import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Ok } from '../../../../core/schemas/common';
import { Invite, InviteInput } from '../../../../core/schemas/users';
import { access } from '../../../platform/http/access';
import { routeOptions } from '../../../platform/http/route-group';
import { staffContext, type RequestContext } from '../../../platform/auth/context';

const options = routeOptions(['invites']);
const CodeParams = z.object({ code: z.string().min(1).max(128).regex(/^[A-Za-z0-9_-]+$/) });

/** Invites a user (spec §4) with a role the caller may grant: POST /users/invites, and POST /users (./staff-users.ts). */
export async function inviteUser(app: Parameters<FastifyPluginAsyncZod>[0], ctx: RequestContext, input: z.output<typeof InviteInput>) {
  const { restaurantId } = staffContext(ctx);
  await app.services.roles.assertGrantable(restaurantId, input.roleId, ctx.permissions);
  return app.services.invites.create(restaurantId, input);
}

export const inviteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { invites, roles } = app.services;
  const manage = access.staff('ManageUsers');

  app.get('/users/invites', options(manage, { summary: 'Open invites', response: { 200: z.object({ items: z.array(Invite) }) } }), async (request) => ({
    items: await invites.list(staffContext(request.ctx).restaurantId),
  }));

  app.post(
    '/users/invites',
    options(manage, { summary: 'Invite a user; valid for 7 days', body: InviteInput, response: { 201: Invite } }),
    async (request, reply) => reply.code(201).send(await inviteUser(app, request.ctx, request.body)),
  );

  app.put(
    '/users/invites/:code',
    options(manage, { summary: 'Edit a draft invite (one with a code must be deleted and recreated)', params: CodeParams, body: InviteInput, response: { 200: Invite } }),
    async (request) => {
      const { restaurantId } = staffContext(request.ctx);
      await roles.assertGrantable(restaurantId, request.body.roleId, request.ctx.permissions);
      return invites.update(restaurantId, request.params.code, request.body);
    },
  );

  app.delete('/users/invites/:code', options(manage, { params: CodeParams, response: { 200: Ok } }), async (request) => {
    await invites.remove(staffContext(request.ctx).restaurantId, request.params.code);
    return { ok: true as const };
  });
};
