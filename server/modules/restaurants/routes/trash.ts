import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Ok } from '../../../../core/schemas/common';
import { TrashItem } from '../../../../core/schemas/restaurants';
import { access } from '../../../platform/http/access';

const tags = ['admin'];
const security = [{ firebase: [] }];
const TrashParams = z.object({ kind: z.enum(['restaurant', 'user']), id: z.string().min(1).max(128) });

/** The database trash (spec §1): soft-deleted restaurants and users, restorable until purged. */
export const trashRoutes: FastifyPluginAsyncZod = async (app) => {
  const { users, restaurants } = app.services;
  const admin = { access: access.admin };

  app.get('/admin/database-trash', { config: admin, schema: { tags, security, response: { 200: z.object({ items: z.array(TrashItem) }) } } }, async () => {
    const [deletedRestaurants, deletedUsers] = await Promise.all([restaurants.deleted(), users.deletedUsers()]);
    const items: z.infer<typeof TrashItem>[] = [
      ...deletedRestaurants.map((r) => ({ kind: 'restaurant' as const, id: r.id, label: r.name, deletedAt: (r.deletedAt as Date).toISOString(), deletedBy: r.deletedBy })),
      ...deletedUsers.map((u) => ({ kind: 'user' as const, id: u.id, label: u.email ?? u.username ?? u.id, deletedAt: (u.deletedAt as Date).toISOString(), deletedBy: u.deletedBy })),
    ];
    return { items: items.sort((a, b) => b.deletedAt.localeCompare(a.deletedAt)) };
  });

  app.post('/admin/database-trash/:kind/:id/restore', { config: admin, schema: { tags, security, params: TrashParams, response: { 200: Ok } } }, async (request) => {
    const { kind, id } = request.params;
    await (kind === 'restaurant' ? restaurants.restore(id) : users.restore(id));
    return { ok: true as const };
  });

  app.delete('/admin/database-trash/:kind/:id', { config: admin, schema: { tags, security, summary: 'Delete for good', params: TrashParams, response: { 200: Ok } } }, async (request) => {
    const { kind, id } = request.params;
    if (kind === 'restaurant') await restaurants.purge(id);
    else {
      await users.purge(id);
      if (!id.startsWith('child-')) await app.identity.deleteUser(id);
    }
    return { ok: true as const };
  });
};
