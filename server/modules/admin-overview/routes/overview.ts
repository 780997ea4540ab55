import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminDashboard, AdminRestaurantPage, AdminRestaurantQuery, RestaurantFigures } from '../../../../core/schemas/admin';
import { RestaurantId } from '../../../../core/schemas/common';
import { access } from '../../../platform/http/access';
import { routeOptions } from '../../../platform/http/route-group';

export const options = routeOptions(['admin']);
export const RestaurantParams = z.object({ restaurantId: RestaurantId });

/** What the admin screens read (spec §2 admin area): the dashboard, the restaurant list and a restaurant's figures. */
export const overviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { adminOverview, restaurants } = app.services;
  const admin = access.admin;

  app.get('/admin/dashboard', options(admin, { summary: 'The platform at a glance', response: { 200: AdminDashboard } }), async () => adminOverview.dashboard());

  app.get(
    '/admin/restaurants',
    options(admin, { summary: 'Live restaurants with their city and status: searched, filtered and paged', querystring: AdminRestaurantQuery, response: { 200: AdminRestaurantPage } }),
    async (request) => {
      const { page, ...filter } = request.query;
      return adminOverview.list(filter, page);
    },
  );

  app.get(
    '/admin/restaurants/:restaurantId/figures',
    options(admin, { summary: "A restaurant's status and its bookings today and over the last 7 days, in its time zone", params: RestaurantParams, response: { 200: RestaurantFigures } }),
    async (request) => {
      const { settings } = await restaurants.metadata(request.params.restaurantId);
      return adminOverview.figures(request.params.restaurantId, settings.timeZone);
    },
  );
};
