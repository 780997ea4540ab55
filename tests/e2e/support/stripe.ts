// The local Stripe stand-in for the browser tests (tests/support/stripe-stand-in.ts): where it listens, the keys the
// app is started with, and the webhook URL it signs events to. playwright.config.ts passes these to the server, and
// ./stripe-global-setup.ts starts the stand-in before the tests.
import { standInSecretKey, standInWebhookSecret } from '../../support/stripe-stand-in';

export const stripePort = Number(process.env.E2E_STRIPE_PORT ?? 12110);

/** What the app reads to take payments through the stand-in. */
export const stripeEnv = {
  STRIPE_SECRET_KEY: standInSecretKey,
  STRIPE_WEBHOOK_SECRET: standInWebhookSecret,
  STRIPE_API_URL: `http://127.0.0.1:${stripePort}`,
};
