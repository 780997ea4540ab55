// The staff's vouchers (spec §2 vouchers: ReadReservations to read, ManageReservations to change;
// docs/decisions/012-vouchers.md): list, issue, read with the ledger, change, adjust.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { IdParams } from '../../../../core/schemas/common';
import { Voucher, VoucherAdjustment, VoucherIssue, VoucherList, VoucherListQuery, VoucherUpdate, VoucherWithLedger } from '../../../../core/schemas/vouchers';
import { staffContext } from '../../../platform/auth/context';
import { access } from '../../../platform/http/access';
import { routeOptions, staffReads } from '../../../platform/http/route-group';

const options = routeOptions(['vouchers']);
const read = access.staff('ReadReservations');
// Changes need both, as a reservation's do (spec §2 vouchers: ReadReservations and ManageReservations).
const manage = access.staff('ReadReservations', 'ManageReservations');

export const voucherStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const { vouchers } = app.services;

  staffReads(app, options)(
    '/vouchers',
    read,
    {
      summary: "The restaurant's vouchers by code, name, email or status, paged, with the outstanding liability and what expires in 90 days",
      querystring: VoucherListQuery,
      response: VoucherList,
    },
    vouchers.list,
  );

  app.post(
    '/vouchers',
    options(manage, { summary: 'Issue a voucher by hand (a complaint, a prize): active at once', body: VoucherIssue, response: { 201: Voucher } }),
    async (request, reply) => {
      const { restaurantId, user } = staffContext(request.ctx);
      return reply.code(201).send(await vouchers.issue(restaurantId, user.id, request.body));
    },
  );

  app.get('/vouchers/:id', options(read, { summary: 'A voucher with its ledger', params: IdParams, response: { 200: VoucherWithLedger } }), async (request) =>
    vouchers.get(staffContext(request.ctx).restaurantId, request.params.id),
  );

  /** A change of one voucher by the caller (its restaurant, its user), answered with the voucher and its ledger. */
  function ledgerChange<Body extends z.ZodType>(method: 'PUT' | 'POST', url: string, summary: string, body: Body, apply: (restaurantId: string, actorId: string, id: string, body: z.output<Body>) => Promise<VoucherWithLedger>) {
    app.route({
      method,
      url,
      ...options(manage, { summary, params: IdParams, body, response: { 200: VoucherWithLedger } }),
      handler: async (request) => {
        const { restaurantId, user } = staffContext(request.ctx);
        // The schema validated the body before the handler runs; the provider cannot resolve a type parameter's schema.
        return apply(restaurantId, user.id, request.params.id, request.body as z.output<Body>);
      },
    });
  }

  ledgerChange(
    'PUT',
    '/vouchers/:id',
    'Change the recipient, message or expiry (never before the legal floor), void it, or activate one paid at the restaurant or held for review',
    VoucherUpdate,
    vouchers.update,
  );
  ledgerChange('POST', '/vouchers/:id/adjustments', 'Correct the balance either way with a reason (409 voucher_balance_insufficient below zero)', VoucherAdjustment, vouchers.adjust);
};
