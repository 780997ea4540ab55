// The restaurant's creator programme (docs/decisions/014-affiliates.md): reading it is an owner's figure
// (ViewAnalytics); changing the terms, deciding items and recording payouts are the owner's (ManageRoles, as for
// the other settings: there is no settings permission of its own, spec §6).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CommissionDecision,
  CommissionItem,
  CommissionItemQuery,
  CommissionSchedule,
  CommissionScheduleInput,
  Payout,
  PayoutInput,
  RestaurantCreatorRow,
} from '../../../../core/schemas/affiliates';
import { EntityId, IdParams, LocalDate } from '../../../../core/schemas/common';
import { staffContext } from '../../../platform/auth/context';
import { access } from '../../../platform/http/access';

const tags = ['affiliates'];
const security = [{ firebase: [] }];
const read = { access: access.staff('ViewAnalytics') };
const manage = { access: access.staff('ManageRoles') };

export const programmeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { programme } = app.services;

  app.get('/affiliates/schedules', { config: read, schema: { tags, security, summary: 'The commission schedule, newest row first (the first is in force)', response: { 200: z.object({ items: z.array(CommissionSchedule) }) } } }, async (request) => ({
    items: await programme.schedules(staffContext(request.ctx).restaurantId),
  }));

  app.post(
    '/affiliates/schedules',
    { config: manage, schema: { tags, security, summary: 'Change the terms: a new schedule row for bookings made from now on', body: CommissionScheduleInput, response: { 201: CommissionSchedule } } },
    async (request, reply) => {
      const { restaurantId, user } = staffContext(request.ctx);
      return reply.code(201).send(await programme.addSchedule(restaurantId, request.body, user.id));
    },
  );

  app.get(
    '/affiliates/creators',
    {
      config: read,
      schema: { tags, security, summary: 'The creators who sent guests, with their figures (visits in the range)', querystring: z.object({ from: LocalDate.optional(), to: LocalDate.optional() }), response: { 200: z.object({ items: z.array(RestaurantCreatorRow) }) } },
    },
    async (request) => ({ items: await programme.creators(staffContext(request.ctx).restaurantId, request.query) }),
  );

  app.get(
    '/affiliates/items',
    {
      config: read,
      schema: { tags, security, summary: 'The commission ledger, newest visit first', querystring: CommissionItemQuery, response: { 200: z.object({ items: z.array(CommissionItem), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() }) } },
    },
    async (request) => programme.items(staffContext(request.ctx).restaurantId, request.query),
  );

  app.put(
    '/affiliates/items/:id',
    { config: manage, schema: { tags, security, summary: 'Approve or reject an item before it is paid', params: IdParams, body: CommissionDecision, response: { 200: CommissionItem } } },
    async (request) => {
      const { restaurantId, user } = staffContext(request.ctx);
      return programme.decide(restaurantId, request.params.id, request.body, user.id);
    },
  );

  app.get(
    '/affiliates/payouts',
    { config: read, schema: { tags, security, summary: 'Payouts, newest first', querystring: z.object({ affiliateUserId: EntityId.optional() }), response: { 200: z.object({ items: z.array(Payout) }) } } },
    async (request) => ({ items: await programme.payouts(staffContext(request.ctx).restaurantId, request.query.affiliateUserId) }),
  );

  app.post(
    '/affiliates/payouts',
    { config: manage, schema: { tags, security, summary: "Mark a creator's approved items of a period paid (one payout per currency)", body: PayoutInput, response: { 201: z.object({ payouts: z.array(Payout) }) } } },
    async (request, reply) => {
      const { restaurantId, user } = staffContext(request.ctx);
      return reply.code(201).send({ payouts: await programme.pay(restaurantId, request.body, user.id) });
    },
  );
};
