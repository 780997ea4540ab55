// Redemption at the table (docs/decisions/012-vouchers.md): the tablet's lookup by code (ReadReservations) and the
// redemption itself (ManageReservations), a front-of-house change like a check-in: it runs in app.services.changes
// with its actionId, so a replayed id answers the first answer (201, Idempotent-Replayed) whether it came alone or in
// a batch (POST /sync/batch runs the same service function, docs/decisions/005).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams } from '../../../../core/schemas/common';
import { VoucherCodeParams, VoucherRedemption, VoucherRedemptionAnswer, VoucherWithLedger } from '../../../../core/schemas/vouchers';
import { staffContext } from '../../../platform/auth/context';
import { access } from '../../../platform/http/access';
import { routeOptions } from '../../../platform/http/route-group';
import { replayedHeader } from '../../../platform/http/idempotency';

const options = routeOptions(['vouchers']);

export const voucherRedemptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { voucherRedemptions, changes } = app.services;

  app.get(
    '/vouchers/by-code/:code',
    options(access.staff('ReadReservations'), { summary: 'The voucher with this code (any case or grouping) and its ledger', params: VoucherCodeParams, response: { 200: VoucherWithLedger } }),
    async (request) => voucherRedemptions.byCode(staffContext(request.ctx).restaurantId, request.params.code),
  );

  app.post(
    '/vouchers/:id/redemptions',
    options(access.staff('ReadReservations', 'ManageReservations'), {
      summary: 'Spends an amount of the voucher, on a reservation if named; the same actionId counts once',
      params: IdParams,
      body: VoucherRedemption,
      response: { 201: VoucherRedemptionAnswer },
    }),
    async (request, reply) => {
      const { restaurantId, user } = staffContext(request.ctx);
      const { body, params } = request;
      const applied = await changes.apply(
        { restaurantId, actorId: user.id, actionId: body.actionId, overrideSessionId: request.ctx.override?.id ?? null, fingerprint: { route: `POST ${request.routeOptions.url}`, params, body }, log: request.log },
        (change) => voucherRedemptions.redeem(change, { voucherId: params.id, ...body }),
      );
      if (applied.replayed) reply.header(replayedHeader, 'true');
      // Always 201: the first answer, stored under the action id, is a created ledger row.
      return reply.code(201).send(applied.body);
    },
  );
};
