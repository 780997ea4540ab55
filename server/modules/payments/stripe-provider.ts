// Stripe Checkout through the official client (docs/decisions/012). STRIPE_API_URL points the client at another host
// (the tests' local stand-in of the endpoints used here); the requests and signatures are Stripe's own.
import Stripe from 'stripe';
import { AppError } from '../../../core/errors';
import type { StripeConfig } from '../../config';
import type { CheckoutRequest, CheckoutStarted, OnlinePayments, PaymentEvent } from './provider';

function clientOptions(apiUrl: string | undefined): ConstructorParameters<typeof Stripe>[1] {
  // A payment request that times out must not be retried blindly against another host; one retry is Stripe's advice for idempotent creates.
  const base = { maxNetworkRetries: 1, timeout: 20_000 };
  if (!apiUrl) return base;
  const url = new URL(apiUrl);
  return { ...base, host: url.hostname, port: url.port || (url.protocol === 'https:' ? 443 : 80), protocol: url.protocol === 'https:' ? 'https' : 'http' };
}

/** Stripe Checkout's languages for ours. */
const checkoutLocales: Record<string, Stripe.Checkout.SessionCreateParams.Locale> = { de: 'de', en: 'en', es: 'es' };

export function stripeProvider(config: StripeConfig): OnlinePayments {
  const stripe = new Stripe(config.secretKey, clientOptions(config.apiUrl));

  async function startCheckout(request: CheckoutRequest): Promise<CheckoutStarted> {
    const session = await stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [{ quantity: 1, price_data: { currency: request.currency.toLowerCase(), unit_amount: request.amount, product_data: { name: request.description } } }],
        customer_email: request.buyerEmail,
        client_reference_id: request.voucherId,
        metadata: { restaurantId: request.restaurantId, voucherId: request.voucherId },
        payment_intent_data: { metadata: { restaurantId: request.restaurantId, voucherId: request.voucherId } },
        locale: checkoutLocales[request.language] ?? 'auto',
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      },
      // One voucher, one session: a retried create answers the first session.
      { idempotencyKey: `checkout-${request.voucherId}` },
    );
    if (!session.url) throw new Error(`Stripe answered session ${session.id} without a payment page`);
    return { sessionId: session.id, url: session.url };
  }

  async function refund(paymentIntentId: string, amount: number, voucherId: string): Promise<string> {
    const made = await stripe.refunds.create({ payment_intent: paymentIntentId, amount, metadata: { voucherId } });
    return made.id;
  }

  function verifiedEvent(rawBody: Buffer, signature: string | undefined): PaymentEvent {
    let event: Stripe.Event;
    try {
      if (!signature || !config.webhookSecret) throw new Error('unsigned');
      event = stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret);
    } catch {
      throw new AppError('invalid_signature', 'The webhook signature does not verify');
    }
    return { id: event.id, type: event.type, ...sessionOf(event) };
  }

  return { kind: 'stripe', startCheckout, refund, verifiedEvent };
}

function sessionOf(event: Stripe.Event): Pick<PaymentEvent, 'session'> {
  if (!event.type.startsWith('checkout.session.')) return {};
  const session = event.data.object as Stripe.Checkout.Session;
  const intent = session.payment_intent;
  return {
    session: {
      id: session.id,
      paymentStatus: session.payment_status,
      paymentIntentId: typeof intent === 'string' ? intent : (intent?.id ?? null),
      restaurantId: session.metadata?.restaurantId ?? null,
      voucherId: session.metadata?.voucherId ?? session.client_reference_id ?? null,
    },
  };
}
