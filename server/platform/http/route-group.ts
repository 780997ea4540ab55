import type { FastifyPluginAsync } from 'fastify';

/** One plugin that registers these, in this order: how a module gathers its routes, and the API its modules. */
export function routeGroup(plugins: readonly FastifyPluginAsync[]): FastifyPluginAsync {
  return async (app) => {
    for (const plugin of plugins) await app.register(plugin);
  };
}
