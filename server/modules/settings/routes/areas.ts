import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Area, AreaInput } from '../../../../core/schemas/floor';
import { floorRoutes } from './floor-routes';
import { guardTimeslots, weekSlotsKey } from './timeslot-guard';

export const areaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { areas } = app.services;
  // Changing an area's timeslots needs ManageTimeslots as well (./timeslot-guard.ts).
  const storedSlots = async (restaurantId: string, id: string) => {
    const area = (await areas.list(restaurantId)).find((candidate) => candidate._id === id);
    return area && weekSlotsKey(area.timeslots);
  };
  const writes = guardTimeslots(areas, (input: AreaInput) => weekSlotsKey(input.timeslots), storedSlots);
  floorRoutes(app, { path: '/areas', tags: ['areas'], manage: 'ManageAreas', item: Area, body: AreaInput, service: { ...areas, ...writes } });
};
