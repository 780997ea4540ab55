// Acting on behalf, with a trace (spec §6 admin overrides): the admin's sessions and audit, and the restaurant's view
// of what platform staff did on its account (beside its actions log, same permissions as that screen, spec §2).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams } from '../../../core/schemas/common';
import { OverrideAuditPage, OverrideAuditQuery, OverrideSession, OverrideSessionInput } from '../../../core/schemas/overrides';
import { signedInUser, staffContext } from '../../platform/auth/context';
import { access } from '../../platform/http/access';
import { routeOptions } from '../../platform/http/route-group';

const options = routeOptions(['admin']);
const admin = access.admin;
// The restaurant's view sits beside its actions log (spec §2), so it is documented there.
const actionsLogOptions = routeOptions(['actions log']);

export const overrideRoutes: FastifyPluginAsyncZod = async (app) => {
  const { overrides } = app.services;

  app.post(
    '/admin/overrides',
    options(admin, { summary: 'Start acting for a user or restaurant, with a reason, for 30 minutes', body: OverrideSessionInput, response: { 201: OverrideSession } }),
    async (request, reply) => reply.code(201).send(await overrides.start(signedInUser(request.ctx), request.body)),
  );

  app.post(
    '/admin/overrides/:id/renew',
    options(admin, { summary: 'Another 30 minutes for a live override session of yours', params: IdParams, response: { 200: OverrideSession } }),
    async (request) => overrides.renew(signedInUser(request.ctx).id, request.params.id),
  );

  app.delete(
    '/admin/overrides/:id',
    options(admin, { summary: 'End an override session of yours', params: IdParams, response: { 200: OverrideSession } }),
    async (request) => overrides.end(signedInUser(request.ctx).id, request.params.id),
  );

  app.get(
    '/admin/overrides/audit',
    options(admin, { summary: 'Every request made under an override, newest first', querystring: OverrideAuditQuery, response: { 200: OverrideAuditPage } }),
    async (request) => overrides.audit({ restaurantId: request.query.restaurantId, adminId: request.query.adminId }, request.query.page),
  );

  app.get(
    '/actionsLog/platform-staff',
    actionsLogOptions(access.staff('ReadReservations', 'ManageReservations', 'ManageTables'), {
      summary: 'What platform staff changed on this restaurant under an override, newest first',
      querystring: z.object({ page: OverrideAuditQuery.shape.page }),
      response: { 200: OverrideAuditPage },
    }),
    async (request) => overrides.audit({ restaurantId: staffContext(request.ctx).restaurantId, writesOnly: true }, request.query.page),
  );
};
