import type { FastifyPluginAsync } from 'fastify';
import { actionsLogRoutes } from './actions-log';
import { blockerRoutes } from './blockers';
import { reservationRoutes } from './reservations';
import { syncBatchRoutes } from './sync-batch';
import { waitlistRoutes } from './waitlist';

/** The hosts' changes (reservations, blockers, the offline queue's batch), the staff waitlist and the actions log. */
export const frontOfHouseRoutes: FastifyPluginAsync = async (app) => {
  await app.register(reservationRoutes);
  await app.register(blockerRoutes);
  await app.register(syncBatchRoutes);
  await app.register(waitlistRoutes);
  await app.register(actionsLogRoutes);
};
