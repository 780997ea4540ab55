import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Ok, RestaurantId } from '../../../../core/schemas/common';
import {
  AdminAppConfigInput,
  AppConfig,
  AppConfigInput,
  CreateRestaurantInput,
  RestaurantMetadata,
  ServiceStatus,
  UpdateRestaurantMetadataInput,
} from '../../../../core/schemas/restaurants';
import { access } from '../../../platform/http/access';
import { staffContext, tenantOf } from '../../../platform/auth/context';

const tags = ['restaurants'];
const security = [{ firebase: [] }];
const Items = z.object({ items: z.array(RestaurantMetadata) });
const RestaurantParams = z.object({ restaurantId: RestaurantId });

// ManageRoles is the owner-level permission: whoever may define roles may grant themselves anything, so restaurant-wide
// configuration (app config, time zone, booking rules) requires it too.
const ownerAccess = access.staff('ManageRoles');

export const restaurantRoutes: FastifyPluginAsyncZod = async (app) => {
  const { restaurants, publishing } = app.services;

  app.get('/restaurant-metadata', { config: { access: access.staff() }, schema: { tags, security, summary: "The signed-in staff member's restaurant", response: { 200: RestaurantMetadata } } }, async (request) =>
    restaurants.metadata(staffContext(request.ctx).restaurantId),
  );
  app.put(
    '/restaurant-metadata',
    { config: { access: ownerAccess }, schema: { tags, security, summary: "Update the own restaurant's settings", body: UpdateRestaurantMetadataInput.omit({ hosts: true, affiliateProgram: true }), response: { 200: RestaurantMetadata } } },
    async (request) => restaurants.update(staffContext(request.ctx).restaurantId, request.body),
  );
  app.get('/restaurant-metadata/all', { config: { access: access.public }, schema: { tags, summary: 'Every live restaurant', response: { 200: Items } } }, async () => ({
    items: await restaurants.list({}),
  }));
  app.get('/restaurant-metadata/affiliate-program', { config: { access: access.affiliate }, schema: { tags, security, summary: 'Restaurants in the affiliate program', response: { 200: Items } } }, async () => ({
    items: await restaurants.list({ affiliateProgram: true }),
  }));
  app.get('/restaurant-metadata/:restaurantId', { config: { access: access.public }, schema: { tags, params: RestaurantParams, response: { 200: RestaurantMetadata } } }, async (request) =>
    restaurants.metadata(request.params.restaurantId),
  );

  app.get('/status', { config: { access: access.staff() }, schema: { tags, security, summary: 'Setup status of the restaurant', response: { 200: ServiceStatus } } }, async (request) =>
    restaurants.setupStatus(staffContext(request.ctx).restaurantId),
  );

  app.get('/app-config', { config: { access: access.tenant }, schema: { tags, summary: 'The app config (the published file is the fast path)', response: { 200: AppConfig } } }, async (request) =>
    publishing.appConfigOf(tenantOf(request.ctx)),
  );
  app.put('/app-config', { config: { access: ownerAccess }, schema: { tags, security, summary: 'Change and republish the app config', body: AppConfigInput.partial(), response: { 200: AppConfig } } }, async (request) =>
    publishing.updateAppConfig(staffContext(request.ctx).restaurantId, request.body),
  );

  const admin = { access: access.admin };
  app.get('/admin/restaurant-metadata/all', { config: admin, schema: { tags, security, querystring: z.object({ cityId: z.string().max(128).optional() }), response: { 200: Items } } }, async (request) => ({
    items: await restaurants.list({ cityId: request.query.cityId }),
  }));
  app.post('/admin/restaurant-metadata', { config: admin, schema: { tags, security, summary: 'Create a restaurant (tenant) with an Owner role and app config', body: CreateRestaurantInput, response: { 201: RestaurantMetadata } } }, async (request, reply) =>
    reply.code(201).send(await restaurants.create(request.body)),
  );
  app.put('/admin/restaurant-metadata/:restaurantId', { config: admin, schema: { tags, security, params: RestaurantParams, body: UpdateRestaurantMetadataInput, response: { 200: RestaurantMetadata } } }, async (request) =>
    restaurants.update(request.params.restaurantId, request.body),
  );
  app.delete('/admin/restaurant/:restaurantId', { config: admin, schema: { tags, security, summary: 'Move a restaurant to the database trash', params: RestaurantParams, response: { 200: Ok } } }, async (request) => {
    await restaurants.softDelete(request.params.restaurantId, request.ctx.signedIn?.id ?? 'admin');
    return { ok: true as const };
  });
  app.put('/admin/management/app-config', { config: admin, schema: { tags, security, summary: "Change a restaurant's app config and metadata, then republish", body: AdminAppConfigInput, response: { 200: z.object({ appConfig: AppConfig, metadata: RestaurantMetadata }) } } }, async (request) => {
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
  app.post('/admin/management/run-cache', { config: admin, schema: { tags, security, summary: "Republish every restaurant's files", response: { 200: z.object({ published: z.number().int() }) } } }, async () => {
    const ids = await restaurants.allIds();
    for (const id of ids) await publishing.publishRestaurant(id);
    return { published: ids.length };
  });
};
