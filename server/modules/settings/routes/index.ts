import type { FastifyPluginAsync } from 'fastify';
import { areaGroupRoutes } from './area-groups';
import { areaRoutes } from './areas';
import { clientConfigRoutes } from './client-config';
import { imageRoutes } from './images';
import { roleRoutes } from './roles';
import { specialRoutes } from './specials';
import { tableRoutes } from './tables';

/** A restaurant's settings: floor (areas, groups, tables), specials, roles, images, and the client config. */
export const settingsRoutes: FastifyPluginAsync = async (app) => {
  await app.register(clientConfigRoutes);
  await app.register(roleRoutes);
  await app.register(tableRoutes);
  await app.register(areaRoutes);
  await app.register(areaGroupRoutes);
  await app.register(specialRoutes);
  await app.register(imageRoutes);
};
