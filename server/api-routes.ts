import type { FastifyPluginAsync } from 'fastify';
import { accountRoutes } from './modules/accounts';
import { bookingRoutes } from './modules/booking';
import { frontOfHouseRoutes } from './modules/front-of-house';
import { healthRoutes } from './modules/health';
import { eventRoutes } from './modules/live';
import { restaurantModuleRoutes } from './modules/restaurants';
import { settingsRoutes } from './modules/settings';

/** Every API resource, mounted under /api: each module registers its own routes. */
export const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
  await app.register(accountRoutes);
  await app.register(restaurantModuleRoutes);
  await app.register(settingsRoutes);
  await app.register(bookingRoutes);
  await app.register(frontOfHouseRoutes);
  await app.register(eventRoutes);
};
