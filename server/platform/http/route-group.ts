import type { FastifyContextConfig, FastifyPluginAsync, FastifySchema } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { staffContext } from '../auth/context';
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

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** A staff read: what it says, the query it takes and the 200 it answers. */
export interface StaffReadSchema<Query extends z.ZodType, Answer extends z.ZodType> {
  summary: string;
  querystring: Query;
  response: Answer;
}

/**
 * The staff's GET routes that answer for the caller's restaurant and the parsed query (lists, figures, the day's
 * matrix): `read(url, access, schema, answer)` registers one whose answer is `answer(restaurantId, query)`.
 */
export function staffReads(app: ZodApp, options: ReturnType<typeof routeOptions>) {
  return <Query extends z.ZodType, Answer extends z.ZodType>(
    url: string,
    access: Access,
    schema: StaffReadSchema<Query, Answer>,
    answer: (restaurantId: string, query: z.output<Query>) => Promise<z.input<Answer>>,
  ): void => {
    // The provider cannot resolve a type parameter's schema: the route sees a plain one, and the query as the schema
    // parsed it before the handler runs; `answer` is typed by the schemas instead.
    const { summary, querystring, response } = schema;
    const plain: FastifySchema = { summary, querystring, response: { 200: response } };
    app.route({
      method: 'GET',
      url,
      ...options(access, plain),
      handler: (request) => answer(staffContext(request.ctx).restaurantId, request.query as z.output<Query>),
    });
  };
}
