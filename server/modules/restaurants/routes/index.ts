import type { FastifyPluginAsync } from 'fastify';
import { cityRoutes } from './cities';
import { restaurantMigrationRoutes } from './restaurant-migration';
import { restaurantRoutes } from './restaurants';
import { slugRoutes } from './slugs';
import { trashRoutes } from './trash';

/** Restaurants, their cities and slugs, the trash, and moving a restaurant between installations. */
export const restaurantModuleRoutes: FastifyPluginAsync = async (app) => {
  await app.register(restaurantRoutes);
  await app.register(cityRoutes);
  await app.register(slugRoutes);
  await app.register(trashRoutes);
  await app.register(restaurantMigrationRoutes);
};
