// A restaurant's voucher settings (docs/decisions/012-vouchers.md). Reading them is part of the voucher screens
// (ReadReservations); changing what the restaurant sells is the owner's, like its other settings (ManageRoles guards
// PUT /restaurant-metadata and /app-config: there is no settings permission of its own, spec §6).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { VoucherSettings } from '../../../../core/schemas/vouchers';
import { staffContext } from '../../../platform/auth/context';
import { access } from '../../../platform/http/access';
import { routeOptions } from '../../../platform/http/route-group';

const options = routeOptions(['vouchers']);

export const voucherSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { voucherSettings } = app.services;

  // A static path: Fastify's router prefers it to /vouchers/:id whatever the order of registration.
  app.get(
    '/vouchers/settings',
    options(access.staff('ReadReservations'), { summary: "The restaurant's voucher settings (its country's defaults until saved)", response: { 200: VoucherSettings } }),
    async (request) => voucherSettings.get(staffContext(request.ctx).restaurantId),
  );

  app.put(
    '/vouchers/settings',
    options(access.staff('ManageRoles'), { summary: 'Change what the gift-card page sells and how (validity never below the legal minimum)', body: VoucherSettings, response: { 200: VoucherSettings } }),
    async (request) => voucherSettings.save(staffContext(request.ctx).restaurantId, request.body),
  );
};
