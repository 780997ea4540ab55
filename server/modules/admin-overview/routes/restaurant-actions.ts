import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../../core/errors';
import { ownerRoleTemplate } from '../../../../core/role-templates';
import { AdminInviteInput, OwnerInviteInput } from '../../../../core/schemas/admin';
import { Invite, Role } from '../../../../core/schemas/users';
import { access } from '../../../platform/http/access';
import { RestaurantParams, options } from './overview';

/**
 * What an admin does to one restaurant beside its metadata (spec §6): republish its files, read its roles, invite its
 * owner or anyone else to one of its roles. An admin reaches the restaurant's own staff routes only under an override.
 */
export const restaurantActionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { restaurants, publishing, roles, invites } = app.services;
  const admin = access.admin;

  app.post(
    '/admin/restaurants/:restaurantId/republish',
    options(admin, { summary: "Republish one restaurant's files (app config and availability)", params: RestaurantParams, response: { 200: z.object({ published: z.number().int() }) } }),
    async (request) => {
      await restaurants.metadata(request.params.restaurantId);
      await publishing.publishRestaurant(request.params.restaurantId);
      return { published: 1 };
    },
  );

  app.post(
    '/admin/restaurants/:restaurantId/owner-invite',
    options(admin, { summary: "Invite the restaurant's owner: an invite with its Owner role, valid for 7 days, sent by email", params: RestaurantParams, body: OwnerInviteInput, response: { 201: Invite } }),
    async (request, reply) => {
      const { restaurantId } = request.params;
      await restaurants.metadata(restaurantId);
      // The role every new restaurant starts with (core/role-templates.ts); failing that, one that may manage roles.
      const all = await roles.list(restaurantId);
      const owner = all.find((role) => role.name === ownerRoleTemplate.name) ?? all.find((role) => role.permissions.includes('ManageRoles'));
      if (!owner) throw new AppError('user_invalid_role', `Restaurant ${restaurantId} has no Owner role`);
      const invite = await invites.createAndSend(restaurantId, { ...request.body, roleId: owner._id });
      return reply.code(201).send(invite);
    },
  );

  app.get(
    '/admin/restaurants/:restaurantId/roles',
    options(admin, { summary: "The restaurant's roles, for the admin's restaurant and invite screens", params: RestaurantParams, response: { 200: z.object({ items: z.array(Role) }) } }),
    async (request) => {
      await restaurants.metadata(request.params.restaurantId);
      return { items: await roles.list(request.params.restaurantId) };
    },
  );

  app.post(
    '/admin/restaurants/:restaurantId/invites',
    options(admin, { summary: 'Invite a user to the restaurant with one of its roles: valid for 7 days, sent by email', params: RestaurantParams, body: AdminInviteInput, response: { 201: Invite } }),
    async (request, reply) => {
      await restaurants.metadata(request.params.restaurantId);
      return reply.code(201).send(await invites.createAndSend(request.params.restaurantId, request.body));
    },
  );
};
