import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PublicInformation, PublicUser, Username, UsernameValidation } from '../../../../core/schemas/users';
import { access } from '../../../platform/http/access';

const tags = ['users'];

/** What anyone may read: the affiliates' public profiles, and whether an affiliate username is free. */
export const publicUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const { users } = app.services;
  const open = { access: access.public };

  app.get('/users/public', { config: open, schema: { tags, summary: 'Public affiliate profiles', response: { 200: z.object({ items: z.array(PublicUser) }) } } }, async () => ({
    items: (await users.publicAffiliates()).map((row) => ({
      _id: row.id,
      username: row.username,
      publicInformation: row.publicInformation as z.infer<typeof PublicInformation>,
    })),
  }));

  app.get(
    '/users/validate/affiliate-username/:name',
    { config: open, schema: { tags, params: z.object({ name: z.string().max(100) }), response: { 200: UsernameValidation } } },
    async (request) => {
      const parsed = Username.safeParse(request.params.name);
      if (!parsed.success) {
        return { valid: false, available: false, message: parsed.error.issues[0]?.message ?? 'Invalid username' };
      }
      const available = await users.usernameAvailable(parsed.data);
      return { valid: true, available, message: available ? 'Available' : 'Taken' };
    },
  );
};
