import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../platform/http/access';
import { databaseAnswers } from './repository';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { access: access.public },
      schema: {
        tags: ['platform'],
        summary: 'Liveness and database reachability',
        response: {
          200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']), time: z.string() }),
          503: z.object({ status: z.literal('unavailable'), database: z.enum(['pglite', 'postgres']), time: z.string() }),
        },
      },
    },
    async (_request, reply) => {
      const time = new Date().toISOString();
      try {
        await databaseAnswers(app.database.db);
        return { status: 'ok' as const, database: app.database.engine, time };
      } catch {
        return reply.code(503).send({ status: 'unavailable' as const, database: app.database.engine, time });
      }
    },
  );
};
