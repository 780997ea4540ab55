// Paying for gift cards (docs/decisions/012): the public checkout, the provider's webhook, and the staff's refunds
// and resent emails. Routes stay thin: the rules are in the services.
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams } from '../../../core/schemas/common';
import { PaymentWebhookReceipt, VoucherEmailsResent } from '../../../core/schemas/payments';
import { GiftCardCheckout, GiftCardCheckoutAnswer, PaymentProviderParams, VoucherRefund, VoucherWithLedger } from '../../../core/schemas/vouchers';
import { staffContext, tenantOf } from '../../platform/auth/context';
import { access } from '../../platform/http/access';
import { routeGroup, routeOptions } from '../../platform/http/route-group';

const tags = ['payments'];
const options = routeOptions(tags);

const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payments } = app.services;
  app.post(
    '/gift-cards/checkout',
    {
      config: { access: access.tenant },
      schema: {
        tags,
        summary: 'Buy a gift card: a pending voucher and the payment page to send the buyer to (none when paying at the restaurant)',
        description: 'At most 3 purchases per buyer email and 10 per address per restaurant and hour (429 rate_limited).',
        body: GiftCardCheckout,
        response: { 201: GiftCardCheckoutAnswer },
      },
    },
    async (request, reply) => reply.code(201).send(await payments.checkout(tenantOf(request.ctx), request.body, request.ip)),
  );
};

/** A webhook's body: the exact bytes (the signature covers them) and, parsed as every JSON body is, what they say. */
interface SignedBody {
  raw: Buffer;
  json: unknown;
}

const isSignedBody = (body: unknown): body is SignedBody => typeof body === 'object' && body !== null && Buffer.isBuffer((body as SignedBody).raw);

/**
 * The signature covers the exact bytes sent: here alone the body is kept as it arrived. It is parsed too, by Fastify's
 * own JSON parser, so broken or hostile JSON is refused as on every other route before any signature is checked.
 */
const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payments } = app.services;
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, raw: Buffer, done) => {
    parseJson(request, raw.toString('utf8'), (error, json) => (error ? done(error, undefined) : done(null, { raw, json } satisfies SignedBody)));
  });
  app.post(
    '/payments/webhook/:provider',
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: "The payment provider's signed events (Stripe: checkout.session.*); 400 invalid_signature unless the signature verifies",
        description: 'The JSON body exactly as the provider sent it, with its Stripe-Signature header.',
        params: PaymentProviderParams,
        response: { 200: PaymentWebhookReceipt },
      },
    },
    async (request) => {
      const signature = request.headers['stripe-signature'];
      const raw = isSignedBody(request.body) ? request.body.raw : Buffer.alloc(0);
      return payments.receive(raw, Array.isArray(signature) ? signature[0] : signature);
    },
  );
};

const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payments } = app.services;
  const manage = access.staff('ManageReservations');
  app.post(
    '/vouchers/:id/refunds',
    options(manage, {
      summary: 'Give money back: through the payment provider when paid online; the whole balance when no amount is given',
      params: IdParams,
      body: VoucherRefund,
      response: { 201: VoucherWithLedger },
    }),
    async (request, reply) => {
      const { restaurantId, user } = staffContext(request.ctx);
      return reply.code(201).send(await payments.refund(restaurantId, user.id, request.params.id, request.body));
    },
  );
  app.post(
    '/vouchers/:id/emails',
    options(manage, { summary: "Send the voucher's emails with its PDF again, now (a delivery still to come keeps its date)", params: IdParams, response: { 202: VoucherEmailsResent } }),
    async (request, reply) => reply.code(202).send(await payments.resend(staffContext(request.ctx).restaurantId, request.params.id)),
  );
};

export const paymentRoutes: FastifyPluginAsync = routeGroup([checkoutRoutes, webhookRoutes, staffRoutes]);
