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
import { EntityId, IdParams, LocalDate, numberedPageOf } from '../../../../core/schemas/common';
import { staffContext } from '../../../platform/auth/context';
import { access } from '../../../platform/http/access';
import { routeOptions, staffReads } from '../../../platform/http/route-group';

const options = routeOptions(['affiliates']);
const read = access.staff('ViewAnalytics');
const manage = access.staff('ManageRoles');

export const programmeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { programme } = app.services;

  app.get('/affiliates/schedules', options(read, { summary: 'The commission schedule, newest row first (the first is in force)', response: { 200: z.object({ items: z.array(CommissionSchedule) }) } }), async (request) => ({
    items: await programme.schedules(staffContext(request.ctx).restaurantId),
  }));

  app.post(
    '/affiliates/schedules',
    options(manage, { summary: 'Change the terms: a new schedule row for bookings made from now on', body: CommissionScheduleInput, response: { 201: CommissionSchedule } }),
    async (request, reply) => {
      const { restaurantId, user } = staffContext(request.ctx);
      return reply.code(201).send(await programme.addSchedule(restaurantId, request.body, user.id));
    },
  );

  app.get(
    '/affiliates/creators',
    options(read, { summary: 'The creators who sent guests, with their figures (visits in the range)', querystring: z.object({ from: LocalDate.optional(), to: LocalDate.optional() }), response: { 200: z.object({ items: z.array(RestaurantCreatorRow) }) } }),
    async (request) => ({ items: await programme.creators(staffContext(request.ctx).restaurantId, request.query) }),
  );

  staffReads(app, options)('/affiliates/items', read, { summary: 'The commission ledger, newest visit first', querystring: CommissionItemQuery, response: numberedPageOf(CommissionItem) }, programme.items);

  app.put(
    '/affiliates/items/:id',
    options(manage, { summary: 'Approve or reject an item before it is paid', params: IdParams, body: CommissionDecision, response: { 200: CommissionItem } }),
    async (request) => {
      const { restaurantId, user } = staffContext(request.ctx);
      return programme.decide(restaurantId, request.params.id, request.body, user.id);
    },
  );

  app.get(
    '/affiliates/payouts',
    options(read, { summary: 'Payouts, newest first', querystring: z.object({ affiliateUserId: EntityId.optional() }), response: { 200: z.object({ items: z.array(Payout) }) } }),
    async (request) => ({ items: await programme.payouts(staffContext(request.ctx).restaurantId, request.query.affiliateUserId) }),
  );

  app.post(
    '/affiliates/payouts',
    options(manage, { summary: "Mark a creator's approved items of a period paid (one payout per currency)", body: PayoutInput, response: { 201: z.object({ payouts: z.array(Payout) }) } }),
    async (request, reply) => {
      const { restaurantId, user } = staffContext(request.ctx);
      return reply.code(201).send({ payouts: await programme.pay(restaurantId, request.body, user.id) });
    },
  );
};
