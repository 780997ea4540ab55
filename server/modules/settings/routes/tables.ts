import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams } from '../../../../core/schemas/common';
import { Table, TableInput } from '../../../../core/schemas/floor';
import { access } from '../../../platform/http/access';
import { staffContext } from '../../../platform/auth/context';
import { republishAvailability } from '../../publishing';

const tags = ['tables'];
const security = [{ firebase: [] }];
/** Spec §7: POST /tables sends `{ table }`. */
const TableBody = z.object({ table: TableInput });

/** A bare table (no `table` wrapper) is accepted too: it is what a client naturally sends to PUT. */
async function wrapBareTable(request: FastifyRequest): Promise<void> {
  const body = request.body;
  if (typeof body === 'object' && body !== null && !Array.isArray(body) && !('table' in body)) request.body = { table: body };
}

export const tableRoutes: FastifyPluginAsyncZod = async (app) => {
  const { tables } = app.services;
  // Hosts arrange tables during service (spec §6: the Host role holds ManageTables); any staff member may read them.
  const read = { access: access.staff() };
  const manage = { access: access.staff('ManageTables') };

  app.get('/tables', { config: read, schema: { tags, security, response: { 200: z.object({ items: z.array(Table) }) } } }, async (request) => ({
    items: await tables.list(staffContext(request.ctx).restaurantId),
  }));
  app.post(
    '/tables',
    { config: manage, preValidation: wrapBareTable, schema: { tags, security, body: TableBody, response: { 201: Table } } },
    async (request, reply) => {
      const { restaurantId } = staffContext(request.ctx);
      const table = await tables.create(restaurantId, request.body.table);
      republishAvailability(app, request, restaurantId);
      return reply.code(201).send(table);
    },
  );
  app.put(
    '/tables/:id',
    { config: manage, preValidation: wrapBareTable, schema: { tags, security, params: IdParams, body: TableBody, response: { 200: Table } } },
    async (request) => {
      const { restaurantId } = staffContext(request.ctx);
      const table = await tables.update(restaurantId, request.params.id, request.body.table);
      republishAvailability(app, request, restaurantId);
      return table;
    },
  );
  app.delete('/tables/:id', { config: manage, schema: { tags, security, params: IdParams, response: { 200: Table } } }, async (request) => {
    const { restaurantId } = staffContext(request.ctx);
    const table = await tables.remove(restaurantId, request.params.id);
    republishAvailability(app, request, restaurantId);
    return table;
  });
};
