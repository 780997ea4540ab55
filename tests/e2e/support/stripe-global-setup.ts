// Starts the local Stripe stand-in for the browser tests and stops it after them (Playwright's globalSetup): its
// hosted payment page sends the signed checkout.session.completed webhook to the app under test.
import { startStripeStandIn } from '../../support/stripe-stand-in';
import { stripePort } from './stripe';

export default async function stripeGlobalSetup(): Promise<() => Promise<void>> {
  const appPort = Number(process.env.E2E_PORT ?? 8091);
  const standIn = await startStripeStandIn({ port: stripePort, webhookUrl: `http://127.0.0.1:${appPort}/api/payments/webhook/stripe` });
  return () => standIn.close();
}
