// Spec §7 actions log: GET /actionsLog (page, showRead, actions) and PUT /actionsLog/{id} (read flag).
// Permissions as the actions-log screen (spec §2): ReadReservations, ManageReservations and ManageTables.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams } from '../../../../core/schemas/common';
import { ActionsLogItem, ActionsLogPage } from '../../../../core/schemas/front-of-house';
import { access } from '../../../platform/http/access';
import { routeOptions } from '../../../platform/http/route-group';
import { staffContext } from '../../../platform/auth/context';

const options = routeOptions(['actions log']);
const logAccess = access.staff('ReadReservations', 'ManageReservations', 'ManageTables');

const LogQuery = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  showRead: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /** Action names, comma-separated (checkIn,extend,createReservation …). */
  actions: z.string().max(2000).optional(),
});

export const actionsLogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { actionsLog, changeFeed } = app.services;

  app.get(
    '/actionsLog',
    options(logAccess, { summary: 'Who did what and when, newest first; unread only unless showRead=true', querystring: LogQuery, response: { 200: ActionsLogPage } }),
    async (request) => {
      const actions = (request.query.actions ?? '').split(',').map((name) => name.trim()).filter(Boolean);
      return actionsLog.list(staffContext(request.ctx).restaurantId, { page: request.query.page, showRead: request.query.showRead, actions });
    },
  );
  app.put(
    '/actionsLog/:id',
    options(logAccess, { summary: 'Marks an entry read or unread', params: IdParams, body: z.object({ read: z.boolean() }), response: { 200: ActionsLogItem } }),
    async (request) => {
      const { restaurantId } = staffContext(request.ctx);
      const item = await actionsLog.markRead(restaurantId, request.params.id, request.body.read);
      changeFeed.notify(restaurantId, { kind: 'actionsLog', ids: [item._id] });
      return item;
    },
  );
};
