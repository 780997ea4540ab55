import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams, Ok } from '../../../../core/schemas/common';
import { City, CityInput } from '../../../../core/schemas/restaurants';
import { access } from '../../../platform/http/access';
import { routeOptions } from '../../../platform/http/route-group';

const tags = ['cities'];
const options = routeOptions(tags);

export const cityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { cities } = app.services;
  const admin = access.admin;

  app.get('/cities', { config: { access: access.public }, schema: { tags, response: { 200: z.object({ items: z.array(City) }) } } }, async () => ({
    items: await cities.list(),
  }));
  app.get('/cities/:id', { config: { access: access.public }, schema: { tags, params: IdParams, response: { 200: City } } }, async (request) =>
    cities.get(request.params.id),
  );
  app.post('/admin/cities', options(admin, { body: CityInput, response: { 201: City } }), async (request, reply) =>
    reply.code(201).send(await cities.create(request.body)),
  );
  app.put('/admin/cities/:id', options(admin, { params: IdParams, body: CityInput, response: { 200: City } }), async (request) =>
    cities.update(request.params.id, request.body),
  );
  app.delete('/admin/cities/:id', options(admin, { params: IdParams, response: { 200: Ok } }), async (request) => {
    await cities.remove(request.params.id);
    return { ok: true as const };
  });
};
