import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../../core/errors';
import { Slug } from '../../../../core/schemas/restaurants';
import { access } from '../../../platform/http/access';

const SlugParams = z.object({ userId: z.string().min(1).max(128) });

export const slugRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = { tags: ['users'], summary: "An affiliate's public slug hub (by slug or user id)", params: SlugParams, response: { 200: Slug } };
  app.get('/slugs/user/:userId', { config: { access: access.public }, schema }, async (request) => {
    const row = await app.services.users.findBySlug(request.params.userId);
    if (!row || row.type !== 'Affiliate' || !row.username) throw new AppError('not_found', 'No such creator page');
    return {
      userId: row.id,
      slug: row.username,
      displayName: (row.publicInformation.displayName as string | undefined) ?? null,
      publicInformation: row.publicInformation,
    };
  });
};
