// The staff's vouchers (spec §2 vouchers: ReadReservations to read, ManageReservations to change;
// docs/decisions/012-vouchers.md): list, issue, read with the ledger, change, adjust.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams } from '../../../../core/schemas/common';
import { Voucher, VoucherAdjustment, VoucherIssue, VoucherList, VoucherListQuery, VoucherUpdate, VoucherWithLedger } from '../../../../core/schemas/vouchers';
import { staffContext } from '../../../platform/auth/context';
import { access } from '../../../platform/http/access';

const tags = ['vouchers'];
const security = [{ firebase: [] }];
const read = { access: access.staff('ReadReservations') };
// Changes need both, as a reservation's do (spec §2 vouchers: ReadReservations and ManageReservations).
const manage = { access: access.staff('ReadReservations', 'ManageReservations') };

export const voucherStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const { vouchers } = app.services;

  app.get(
    '/vouchers',
    {
      config: read,
      schema: {
        tags,
        security,
        summary: "The restaurant's vouchers by code, name, email or status, paged, with the outstanding liability and what expires in 90 days",
        querystring: VoucherListQuery,
        response: { 200: VoucherList },
      },
    },
    async (request) => vouchers.list(staffContext(request.ctx).restaurantId, request.query),
  );

  app.post(
    '/vouchers',
    { config: manage, schema: { tags, security, summary: 'Issue a voucher by hand (a complaint, a prize): active at once', body: VoucherIssue, response: { 201: Voucher } } },
    async (request, reply) => {
      const { restaurantId, user } = staffContext(request.ctx);
      return reply.code(201).send(await vouchers.issue(restaurantId, user.id, request.body));
    },
  );

  app.get(
    '/vouchers/:id',
    { config: read, schema: { tags, security, summary: 'A voucher with its ledger', params: IdParams, response: { 200: VoucherWithLedger } } },
    async (request) => vouchers.get(staffContext(request.ctx).restaurantId, request.params.id),
  );

  app.put(
    '/vouchers/:id',
    {
      config: manage,
      schema: {
        tags,
        security,
        summary: 'Change the recipient, message or expiry (never before the legal floor), void it, or activate one paid at the restaurant or held for review',
        params: IdParams,
        body: VoucherUpdate,
        response: { 200: VoucherWithLedger },
      },
    },
    async (request) => {
      const { restaurantId, user } = staffContext(request.ctx);
      return vouchers.update(restaurantId, user.id, request.params.id, request.body);
    },
  );

  app.post(
    '/vouchers/:id/adjustments',
    {
      config: manage,
      schema: {
        tags,
        security,
        summary: 'Correct the balance either way with a reason (409 voucher_balance_insufficient below zero)',
        params: IdParams,
        body: VoucherAdjustment,
        response: { 200: VoucherWithLedger },
      },
    },
    async (request) => {
      const { restaurantId, user } = staffContext(request.ctx);
      return vouchers.adjust(restaurantId, user.id, request.params.id, request.body);
    },
  );
};
