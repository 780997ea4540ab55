import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ClientConfig } from '../../../../core/schemas/client-config';
import { access } from '../../../platform/http/access';

export const clientConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/client-config',
    { config: { access: access.public }, schema: { tags: ['platform'], summary: 'Firebase settings for the PWA', response: { 200: ClientConfig } } },
    async (_request, reply) => {
      const { config } = app;
      reply.header('cache-control', 'public, max-age=300');
      return {
        firebase: {
          apiKey: config.firebaseWebApiKey,
          authDomain: config.firebaseAuthDomain,
          projectId: config.firebaseProjectId,
          ...(config.firebaseAppId ? { appId: config.firebaseAppId } : {}),
        },
        authEmulatorHost: config.authEmulatorHost ?? null,
        googleSignIn: !config.authEmulatorHost,
        productHosts: config.productHosts,
      };
    },
  );
};
