import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RestaurantId } from '../../../../core/schemas/common';
import { AppConfig, AppConfigInput, RestaurantMetadata, ServiceStatus, UpdateRestaurantMetadataInput } from '../../../../core/schemas/restaurants';
import { access } from '../../../platform/http/access';
import { routeOptions } from '../../../platform/http/route-group';
import { staffContext, tenantOf } from '../../../platform/auth/context';

export const tags = ['restaurants'];
export const options = routeOptions(tags);
export const Items = z.object({ items: z.array(RestaurantMetadata) });
export const RestaurantParams = z.object({ restaurantId: RestaurantId });

// ManageRoles is the owner-level permission: whoever may define roles may grant themselves anything, so restaurant-wide
// configuration (app config, time zone, booking rules) requires it too.
const ownerAccess = access.staff('ManageRoles');

/** A restaurant's metadata and app config: public, for its staff, and for its owner. */
export const restaurantRoutes: FastifyPluginAsyncZod = async (app) => {
  const { restaurants, publishing } = app.services;

  app.get('/restaurant-metadata', options(access.staff(), { summary: "The signed-in staff member's restaurant", response: { 200: RestaurantMetadata } }), async (request) =>
    restaurants.metadata(staffContext(request.ctx).restaurantId),
  );
  app.put(
    '/restaurant-metadata',
    options(ownerAccess, { summary: "Update the own restaurant's settings", body: UpdateRestaurantMetadataInput.omit({ hosts: true, affiliateProgram: true }), response: { 200: RestaurantMetadata } }),
    async (request) => restaurants.update(staffContext(request.ctx).restaurantId, request.body),
  );
  app.get('/restaurant-metadata/all', { config: { access: access.public }, schema: { tags, summary: 'Every live restaurant', response: { 200: Items } } }, async () => ({
    items: await restaurants.list({}),
  }));
  app.get('/restaurant-metadata/affiliate-program', options(access.affiliate, { summary: 'Restaurants in the affiliate program', response: { 200: Items } }), async () => ({
    items: await restaurants.list({ affiliateProgram: true }),
  }));
  app.get('/restaurant-metadata/:restaurantId', { config: { access: access.public }, schema: { tags, params: RestaurantParams, response: { 200: RestaurantMetadata } } }, async (request) =>
    restaurants.metadata(request.params.restaurantId),
  );

  app.get('/status', options(access.staff(), { summary: 'Setup status of the restaurant', response: { 200: ServiceStatus } }), async (request) =>
    restaurants.setupStatus(staffContext(request.ctx).restaurantId),
  );

  app.get('/app-config', { config: { access: access.tenant }, schema: { tags, summary: 'The app config (the published file is the fast path)', response: { 200: AppConfig } } }, async (request) =>
    publishing.appConfigOf(tenantOf(request.ctx)),
  );
  app.put('/app-config', options(ownerAccess, { summary: 'Change and republish the app config', body: AppConfigInput.partial(), response: { 200: AppConfig } }), async (request) =>
    publishing.updateAppConfig(staffContext(request.ctx).restaurantId, request.body),
  );
};
