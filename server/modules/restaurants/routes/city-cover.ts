import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams } from '../../../../core/schemas/common';
import { City } from '../../../../core/schemas/restaurants';
import { access } from '../../../platform/http/access';
import { routeOptions } from '../../../platform/http/route-group';
import { acceptImageBodies, bodyNote, uploadedBytes } from '../../settings';

/**
 * Spec §7 city covers: the admin uploads the picture itself; it is resized like the other images (a large jpg and a
 * thumbnail) and becomes the city's cover. A plugin of its own, so only this route reads image bodies.
 */
export const cityCoverRoutes: FastifyPluginAsyncZod = async (app) => {
  const { cities, images } = app.services;
  acceptImageBodies(app);
  app.post(
    '/admin/cities/:id/cover',
    routeOptions(['cities'])(
      access.admin,
      { summary: "Upload the city's cover (a JPEG up to 1600 px and a 400 px thumbnail)", description: bodyNote, params: IdParams, response: { 200: City } },
      { accessBeforeBody: true },
    ),
    async (request) => {
      await cities.get(request.params.id);
      const { imageURL } = await images.storeCityCover(request.params.id, uploadedBytes(request.body));
      return cities.setCover(request.params.id, imageURL);
    },
  );
};
