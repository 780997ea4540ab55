import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../../core/errors';
import type { StaffRefusal } from '../../../../core/staff-refusal';
import { IdParams, Ok, RestaurantId, numberedPageOf } from '../../../../core/schemas/common';
import { AdminCreateUserInput, User, UserType } from '../../../../core/schemas/users';
import { access } from '../../../platform/http/access';
import { routeOptions } from '../../../platform/http/route-group';
import { signedInUser } from '../../../platform/auth/context';

const options = routeOptions(['admin']);
const adminPageSize = 50;

/** Spec §9: the admin user list is paged by page number. */
const AdminUsersQuery = z.object({
  page: z.coerce.number().int().min(0).max(100000).default(0),
  q: z.string().trim().max(200).optional(),
  type: UserType.optional(),
  restaurantId: RestaurantId.optional(),
});

export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const { users, restaurants } = app.services;
  const admin = access.admin;

  app.get(
    '/admin/users',
    options(admin, { summary: 'Every user, paged by page number; found by email or name, type and restaurant', querystring: AdminUsersQuery, response: { 200: numberedPageOf(User) } }),
    async (request) => {
      const { page, q, type, restaurantId } = request.query;
      const { rows, total } = await users.adminPage({ text: q, type, restaurantId }, page, adminPageSize);
      return { items: await Promise.all(rows.map(users.toDto)), total, page: request.query.page, pageSize: adminPageSize };
    },
  );

  app.get(
    '/admin/users/restaurant/:restaurantId',
    options(admin, { params: z.object({ restaurantId: RestaurantId }), response: { 200: z.object({ items: z.array(User) }) } }),
    async (request) => {
      await restaurants.metadata(request.params.restaurantId);
      const rows = await users.listForRestaurant(request.params.restaurantId);
      return { items: await Promise.all(rows.map(users.toDto)) };
    },
  );

  app.post(
    '/admin/users',
    options(admin, { summary: 'Create a Firebase account and its profile', body: AdminCreateUserInput, response: { 201: User } }),
    async (request, reply) => {
      const input = request.body;
      if (input.type === 'Restaurant') {
        if (!input.restaurantId || !input.roleId) {
          throw new AppError('invalid_request', 'Restaurant users need restaurantId and roleId');
        }
        await restaurants.metadata(input.restaurantId);
        if (!(await users.roleOf(input.restaurantId, input.roleId))) {
          throw new AppError('user_invalid_role', `No role ${input.roleId} in ${input.restaurantId}`);
        }
      }
      if (input.username) await users.assertUsernameFree(input.username, '');
      let uid: string;
      try {
        uid = await app.identity.createUser({ email: input.email, password: input.password });
      } catch (error) {
        const code = (error as { code?: string }).code ?? '';
        if (code.includes('email-already-exists')) throw new AppError('conflict', 'An account with this email exists', { params: { reason: 'emailTaken' } satisfies StaffRefusal });
        if (code.includes('invalid-')) throw new AppError('invalid_request', 'The identity provider rejected the email or password', { params: { reason: 'credentialsRejected' } satisfies StaffRefusal });
        throw error;
      }
      const row = await users.insertUser({
        id: uid,
        email: input.email.toLowerCase(),
        type: input.type,
        username: input.username ?? null,
        restaurantId: input.type === 'Restaurant' ? (input.restaurantId ?? null) : null,
        roleId: input.type === 'Restaurant' ? (input.roleId ?? null) : null,
      });
      return reply.code(201).send(await users.toDto(row));
    },
  );

  app.delete('/admin/users/:id', options(admin, { summary: 'Move a user to the database trash', params: IdParams, response: { 200: Ok } }), async (request) => {
    const admin = signedInUser(request.ctx);
    if (request.params.id === admin.id) throw new AppError('conflict', 'You cannot delete yourself', { params: { reason: 'deleteSelf' } satisfies StaffRefusal });
    const row = await users.findById(request.params.id);
    if (!row || row.deletedAt) throw new AppError('unknown_user', `No user ${request.params.id}`);
    await users.softDelete(row.id, admin.id);
    return { ok: true as const };
  });
};
