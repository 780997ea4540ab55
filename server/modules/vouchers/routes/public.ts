// The guests' gift-card reads (spec §2 gift-cards and vouchers/{voucherId}, public; docs/decisions/012-vouchers.md),
// about the restaurant of the request (X-Restaurant-Id or its host).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EntityId } from '../../../../core/schemas/common';
import { GiftCardBalance, GiftCardOffer, PublicVoucher, VoucherCodeParams } from '../../../../core/schemas/vouchers';
import { tenantOf } from '../../../platform/auth/context';
import { access } from '../../../platform/http/access';

const tags = ['gift-cards'];

/**
 * The balance check's allowance per address and minute: a twelfth of the public calls' (10 at the default 120). A
 * code holds 80 random bits, so guessing is hopeless anyway; the tight limit keeps anyone from trying at scale.
 */
export const balanceChecksPerMinute = (publicPerMinute: number): number => Math.max(1, Math.floor(publicPerMinute / 12));

export const giftCardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { voucherSettings, publicVouchers } = app.services;

  app.get(
    '/gift-cards/offer',
    { config: { access: access.tenant }, schema: { tags, summary: 'What the gift-card page sells, its terms, the expiry of a voucher bought today, and how it is paid', response: { 200: GiftCardOffer } } },
    async (request) => voucherSettings.offer(tenantOf(request.ctx)),
  );

  app.get(
    '/gift-cards/:code',
    {
      config: { access: access.tenant, rateLimit: { max: balanceChecksPerMinute(app.config.publicRateLimitPerMinute), timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Balance and status of a code (any case and grouping); one 404 for every code the restaurant does not have; rate-limited',
        params: VoucherCodeParams,
        response: { 200: GiftCardBalance },
      },
    },
    async (request) => publicVouchers.balance(tenantOf(request.ctx), request.params.code),
  );

  app.get(
    '/gift-cards/vouchers/:voucherId',
    {
      config: { access: access.tenant },
      schema: { tags, summary: 'The voucher page: value, balance, expiry and code (its random id is the bearer)', params: z.object({ voucherId: EntityId }), response: { 200: PublicVoucher } },
    },
    async (request) => publicVouchers.voucher(tenantOf(request.ctx), request.params.voucherId),
  );
};
