import type { FastifyPluginAsync } from 'fastify';
import { adminUserRoutes } from './admin-users';
import { inviteRoutes } from './invites';
import { userRoutes } from './users';

/** Sign-in, the signed-in user, invitations and the admins' user management. */
export const accountRoutes: FastifyPluginAsync = async (app) => {
  await app.register(inviteRoutes);
  await app.register(userRoutes);
  await app.register(adminUserRoutes);
};
