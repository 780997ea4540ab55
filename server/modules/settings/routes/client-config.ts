import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ClientConfig } from '../../../../core/schemas/client-config';
import type { Config } from '../../../config';
import { access } from '../../../platform/http/access';

/** What the PWA needs of the platform's services; each null when its setting is missing (README "Platform services"). */
function clientServices({ services, mode }: Config): NonNullable<ClientConfig['services']> {
  const dsn = services?.sentryBrowserDsn;
  const analytics = services?.analytics;
  return {
    errorReporting: dsn ? { dsn, environment: services?.sentryEnvironment ?? mode } : null,
    analytics: analytics ? { measurementId: analytics.measurementId, configUrl: analytics.configUrl ?? null, collectUrl: analytics.collectUrl } : null,
    tokenSyncUrl: services?.tokenSyncUrl ?? null,
  };
}

export const clientConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/client-config',
    { config: { access: access.public }, schema: { tags: ['platform'], summary: "Firebase settings and the platform services' addresses for the PWA", response: { 200: ClientConfig } } },
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
        services: clientServices(config),
      };
    },
  );
};
