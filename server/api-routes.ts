import type { FastifyPluginAsync } from 'fastify';
import { accountRoutes } from './modules/accounts';
import { bookingRoutes } from './modules/booking';
import { frontOfHouseRoutes } from './modules/front-of-house';
import { healthRoutes } from './modules/health';
import { eventRoutes } from './modules/live';
import { restaurantModuleRoutes } from './modules/restaurants';
import { settingsRoutes } from './modules/settings';
import { blockerRoutes } from './modules/front-of-house/routes/blockers';
import { reservationRoutes } from './modules/front-of-house/routes/reservations';
import { syncBatchRoutes } from './modules/front-of-house/routes/sync-batch';

/** Every API resource, mounted under /api: each module registers its own routes. */
export const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
  await app.register(accountRoutes);
  await app.register(restaurantModuleRoutes);
  await app.register(settingsRoutes);
  await app.register(bookingRoutes);
  // The hosts' changes (reservations, blockers, the offline queue's batch).
  await app.register(reservationRoutes);
  await app.register(blockerRoutes);
  await app.register(syncBatchRoutes);
  await app.register(frontOfHouseRoutes);
  await app.register(eventRoutes);
};
