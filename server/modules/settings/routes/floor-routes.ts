// The routes the floor's kinds share (spec §7: areas, area groups, tables, specials): create, change and delete by
// id, and for most a list. Any staff member reads them (a host books a phone guest into an area or group); changing
// them needs the kind's permission, and every change republishes the restaurant's availability file.
import type { FastifyRequest, preValidationHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Permission } from '../../../../core/permissions';
import { IdParams } from '../../../../core/schemas/common';
import { staffContext, type RequestContext } from '../../../platform/auth/context';
import { access } from '../../../platform/http/access';
import { routeOptions } from '../../../platform/http/route-group';
import { republishAvailability } from '../../publishing';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** What the routes call; `create` and `update` get the validated body and the caller's context. */
export interface FloorService<TItem, TCreate, TUpdate> {
  /** Absent for a kind that lists its own way (specials: searched and paged). */
  list?: (restaurantId: string) => Promise<TItem[]>;
  create: (restaurantId: string, body: TCreate, ctx: RequestContext) => Promise<TItem>;
  update: (restaurantId: string, id: string, body: TUpdate, ctx: RequestContext) => Promise<TItem>;
  /** Moves the item to the database trash; `deletedBy` is the acting user. */
  remove: (restaurantId: string, id: string, deletedBy: string | null) => Promise<TItem>;
}

export interface FloorKind<TItem extends z.ZodType, TCreate extends z.ZodType, TUpdate extends z.ZodType = TCreate> {
  /** The collection, e.g. `/areas`; one of them is `${path}/:id`. */
  path: string;
  tags: string[];
  /** What changing them needs. */
  manage: Permission;
  item: TItem;
  body: TCreate;
  /** The update's body, where it is not the create's. */
  updateBody?: TUpdate;
  /** Runs before the body of a create or update is validated (e.g. to accept a second shape of body). */
  preValidation?: preValidationHookHandler;
  service: FloorService<z.output<TItem>, z.output<TCreate>, z.output<TUpdate>>;
}

export function floorRoutes<TItem extends z.ZodType, TCreate extends z.ZodType, TUpdate extends z.ZodType = TCreate>(app: ZodApp, kind: FloorKind<TItem, TCreate, TUpdate>): void {
  const { path, service } = kind;
  const options = routeOptions(kind.tags);
  // The provider cannot resolve schemas given as type parameters: the routes see them as plain zod types, and the
  // bodies as what `FloorKind` declares (the schemas validated them; `kind` ties the item's type to the service).
  const item: z.ZodType = kind.item;
  const read = access.staff();
  const manage = access.staff(kind.manage);
  const bodyHook = kind.preValidation ? { preValidation: kind.preValidation } : {};

  async function change<T>(request: FastifyRequest, write: (restaurantId: string) => Promise<T>): Promise<T> {
    const { restaurantId } = staffContext(request.ctx);
    const result = await write(restaurantId);
    republishAvailability(app, request, restaurantId);
    return result;
  }

  const { list } = service;
  if (list) {
    app.get(path, options(read, { response: { 200: z.object({ items: z.array(item) }) } }), async (request) => ({
      items: await list(staffContext(request.ctx).restaurantId),
    }));
  }
  app.post(path, { ...options(manage, { body: kind.body, response: { 201: item } }), ...bodyHook }, async (request, reply) =>
    reply.code(201).send(await change(request, (restaurantId) => service.create(restaurantId, request.body as z.output<TCreate>, request.ctx))),
  );
  app.put(`${path}/:id`, { ...options(manage, { params: IdParams, body: kind.updateBody ?? kind.body, response: { 200: item } }), ...bodyHook }, async (request) =>
    change(request, (restaurantId) => service.update(restaurantId, request.params.id, request.body as z.output<TUpdate>, request.ctx)),
  );
  app.delete(`${path}/:id`, options(manage, { params: IdParams, response: { 200: item } }), async (request) =>
    change(request, (restaurantId) => service.remove(restaurantId, request.params.id, request.ctx.actingAdminId ?? request.ctx.user?.id ?? null)),
  );
}
