import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../core/errors';
import { access } from '../../platform/http/access';
import { compressibleType, EncodedFiles, encodedEtag, encodingFor } from '../../platform/files/encoded';

/**
 * The bucket's files at /files/{key}. The JSON files (app config, availability) are tiny and change with every
 * setting or booking: browsers revalidate them each time (ETag → 304), so a change shows on the next load; the
 * service worker keeps them for offline use. Images are immutable per upload and cached for a month. Text files go out
 * compressed to a browser that accepts it (../../platform/files/encoded.ts).
 */
export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  const encoded = new EncodedFiles();
  app.get(
    '/files/*',
    { config: { access: access.public }, schema: { hide: true, params: z.object({ '*': z.string().max(512) }) } },
    async (request, reply) => {
      const file = await app.bucket.get(request.params['*']);
      if (!file) throw new AppError('not_found', 'No such file');
      const isImage = file.contentType.startsWith('image/');
      reply
        .header('content-type', file.contentType)
        .header('last-modified', file.modifiedAt.toUTCString())
        .header('access-control-allow-origin', '*')
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('cache-control', isImage ? 'public, max-age=2592000' : 'public, no-cache');
      const encoding = encodingFor(file, request.headers['accept-encoding']);
      const etag = encoding ? encodedEtag(file.etag, encoding) : file.etag;
      reply.header('etag', etag);
      if (compressibleType(file)) reply.header('vary', 'Accept-Encoding');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      if (!encoding) return reply.send(file.body);
      return reply.header('content-encoding', encoding).send(await encoded.body(request.params['*'], file, encoding));
    },
  );
};
