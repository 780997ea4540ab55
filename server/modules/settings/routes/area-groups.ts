import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AreaGroup, AreaGroupInput } from '../../../../core/schemas/floor';
import { floorRoutes } from './floor-routes';

export const areaGroupRoutes: FastifyPluginAsyncZod = async (app) =>
  floorRoutes(app, { path: '/area-groups', tags: ['area-groups'], manage: 'ManageAreas', item: AreaGroup, body: AreaGroupInput, service: app.services.areaGroups });
