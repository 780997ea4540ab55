import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Table, TableInput } from '../../../../core/schemas/floor';
import { floorRoutes } from './floor-routes';

/** Spec §7: POST /tables sends `{ table }`. */
const TableBody = z.object({ table: TableInput });

/** A bare table (no `table` wrapper) is accepted too: it is what a client naturally sends to PUT. */
async function wrapBareTable(request: FastifyRequest): Promise<void> {
  const body = request.body;
  if (typeof body === 'object' && body !== null && !Array.isArray(body) && !('table' in body)) request.body = { table: body };
}

export const tableRoutes: FastifyPluginAsyncZod = async (app) => {
  const { tables } = app.services;
  floorRoutes(app, {
    path: '/tables',
    tags: ['tables'],
    // Hosts arrange tables during service (spec §6: the Host role holds ManageTables); any staff member may read them.
    manage: 'ManageTables',
    item: Table,
    body: TableBody,
    preValidation: wrapBareTable,
    service: {
      ...tables,
      create: (restaurantId, body) => tables.create(restaurantId, body.table),
      update: (restaurantId, id, body) => tables.update(restaurantId, id, body.table),
    },
  });
};
