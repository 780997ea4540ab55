import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Ok } from '../../../../core/schemas/common';
import { AdminAppConfigInput, AppConfig, CreateRestaurantInput, RestaurantMetadata, UpdateRestaurantMetadataInput } from '../../../../core/schemas/restaurants';
import { access } from '../../../platform/http/access';
import { Items, RestaurantParams, options } from './restaurants';

/** The administrators' side: every restaurant, creating and trashing one, its app config, and republishing them all. */
export const restaurantAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { restaurants, publishing } = app.services;
  const admin = access.admin;
  app.get('/admin/restaurant-metadata/all', options(admin, { querystring: z.object({ cityId: z.string().max(128).optional() }), response: { 200: Items } }), async (request) => ({
    items: await restaurants.list({ cityId: request.query.cityId }),
  }));
  app.post('/admin/restaurant-metadata', options(admin, { summary: 'Create a restaurant (tenant) with an Owner role and app config', body: CreateRestaurantInput, response: { 201: RestaurantMetadata } }), async (request, reply) =>
    reply.code(201).send(await restaurants.create(request.body)),
  );
  app.put('/admin/restaurant-metadata/:restaurantId', options(admin, { params: RestaurantParams, body: UpdateRestaurantMetadataInput, response: { 200: RestaurantMetadata } }), async (request) =>
    restaurants.update(request.params.restaurantId, request.body),
  );
  app.delete('/admin/restaurant/:restaurantId', options(admin, { summary: 'Move a restaurant to the database trash', params: RestaurantParams, response: { 200: Ok } }), async (request) => {
    await restaurants.softDelete(request.params.restaurantId, request.ctx.signedIn?.id ?? 'admin');
    return { ok: true as const };
  });
  app.put('/admin/management/app-config', options(admin, { summary: "Change a restaurant's app config and metadata, then republish", body: AdminAppConfigInput, response: { 200: z.object({ appConfig: AppConfig, metadata: RestaurantMetadata }) } }), async (request) => {
    const { restaurantId, appConfig, metadata } = request.body;
    // Both changes are validated first and written in one transaction: a refused config leaves the metadata as it was.
    if (!metadata) {
      const config = appConfig ? await publishing.updateAppConfig(restaurantId, appConfig) : await publishing.appConfigOf(restaurantId);
      return { appConfig: config, metadata: await restaurants.metadata(restaurantId) };
    }
    const nextConfig = appConfig ? await publishing.prepareAppConfig(restaurantId, appConfig) : undefined;
    const metadataResult = await restaurants.update(restaurantId, metadata, nextConfig && ((tx) => publishing.storeAppConfig(tx, nextConfig)));
    if (nextConfig) await publishing.publishRestaurant(restaurantId);
    return { appConfig: nextConfig ?? (await publishing.appConfigOf(restaurantId)), metadata: metadataResult };
  });
  app.post('/admin/management/run-cache', options(admin, { summary: "Republish every restaurant's files", response: { 200: z.object({ published: z.number().int() }) } }), async () => {
    const ids = await restaurants.allIds();
    for (const id of ids) await publishing.publishRestaurant(id);
    return { published: ids.length };
  });
};
