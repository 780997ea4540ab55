import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ChildAuthRequired, Me, PersonalInformation, PublicInformation, SetUserTypeInput } from '../../../../core/schemas/users';
import { access } from '../../../platform/http/access';
import { routeOptions } from '../../../platform/http/route-group';
import { signedInUser } from '../../../platform/auth/context';

const options = routeOptions(['users']);

/** The signed-in user's own account: who it is and may be, onboarding, and its information. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { users, creatorPartners } = app.services;
  const signedIn = access.signedIn;

  app.get(
    '/users/me',
    options(signedIn, {
      summary: 'The signed-in user with role and permissions (202 child_auth_required while a child must sign in)',
      response: { 200: Me, 202: ChildAuthRequired },
    }),
    async (request, reply) => {
      const { ctx } = request;
      const user = signedInUser(ctx);
      if (ctx.childAuthPending) {
        return reply.code(202).send({
          error: 'child_auth_required' as const,
          message: 'Choose your user and enter your PIN',
          user: await users.toDto(user),
        });
      }
      return users.me(user, ctx.actingAdminId);
    },
  );

  app.post(
    '/users/type',
    options(signedIn, { summary: 'Onboarding: become an affiliate, or restaurant staff through an invite', body: SetUserTypeInput, response: { 200: Me } }),
    async (request) => {
      const updated = await users.setType(signedInUser(request.ctx), request.body);
      return users.me(updated, request.ctx.actingAdminId);
    },
  );

  for (const [path, field, schema] of [
    ['/users/me/personal-information', 'personalInformation', PersonalInformation],
    ['/users/me/public-information', 'publicInformation', PublicInformation],
  ] as const) {
    app.put(path, options(signedIn, { body: schema, response: { 200: Me } }), async (request) => {
      // A creator recommends only restaurants of the affiliate programme (spec §1 public profile).
      if ('partners' in request.body && request.body.partners?.length) await creatorPartners.assertPartners(request.body.partners);
      const updated = await users.updateInformation(signedInUser(request.ctx), field, request.body);
      return users.me(updated, request.ctx.actingAdminId);
    });
  }
};
