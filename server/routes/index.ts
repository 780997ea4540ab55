import type { FastifyPluginAsync } from 'fastify';
import { adminUserRoutes } from './admin-users';
import { areaGroupRoutes } from './area-groups';
import { areaRoutes } from './areas';
import { bookingRoutes } from './booking';
import { cityRoutes } from './cities';
import { clientConfigRoutes } from './client-config';
import { healthRoutes } from './health';
import { inviteRoutes } from './invites';
import { restaurantRoutes } from './restaurants';
import { roleRoutes } from './roles';
import { slugRoutes } from './slugs';
import { specialRoutes } from './specials';
import { tableRoutes } from './tables';
import { trashRoutes } from './trash';
import { userRoutes } from './users';

/** Every API resource, mounted under /api. */
export const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
  await app.register(clientConfigRoutes);
  await app.register(inviteRoutes);
  await app.register(userRoutes);
  await app.register(roleRoutes);
  await app.register(restaurantRoutes);
  await app.register(cityRoutes);
  await app.register(slugRoutes);
  await app.register(adminUserRoutes);
  await app.register(trashRoutes);
  await app.register(bookingRoutes);
  await app.register(tableRoutes);
  await app.register(areaRoutes);
  await app.register(areaGroupRoutes);
  await app.register(specialRoutes);
};
