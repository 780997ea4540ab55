import type { FastifyContextConfig, FastifyPluginAsync, FastifySchema } from 'fastify';
import type { Access } from './access';

/** One plugin that registers these, in this order: how a module gathers its routes, and the API its modules. */
export function routeGroup(plugins: readonly FastifyPluginAsync[]): FastifyPluginAsync {
  return async (app) => {
    for (const plugin of plugins) await app.register(plugin);
  };
}

/** The OpenAPI security of a signed-in route: the `firebase` bearer scheme server/app.ts declares. */
export const signedInSecurity = [{ firebase: [] }];

/**
 * How a module documents its signed-in routes: `options(access, schema)` is a route's options, guarded by `access`
 * (server/platform/http/access.ts) and described by `schema` under the module's OpenAPI tags; `config` adds to the
 * guard (`accessBeforeBody`). The schema's own type reaches Fastify, so the request's params, query and body and the
 * handler's answer are typed by it as when written out.
 */
export function routeOptions(tags: string[]) {
  return <S extends FastifySchema>(access: Access, schema: S, config?: Omit<FastifyContextConfig, 'access'>) => ({
    config: { access, ...config },
    schema: { tags, security: signedInSecurity, ...schema },
  });
}
