// The database trash's API (spec §2 database-trash, §6: admins only): the list filtered by kind and restaurant, restore,
// purge for good, and the purge log.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Ok } from '../../../core/schemas/common';
import { TrashPage, TrashParams, TrashPurgePage, TrashPurgeQuery, TrashQuery, TrashRestored } from '../../../core/schemas/trash';
import { access } from '../../platform/http/access';
import { routeOptions } from '../../platform/http/route-group';
import { forgetSignIn } from './sign-in';

const options = routeOptions(['admin']);
const admin = access.admin;

export const trashRoutes: FastifyPluginAsyncZod = async (app) => {
  const { trash } = app.services;

  app.get(
    '/admin/database-trash',
    options(admin, { summary: 'Deleted items of every kind, newest first, paged', querystring: TrashQuery, response: { 200: TrashPage } }),
    async (request) => trash.list(request.query),
  );

  app.get(
    '/admin/database-trash/purges',
    options(admin, { summary: 'Items deleted for good, by an admin or the retention purge', querystring: TrashPurgeQuery, response: { 200: TrashPurgePage } }),
    async (request) => trash.purgeLog(request.query.page),
  );

  app.post(
    '/admin/database-trash/:kind/:id/restore',
    options(admin, { summary: 'Restore, with what it needs that is in the trash too', params: TrashParams, response: { 200: TrashRestored } }),
    async (request) => trash.restore(request.params),
  );

  app.delete(
    '/admin/database-trash/:kind/:id',
    options(admin, { summary: 'Delete for good', params: TrashParams, response: { 200: Ok } }),
    async (request) => {
      const purged = await trash.purge(request.params, { adminId: request.ctx.signedIn?.id ?? 'admin' });
      await forgetSignIn(app.identity, purged);
      return { ok: true as const };
    },
  );
};
