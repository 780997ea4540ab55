import type { FastifyPluginAsync } from 'fastify';
import { actionsLogRoutes } from './actions-log';
import { waitlistRoutes } from './waitlist';

/** The hosts' read side: the staff waitlist and the actions log. */
export const frontOfHouseRoutes: FastifyPluginAsync = async (app) => {
  await app.register(waitlistRoutes);
  await app.register(actionsLogRoutes);
};
