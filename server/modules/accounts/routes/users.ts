import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../../core/errors';
import { ErrorResponse, IdParams, Ok } from '../../../../core/schemas/common';
import {
  AuthenticateChildInput,
  AuthenticateChildResponse,
  ChildAuthRequired,
  CreateChildInput,
  Invite,
  InviteInput,
  Me,
  PersonalInformation,
  PublicInformation,
  PublicUser,
  SetUserTypeInput,
  UpdateUserInput,
  User,
  UserType,
  Username,
  UsernameValidation,
} from '../../../../core/schemas/users';
import { access } from '../../../platform/http/access';
import { signedInUser, staffContext } from '../../../platform/auth/context';

const tags = ['users'];
const security = [{ firebase: [] }];

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { users, invites, roles } = app.services;

  app.get(
    '/users/me',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        security,
        summary: 'The signed-in user with role and permissions (202 child_auth_required while a child must sign in)',
        response: { 200: Me, 202: ChildAuthRequired },
      },
    },
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
    {
      config: { access: access.signedIn },
      schema: { tags, security, summary: 'Onboarding: become an affiliate, or restaurant staff through an invite', body: SetUserTypeInput, response: { 200: Me } },
    },
    async (request) => {
      const updated = await users.setType(signedInUser(request.ctx), request.body);
      return users.me(updated, request.ctx.actingAdminId);
    },
  );

  for (const [path, field, schema] of [
    ['/users/me/personal-information', 'personalInformation', PersonalInformation],
    ['/users/me/public-information', 'publicInformation', PublicInformation],
  ] as const) {
    app.put(
      path,
      { config: { access: access.signedIn }, schema: { tags, security, body: schema, response: { 200: Me } } },
      async (request) => {
        const updated = await users.updateInformation(signedInUser(request.ctx), field, request.body);
        return users.me(updated, request.ctx.actingAdminId);
      },
    );
  }

  app.post(
    '/users/authenticate',
    {
      config: { access: access.signedIn },
      schema: { tags, security, summary: 'Authenticate a child user with its PIN', body: AuthenticateChildInput, response: { 200: AuthenticateChildResponse } },
    },
    async (request) => {
      const parent = request.ctx.signedIn?.parentUserId
        ? await users.findById(request.ctx.signedIn.parentUserId)
        : request.ctx.signedIn;
      if (!parent) throw new AppError('unknown_user', 'Sign in first');
      return users.authenticateChild(parent, request.body.userId, request.body.pin);
    },
  );

  app.get(
    '/users/children',
    { config: { access: access.signedIn }, schema: { tags, security, response: { 200: z.object({ items: z.array(User) }) } } },
    async (request) => {
      const account = request.ctx.signedIn;
      const parentId = account?.parentUserId ?? account?.id;
      const children = parentId ? await users.childrenOf(parentId) : [];
      return { items: await Promise.all(children.map(users.toDto)) };
    },
  );

  app.post(
    '/users/children',
    {
      config: { access: access.staff('ManageUsers') },
      schema: { tags, security, summary: 'Add a PIN-protected child user below the signed-in account', body: CreateChildInput, response: { 201: User } },
    },
    async (request, reply) => {
      const { restaurantId, user } = staffContext(request.ctx);
      await roles.assertGrantable(restaurantId, request.body.roleId, request.ctx.permissions);
      const child = await users.createChild(user, restaurantId, request.body);
      return reply.code(201).send(await users.toDto(child));
    },
  );

  app.get(
    '/users/public',
    { config: { access: access.public }, schema: { tags, summary: 'Public affiliate profiles', response: { 200: z.object({ items: z.array(PublicUser) }) } } },
    async () => ({
      items: (await users.publicAffiliates()).map((row) => ({
        _id: row.id,
        username: row.username,
        publicInformation: row.publicInformation as z.infer<typeof PublicInformation>,
      })),
    }),
  );

  app.get(
    '/users/validate/affiliate-username/:name',
    {
      config: { access: access.public },
      schema: { tags, params: z.object({ name: z.string().max(100) }), response: { 200: UsernameValidation } },
    },
    async (request) => {
      const parsed = Username.safeParse(request.params.name);
      if (!parsed.success) {
        return { valid: false, available: false, message: parsed.error.issues[0]?.message ?? 'Invalid username' };
      }
      const available = await users.usernameAvailable(parsed.data);
      return { valid: true, available, message: available ? 'Available' : 'Taken' };
    },
  );

  app.get(
    '/users',
    {
      config: { access: access.staff('ManageUsers') },
      schema: { tags, security, summary: "The restaurant's users", querystring: z.object({ type: UserType.optional() }), response: { 200: z.object({ items: z.array(User) }) } },
    },
    async (request) => {
      const { restaurantId } = staffContext(request.ctx);
      const rows = await users.listForRestaurant(restaurantId, request.query.type);
      return { items: await Promise.all(rows.map(users.toDto)) };
    },
  );

  // Spec §4: users are created only through invites, so POST /users issues one.
  app.post(
    '/users',
    {
      config: { access: access.staff('ManageUsers') },
      schema: { tags, security, summary: 'Invite a user (users are created only through invites)', body: InviteInput, response: { 201: Invite } },
    },
    async (request, reply) => {
      const { restaurantId } = staffContext(request.ctx);
      await roles.assertGrantable(restaurantId, request.body.roleId, request.ctx.permissions);
      return reply.code(201).send(await invites.create(restaurantId, request.body));
    },
  );

  app.get(
    '/users/:id',
    {
      config: { access: access.staff('ManageUsers') },
      schema: { tags, security, params: IdParams, response: { 200: User, 404: ErrorResponse } },
    },
    async (request) => {
      const { restaurantId } = staffContext(request.ctx);
      return users.toDto(await users.staffMember(restaurantId, request.params.id));
    },
  );

  app.put(
    '/users/:id',
    {
      config: { access: access.staff('ManageUsers') },
      schema: { tags, security, params: IdParams, body: UpdateUserInput, response: { 200: User } },
    },
    async (request) => {
      const { restaurantId } = staffContext(request.ctx);
      const target = await users.staffMember(restaurantId, request.params.id);
      await roles.assertGrantable(restaurantId, target.roleId, request.ctx.permissions);
      await roles.assertGrantable(restaurantId, request.body.roleId, request.ctx.permissions);
      return users.toDto(await users.updateStaff(restaurantId, request.params.id, request.body));
    },
  );

  app.delete(
    '/users/:id',
    { config: { access: access.staff('ManageUsers') }, schema: { tags, security, params: IdParams, response: { 200: Ok } } },
    async (request) => {
      const { restaurantId, user } = staffContext(request.ctx);
      if (request.params.id === user.id) throw new AppError('conflict', 'You cannot delete yourself');
      const target = await users.staffMember(restaurantId, request.params.id);
      await roles.assertGrantable(restaurantId, target.roleId, request.ctx.permissions);
      await users.softDelete(request.params.id, request.ctx.actingAdminId ?? user.id);
      return { ok: true as const };
    },
  );
};
