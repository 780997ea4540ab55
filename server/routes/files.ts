import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../core/errors';
import { access } from '../auth/access';

/**
 * The bucket's files at /files/{key}. Clients add a daily cache-busting parameter (spec §7), so a short max-age with
 * a long stale-while-revalidate keeps them fast while a changed file shows within minutes.
 */
export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/files/*',
    { config: { access: access.public }, schema: { hide: true, params: z.object({ '*': z.string().max(512) }) } },
    async (request, reply) => {
      const file = await app.bucket.get(request.params['*']);
      if (!file) throw new AppError('not_found', 'No such file');
      const isImage = file.contentType.startsWith('image/');
      reply
        .header('content-type', file.contentType)
        .header('etag', file.etag)
        .header('last-modified', file.modifiedAt.toUTCString())
        .header('access-control-allow-origin', '*')
        .header('cache-control', isImage ? 'public, max-age=2592000' : 'public, max-age=300, stale-while-revalidate=86400');
      if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
      return reply.send(file.body);
    },
  );
};
